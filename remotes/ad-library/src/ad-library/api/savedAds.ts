import { firestore } from 'shared-auth';
import { SAVED_AD_COPIED_FIELDS } from '@adplatform/ad-library-model';
import { toSavedAd, type SavedAd } from '../model/ad';
import { savedAdNotesSchema, type SavedAdNotes } from '../model/savedAdNotes';

/** Firestore allows at most 30 values in an `in` filter. */
const IN_LIMIT = 30;

/**
 * Keeps a copy of the library's ad `adId` among the user's saved ads (docs/product-rules.md §10.4), unless
 * one is already kept (its note and tags stay): the ad's fields exactly as the library has them, an
 * empty note, no tags. Two reads and a write the first time, one read after.
 * @throws Error when the ad is no longer in the library; FirebaseError `permission-denied`.
 */
export async function keepSavedAd(uid: string, adId: string): Promise<void> {
  const { db, sdk } = await firestore();
  const ref = sdk.doc(db, 'users', uid, 'savedAds', adId);
  if ((await sdk.getDoc(ref)).exists()) return;
  const ad = await sdk.getDoc(sdk.doc(db, 'ads', adId));
  const data = ad.data();
  if (!data) throw new Error(`ad ${adId} is no longer in the library`);
  const copy = Object.fromEntries(SAVED_AD_COPIED_FIELDS.map((field) => [field, data[field]]));
  await sdk.setDoc(ref, { ...copy, note: '', tags: [], savedAt: sdk.serverTimestamp() });
}

/**
 * The user's saved ads with these ids, in the order given (a board's order), read 30 at a time;
 * ids without a saved copy are left out.
 * @throws FirebaseError `permission-denied`.
 */
export async function fetchSavedAds(uid: string, ids: readonly string[]): Promise<SavedAd[]> {
  const { db, sdk } = await firestore();
  const found = new Map<string, SavedAd>();
  for (let start = 0; start < ids.length; start += IN_LIMIT) {
    const snapshot = await sdk.getDocs(
      sdk.query(
        sdk.collection(db, 'users', uid, 'savedAds'),
        sdk.where(sdk.documentId(), 'in', ids.slice(start, start + IN_LIMIT)),
      ),
    );
    for (const doc of snapshot.docs) {
      const saved = toSavedAd(doc.id, doc.data());
      if (saved) found.set(saved.id, saved);
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

/**
 * Writes a saved ad's note and tags (nothing else of the copy changes).
 * @throws ZodError for notes the schema refuses; FirebaseError `permission-denied`.
 */
export async function updateSavedAdNotes(uid: string, adId: string, notes: SavedAdNotes): Promise<void> {
  const valid = savedAdNotesSchema.parse(notes);
  const { db, sdk } = await firestore();
  await sdk.updateDoc(sdk.doc(db, 'users', uid, 'savedAds', adId), valid);
}

/** Deletes the saved copy of an ad no board holds any more. @throws FirebaseError `permission-denied`. */
export async function forgetSavedAd(uid: string, adId: string): Promise<void> {
  const { db, sdk } = await firestore();
  await sdk.deleteDoc(sdk.doc(db, 'users', uid, 'savedAds', adId));
}
