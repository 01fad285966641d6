import { firestore } from 'shared-auth';

/** A file the server's upload check removed (written by the check, docs/product-rules.md §10.7). */
export interface MediaRejection {
  /** The note's document id (a digest of the file's name). */
  readonly id: string;
  /** The removed file's name, without the upload time the composer put in front. */
  readonly name: string;
}

/** The most files one notice names. */
export const REJECTIONS_SHOWN = 10;

/**
 * The newest files removed by the upload check that the user has not dismissed.
 * @throws FirebaseError `permission-denied`.
 */
export async function listMediaRejections(uid: string): Promise<MediaRejection[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', uid, 'mediaRejections'),
      sdk.orderBy('rejectedAt', 'desc'),
      sdk.limit(REJECTIONS_SHOWN),
    ),
  );
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    name: String(doc.get('fileName') ?? doc.id).replace(/^\d+-/, ''),
  }));
}

/** Forgets the given notes (the user has read them). @throws FirebaseError `permission-denied`. */
export async function dismissMediaRejections(uid: string, ids: readonly string[]): Promise<void> {
  const { db, sdk } = await firestore();
  await Promise.all(ids.map((id) => sdk.deleteDoc(sdk.doc(db, 'users', uid, 'mediaRejections', id))));
}
