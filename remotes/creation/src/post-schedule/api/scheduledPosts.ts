import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { firestore } from 'shared-auth';

/** Where a post stands: saved as a draft, waiting for its time, or published to its channels. */
export type PostStatus = 'draft' | 'scheduled' | 'published';

/** A saved post as the list and the calendar show it (`users/{uid}/posts/{id}`, docs/product-rules.md §10.7). */
export interface PostRow {
  readonly id: string;
  readonly text: string;
  readonly channels: string[];
  readonly status: PostStatus;
  /** Epoch ms of the publication (planned, or done for a published post); null for a draft. */
  readonly scheduledAt: number | null;
  readonly mediaCount: number;
}

/** The most posts one calendar view reads (a 6-week month of a busy account stays far below it). */
export const CALENDAR_READ_LIMIT = 500;

function postRow(doc: DocumentSnapshot): PostRow {
  const scheduledAt = doc.get('scheduledAt') as { toMillis?: () => number } | null;
  const status = doc.get('status') as unknown;
  return {
    id: doc.id,
    text: String(doc.get('text') ?? ''),
    channels: (doc.get('channels') as string[] | undefined) ?? [],
    status: status === 'scheduled' || status === 'published' ? status : 'draft',
    scheduledAt: scheduledAt?.toMillis ? scheduledAt.toMillis() : null,
    mediaCount: ((doc.get('mediaPaths') as unknown[] | undefined) ?? []).length,
  };
}

/** The user's 20 most recently changed posts: drafts, scheduled and published. @throws FirebaseError. */
export async function listRecentPosts(uid: string): Promise<PostRow[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'users', uid, 'posts'), sdk.orderBy('updatedAt', 'desc'), sdk.limit(20)),
  );
  return snapshot.docs.map(postRow);
}

/**
 * The scheduled and published posts whose time falls in [`start`, `end`) (epoch ms), in time order:
 * one query, at most `CALENDAR_READ_LIMIT` documents (drafts have no time and are not read).
 * @throws FirebaseError.
 */
export async function listPostsBetween(uid: string, start: number, end: number): Promise<PostRow[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', uid, 'posts'),
      sdk.where('scheduledAt', '>=', sdk.Timestamp.fromMillis(start)),
      sdk.where('scheduledAt', '<', sdk.Timestamp.fromMillis(end)),
      sdk.orderBy('scheduledAt'),
      sdk.limit(CALENDAR_READ_LIMIT),
    ),
  );
  return snapshot.docs.map(postRow);
}

/**
 * Moves a scheduled post to `scheduledAt` (epoch ms); nothing else of it changes.
 * @throws FirebaseError `permission-denied` when the post is not scheduled (a published post stays where
 * it was) or the time is past or more than a year ahead (firestore.rules `validReschedule`).
 */
export async function reschedulePost(uid: string, id: string, scheduledAt: number): Promise<void> {
  const { db, sdk } = await firestore();
  await sdk.updateDoc(sdk.doc(db, 'users', uid, 'posts', id), {
    scheduledAt: sdk.Timestamp.fromMillis(scheduledAt),
    updatedAt: sdk.serverTimestamp(),
  });
}
