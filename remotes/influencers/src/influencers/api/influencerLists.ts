import { firestore } from 'shared-auth';
import * as z from 'zod/mini';
import { INFLUENCER_LIST_NAME_MAX, INFLUENCER_LISTS_MAX } from '@adplatform/influencer-model';
import { toInfluencer, type Influencer } from '../model/influencer';
import { influencerListDocumentSchema, type InfluencerList } from '../model/influencerListDocument';

/** A list name as the user types it (validated before it is written; the rules check it again). */
export const listNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(INFLUENCER_LIST_NAME_MAX));

/** Firestore allows at most 30 values in an `in` filter. */
const IN_LIMIT = 30;

/**
 * The user's lists of creators, by name (at most `INFLUENCER_LISTS_MAX`, one read each).
 * @throws FirebaseError `permission-denied`.
 */
export async function listInfluencerLists(uid: string): Promise<InfluencerList[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', uid, 'influencerLists'),
      sdk.orderBy('name'),
      sdk.limit(INFLUENCER_LISTS_MAX),
    ),
  );
  return snapshot.docs.flatMap((doc) => {
    const parsed = influencerListDocumentSchema.safeParse({
      name: doc.get('name'),
      influencerIds: doc.get('influencerIds'),
    });
    return parsed.success ? [{ id: doc.id, ...parsed.data }] : [];
  });
}

/**
 * Creates a list holding `influencerId`.
 * @throws ZodError for an empty or too long name; FirebaseError `permission-denied`.
 */
export async function createInfluencerList(uid: string, name: string, influencerId: string): Promise<void> {
  const list = influencerListDocumentSchema.parse({
    name: listNameSchema.parse(name),
    influencerIds: [influencerId],
  });
  const { db, sdk } = await firestore();
  await sdk.setDoc(sdk.doc(sdk.collection(db, 'users', uid, 'influencerLists')), {
    ...list,
    createdAt: sdk.serverTimestamp(),
    updatedAt: sdk.serverTimestamp(),
  });
}

/** Adds a creator to a list (once) or removes them. @throws FirebaseError `permission-denied`. */
export async function setInList(
  uid: string,
  listId: string,
  influencerId: string,
  inList: boolean,
): Promise<void> {
  const { db, sdk } = await firestore();
  await sdk.updateDoc(sdk.doc(db, 'users', uid, 'influencerLists', listId), {
    influencerIds: inList ? sdk.arrayUnion(influencerId) : sdk.arrayRemove(influencerId),
    updatedAt: sdk.serverTimestamp(),
  });
}

/**
 * The catalogue's creators with these ids, in the order given, read 30 at a time; creators no longer
 * in the catalogue are left out.
 * @throws FirebaseError `permission-denied`.
 */
export async function fetchInfluencersByIds(ids: readonly string[]): Promise<Influencer[]> {
  const { db, sdk } = await firestore();
  const found = new Map<string, Influencer>();
  for (let start = 0; start < ids.length; start += IN_LIMIT) {
    const snapshot = await sdk.getDocs(
      sdk.query(
        sdk.collection(db, 'influencers'),
        sdk.where(sdk.documentId(), 'in', ids.slice(start, start + IN_LIMIT)),
      ),
    );
    for (const doc of snapshot.docs) {
      const influencer = toInfluencer(doc.id, doc.data());
      if (influencer) found.set(influencer.id, influencer);
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}
