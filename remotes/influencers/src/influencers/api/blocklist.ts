import { firestore } from 'shared-auth';
import { BLOCKED_INFLUENCERS_MAX } from '@adplatform/influencer-model';
import type { Influencer } from '../model/influencer';

/** A creator the user has hidden from Discover (`users/{uid}/blockedInfluencers/{influencerId}`). */
export interface BlockedInfluencer {
  readonly influencerId: string;
  readonly handle: string;
  readonly displayName: string;
}

/**
 * The creators the user has hidden from Discover, by name (at most `BLOCKED_INFLUENCERS_MAX`, one
 * read each).
 * @throws FirebaseError `permission-denied` for a plan without the section.
 */
export async function listBlocked(uid: string): Promise<BlockedInfluencer[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', uid, 'blockedInfluencers'),
      sdk.orderBy('displayName'),
      sdk.limit(BLOCKED_INFLUENCERS_MAX),
    ),
  );
  return snapshot.docs.map((doc) => ({
    influencerId: doc.id,
    handle: String(doc.get('handle')),
    displayName: String(doc.get('displayName')),
  }));
}

/**
 * Hides a creator from Discover; firestore.rules accept the name and handle only as the catalogue has
 * them. @throws FirebaseError `permission-denied`.
 */
export async function block(uid: string, influencer: Influencer): Promise<void> {
  const { db, sdk } = await firestore();
  await sdk.setDoc(sdk.doc(db, 'users', uid, 'blockedInfluencers', influencer.id), {
    handle: influencer.handle,
    displayName: influencer.displayName,
    blockedAt: sdk.serverTimestamp(),
  });
}

/** Shows a hidden creator in Discover again. @throws FirebaseError `permission-denied`. */
export async function unblock(uid: string, influencerId: string): Promise<void> {
  const { db, sdk } = await firestore();
  await sdk.deleteDoc(sdk.doc(db, 'users', uid, 'blockedInfluencers', influencerId));
}
