import { firestore } from 'shared-auth';
import { taskOfItsOwn } from './taskOfItsOwn';
import { parsePreferences, type ListPreferences } from '../model/listView';
import { SAVED_VIEWS_MAX, toSavedView, type SavedView, type SavedViewFields } from '../model/savedView';

/**
 * The campaigns list's saved views and remembered preferences in Firestore (docs/product-rules.md
 * §10.1): `users/{uid}/campaignViews/{id}` and `users/{uid}/preferences/campaignsList`, written by
 * their owner within the bounds the rules check. Loaded after the list's first page.
 */

/** The preferences document's id under `users/{uid}/preferences`. */
export const LIST_PREFERENCES_ID = 'campaignsList';

/**
 * The user's saved views by name (at most `SAVED_VIEWS_MAX`); a malformed one is left out.
 * @throws FirebaseError `permission-denied` when the rules refuse.
 */
export async function fetchSavedViews(uid: string): Promise<SavedView[]> {
  await taskOfItsOwn();
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', uid, 'campaignViews'),
      sdk.orderBy('name'),
      sdk.limit(SAVED_VIEWS_MAX),
    ),
  );
  return snapshot.docs.flatMap((doc) => toSavedView(doc.id, doc.data()) ?? []);
}

/**
 * Saves a new view. @returns its id
 * @throws FirebaseError `permission-denied` when the rules refuse (a field out of bounds).
 */
export async function createSavedView(uid: string, fields: SavedViewFields): Promise<string> {
  const { db, sdk } = await firestore();
  const ref = sdk.doc(sdk.collection(db, 'users', uid, 'campaignViews'));
  await sdk.setDoc(ref, { ...fields, createdAt: sdk.serverTimestamp(), updatedAt: sdk.serverTimestamp() });
  return ref.id;
}

/** Deletes a saved view. @throws FirebaseError `permission-denied` when the rules refuse. */
export async function deleteSavedView(uid: string, viewId: string): Promise<void> {
  const { db, sdk } = await firestore();
  await sdk.deleteDoc(sdk.doc(db, 'users', uid, 'campaignViews', viewId));
}

/** The preferences the user keeps across devices, or null when none (or malformed ones) are stored. */
export async function fetchListPreferences(uid: string): Promise<ListPreferences | null> {
  await taskOfItsOwn();
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'users', uid, 'preferences', LIST_PREFERENCES_ID));
  return snapshot.exists() ? parsePreferences(snapshot.data()) : null;
}

/** Keeps the preferences for every device. @throws FirebaseError `permission-denied` when the rules refuse. */
export async function saveListPreferences(uid: string, preferences: ListPreferences): Promise<void> {
  const { db, sdk } = await firestore();
  await sdk.setDoc(sdk.doc(db, 'users', uid, 'preferences', LIST_PREFERENCES_ID), {
    ...preferences,
    updatedAt: sdk.serverTimestamp(),
  });
}
