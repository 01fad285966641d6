import { firestore } from 'shared-auth';
import type { Channel } from '../model/channels';
import { postDocumentSchema } from '../model/postDocument';

/** A post as saved at `users/{uid}/posts/{id}`: a draft, or scheduled for a moment (docs/product-rules.md §10.7). */
export interface PostInput {
  readonly channels: readonly Channel[];
  readonly text: string;
  /** Per-channel text replacing `text` on that channel. */
  readonly overrides: Partial<Record<Channel, string>>;
  readonly mediaPaths: readonly string[];
  readonly status: 'draft' | 'scheduled';
  /** Epoch ms of the publication, for a scheduled post. */
  readonly scheduledAt: number | null;
  /** The IANA time zone the user scheduled in (to show the time as they chose it). */
  readonly timeZone: string;
}

/**
 * Saves a new post.
 * @throws ZodError for a post outside `postDocumentSchema`; FirebaseError `permission-denied` (rules: the
 * same schema, the plan).
 */
export async function savePost(uid: string, post: PostInput): Promise<string> {
  const document = postDocumentSchema(uid, Date.now()).parse(post);
  const { db, sdk } = await firestore();
  const ref = sdk.doc(sdk.collection(db, 'users', uid, 'posts'));
  await sdk.setDoc(ref, {
    ...document,
    scheduledAt: document.scheduledAt === null ? null : sdk.Timestamp.fromMillis(document.scheduledAt),
    createdAt: sdk.serverTimestamp(),
    updatedAt: sdk.serverTimestamp(),
  });
  return ref.id;
}
