import type { DocumentSnapshot, QueryConstraint } from 'firebase/firestore/lite';
import { firestore, type SessionUser } from 'shared-auth';
import {
  BRIEF_EDITABLE_STATUSES,
  canTransition,
  CONNECTION_MESSAGE_MAX,
  type CollaborationStatus,
} from '@adplatform/influencer-model';
import { toCursorPage, type CursorPage, type PageCursor } from 'shared-ui';
import * as z from 'zod/mini';
import { briefSchema, newCollaborationDocumentSchema, type Brief } from '../model/collaborationDocument';
import { advertiserMessage } from './collaborationMessages';
import { toCollaboration, type Collaboration, type Influencer } from '../model/influencer';

/** Rows per page of "my connections". */
export const CONNECTIONS_PAGE_SIZE = 10;

/** The message of a connection request (validated before it is written; the rules check it again). */
export const connectionMessageSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(CONNECTION_MESSAGE_MAX));

/**
 * Sends a connection request with its brief: creates `users/{uid}/collaborations/{influencerId}` with
 * status `invited`, the invitation's stage dated by the server. A second request to the same
 * influencer is refused by the rules (a collaboration is created once).
 * @throws ZodError for an empty or too long message or a brief out of bounds; FirebaseError
 * `permission-denied`.
 */
export async function connectInfluencer(
  uid: string,
  influencer: Influencer,
  message: string,
  brief: Brief,
): Promise<void> {
  const request = newCollaborationDocumentSchema(influencer).parse({
    influencerId: influencer.id,
    handle: influencer.handle,
    displayName: influencer.displayName,
    platform: influencer.platform,
    status: 'invited',
    message: connectionMessageSchema.parse(message),
    brief,
  });
  const { db, sdk } = await firestore();
  await sdk.setDoc(sdk.doc(db, 'users', uid, 'collaborations', influencer.id), {
    ...request,
    stageDates: { invited: sdk.serverTimestamp() },
    createdAt: sdk.serverTimestamp(),
    updatedAt: sdk.serverTimestamp(),
  });
}

/**
 * Records a collaboration's move from `from` to `to` (docs/product-rules.md §10.5), dating the stage
 * reached with the server's time.
 * @throws Error for a move the pipeline does not allow; FirebaseError `permission-denied` when the
 * rules refuse (they check the same pipeline, e.g. when the collaboration moved meanwhile).
 */
export async function moveCollaboration(
  uid: string,
  influencerId: string,
  from: CollaborationStatus,
  to: CollaborationStatus,
): Promise<void> {
  if (!canTransition(from, to)) throw new Error(`A collaboration does not move from ${from} to ${to}`);
  const { db, sdk } = await firestore();
  await sdk.updateDoc(sdk.doc(db, 'users', uid, 'collaborations', influencerId), {
    status: to,
    [`stageDates.${to}`]: sdk.serverTimestamp(),
    updatedAt: sdk.serverTimestamp(),
  });
}

/**
 * Sends submitted content back to the creator for changes (docs/product-rules.md §10.5): the
 * collaboration returns to `accepted`, dated by the server, and `note` joins the thread as the
 * sender's message, in one batch (both or neither).
 * @throws Error for a sender without an e-mail address; ZodError for an empty or too long note;
 * FirebaseError `permission-denied` (e.g. the content was approved meanwhile).
 */
export async function requestChanges(
  sender: SessionUser,
  uid: string,
  influencerId: string,
  note: string,
): Promise<void> {
  const message = advertiserMessage(sender, note);
  const { db, sdk } = await firestore();
  const collaboration = sdk.doc(db, 'users', uid, 'collaborations', influencerId);
  const batch = sdk.writeBatch(db);
  batch.update(collaboration, {
    status: 'accepted',
    'stageDates.accepted': sdk.serverTimestamp(),
    updatedAt: sdk.serverTimestamp(),
  });
  batch.set(sdk.doc(sdk.collection(collaboration, 'messages')), {
    ...message,
    sentAt: sdk.serverTimestamp(),
  });
  await batch.commit();
}

/**
 * Replaces a collaboration's brief, while it is still open to change (invited or accepted: content is
 * not yet made against it).
 * @throws Error when the stage no longer allows it; ZodError for a brief out of bounds;
 * FirebaseError `permission-denied`.
 */
export async function updateBrief(
  uid: string,
  collaboration: Pick<Collaboration, 'influencerId' | 'status'>,
  brief: Brief,
): Promise<void> {
  if (!BRIEF_EDITABLE_STATUSES.includes(collaboration.status))
    throw new Error(`A brief does not change once a collaboration is ${collaboration.status}`);
  const checked = briefSchema(brief.currency).parse(brief);
  const { db, sdk } = await firestore();
  await sdk.updateDoc(sdk.doc(db, 'users', uid, 'collaborations', collaboration.influencerId), {
    brief: checked,
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
 * One page of the user's collaborations, most recently updated first; only those at `status` when
 * one is given (an index on status and update time serves it).
 * @throws FirebaseError `permission-denied`.
 */
export async function fetchConnectionsPage(
  query: { readonly uid: string; readonly status: CollaborationStatus | null; readonly version: number },
  after: PageCursor | null,
): Promise<CursorPage<Collaboration>> {
  const { db, sdk } = await firestore();
  const constraints: QueryConstraint[] = [];
  if (query.status) constraints.push(sdk.where('status', '==', query.status));
  constraints.push(sdk.orderBy('updatedAt', 'desc'));
  if (after) constraints.push(sdk.startAfter(after as DocumentSnapshot));
  constraints.push(sdk.limit(CONNECTIONS_PAGE_SIZE + 1));
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'users', query.uid, 'collaborations'), ...constraints),
  );
  return toCursorPage(snapshot.docs, CONNECTIONS_PAGE_SIZE, (doc) => toCollaboration(doc.data()));
}
