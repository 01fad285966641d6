import { firestore } from 'shared-auth';
import { FOLLOWED_ADVERTISERS_MAX } from '@adplatform/ad-library-model';
import { toFollowedAdvertiser, type FollowedAdvertiser } from '../model/followedAdvertiser';

/**
 * The advertisers the user follows, by name (at most `FOLLOWED_ADVERTISERS_MAX`, one read each).
 * @throws FirebaseError `permission-denied`.
 */
export async function listFollowed(uid: string): Promise<FollowedAdvertiser[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', uid, 'followedAdvertisers'),
      sdk.orderBy('name'),
      sdk.limit(FOLLOWED_ADVERTISERS_MAX),
    ),
  );
  return snapshot.docs.flatMap((doc) => toFollowedAdvertiser(doc.id, doc.data()) ?? []);
}

/** Whether the user follows the advertiser: its follow, or null. @throws FirebaseError `permission-denied`. */
export async function fetchFollow(uid: string, advertiserId: string): Promise<FollowedAdvertiser | null> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'users', uid, 'followedAdvertisers', advertiserId));
  return snapshot.exists() ? toFollowedAdvertiser(snapshot.id, snapshot.data()) : null;
}

/**
 * Follows an advertiser from now on: its ads started after now count as new.
 * @throws FirebaseError `permission-denied`.
 */
export async function follow(uid: string, advertiserId: string, name: string): Promise<void> {
  const { db, sdk } = await firestore();
  await sdk.setDoc(sdk.doc(db, 'users', uid, 'followedAdvertisers', advertiserId), {
    name,
    followedAt: sdk.serverTimestamp(),
    lastSeenAt: sdk.serverTimestamp(),
  });
}

/** Stops following an advertiser. @throws FirebaseError `permission-denied`. */
export async function unfollow(uid: string, advertiserId: string): Promise<void> {
  const { db, sdk } = await firestore();
  await sdk.deleteDoc(sdk.doc(db, 'users', uid, 'followedAdvertisers', advertiserId));
}

/** Records that the user has seen the advertiser's ads now. @throws FirebaseError `permission-denied`. */
export async function markSeen(uid: string, advertiserId: string): Promise<void> {
  const { db, sdk } = await firestore();
  await sdk.updateDoc(sdk.doc(db, 'users', uid, 'followedAdvertisers', advertiserId), {
    lastSeenAt: sdk.serverTimestamp(),
  });
}
