import { firestore } from 'shared-auth';
import { BOARD_NAME_MAX } from '@adplatform/ad-library-model';
import * as z from 'zod/mini';
import { boardDocSchema, type Board } from '../model/ad';
import { boardDocumentSchema } from '../model/boardDocument';

/** A board name as the user types it (validated before it is written; the rules check it again). */
export const boardNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(BOARD_NAME_MAX));

/**
 * The user's boards, by name.
 * @throws FirebaseError `permission-denied`.
 */
export async function listBoards(uid: string): Promise<Board[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'users', uid, 'boards'), sdk.orderBy('name')),
  );
  return snapshot.docs.flatMap((doc) => {
    const parsed = boardDocSchema.safeParse(doc.data());
    return parsed.success ? [{ id: doc.id, ...parsed.data }] : [];
  });
}

/**
 * Creates a board holding `adId`.
 * @returns the new board's id.
 * @throws ZodError for an empty or too long name; FirebaseError `permission-denied`.
 */
export async function createBoard(uid: string, name: string, adId: string): Promise<string> {
  const board = boardDocumentSchema.parse({ name: boardNameSchema.parse(name), adIds: [adId] });
  const { db, sdk } = await firestore();
  const ref = sdk.doc(sdk.collection(db, 'users', uid, 'boards'));
  await sdk.setDoc(ref, {
    ...board,
    createdAt: sdk.serverTimestamp(),
    updatedAt: sdk.serverTimestamp(),
  });
  return ref.id;
}

/** Saves an ad to a board (once, however often it is saved). @throws FirebaseError `permission-denied`. */
export async function saveToBoard(uid: string, boardId: string, adId: string): Promise<void> {
  const { db, sdk } = await firestore();
  await sdk.updateDoc(sdk.doc(db, 'users', uid, 'boards', boardId), {
    adIds: sdk.arrayUnion(adId),
    updatedAt: sdk.serverTimestamp(),
  });
}

/** Removes an ad from a board. @throws FirebaseError `permission-denied`. */
export async function removeFromBoard(uid: string, boardId: string, adId: string): Promise<void> {
  const { db, sdk } = await firestore();
  await sdk.updateDoc(sdk.doc(db, 'users', uid, 'boards', boardId), {
    adIds: sdk.arrayRemove(adId),
    updatedAt: sdk.serverTimestamp(),
  });
}
