import type { DocumentSnapshot, QueryConstraint } from 'firebase/firestore/lite';
import { firestore } from 'shared-auth';
import { CONNECTION_MESSAGE_MAX } from '../model/influencerCatalogue';
import { toCursorPage, type CursorPage, type PageCursor } from 'shared-ui';
import * as z from 'zod/mini';
import { newCollaborationDocumentSchema } from '../model/collaborationDocument';
import { toCollaboration, type Collaboration, type Influencer } from '../model/influencer';

/** Rows per page of "my connections". */
export const CONNECTIONS_PAGE_SIZE = 10;

/** The message of a connection request (validated before it is written; the rules check it again). */
export const connectionMessageSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(CONNECTION_MESSAGE_MAX));

/**
 * Sends a connection request: creates `users/{uid}/collaborations/{influencerId}` with status
 * `invited`. A second request to the same influencer is refused by the rules (no updates).
 * @throws ZodError for an empty or too long message; FirebaseError `permission-denied`.
 */
export async function connectInfluencer(uid: string, influencer: Influencer, message: string): Promise<void> {
  const request = newCollaborationDocumentSchema(influencer).parse({
    influencerId: influencer.id,
    handle: influencer.handle,
    displayName: influencer.displayName,
    platform: influencer.platform,
    status: 'invited',
    message: connectionMessageSchema.parse(message),
  });
  const { db, sdk } = await firestore();
  await sdk.setDoc(sdk.doc(db, 'users', uid, 'collaborations', influencer.id), {
    ...request,
    createdAt: sdk.serverTimestamp(),
    updatedAt: sdk.serverTimestamp(),
  });
}

/** Withdraws a request the influencer has not answered yet. @throws FirebaseError `permission-denied`. */
export async function withdrawConnection(uid: string, influencerId: string): Promise<void> {
  const { db, sdk } = await firestore();
  await sdk.deleteDoc(sdk.doc(db, 'users', uid, 'collaborations', influencerId));
}

/**
 * The collaboration with one influencer, or null when there is none.
 * @throws FirebaseError `permission-denied`.
 */
export async function readCollaboration(uid: string, influencerId: string): Promise<Collaboration | null> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'users', uid, 'collaborations', influencerId));
  return snapshot.exists() ? toCollaboration(snapshot.data()) : null;
}

/**
 * One page of the user's collaborations, most recently updated first.
 * @throws FirebaseError `permission-denied`.
 */
export async function fetchConnectionsPage(
  query: { readonly uid: string; readonly version: number },
  after: PageCursor | null,
): Promise<CursorPage<Collaboration>> {
  const { db, sdk } = await firestore();
  const constraints: QueryConstraint[] = [sdk.orderBy('updatedAt', 'desc')];
  if (after) constraints.push(sdk.startAfter(after as DocumentSnapshot));
  constraints.push(sdk.limit(CONNECTIONS_PAGE_SIZE + 1));
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'users', query.uid, 'collaborations'), ...constraints),
  );
  return toCursorPage(snapshot.docs, CONNECTIONS_PAGE_SIZE, (doc) => toCollaboration(doc.data()));
}
