import { localPreferencesKey, type ListPreferences } from './listView';

/**
 * Remembers `preferences` for `uid` in this browser, for the next first paint (a full storage is
 * ignored: Firestore keeps them too). A module apart from `listView.ts`: the list reads them on its
 * first load, and writes them from the view controls that load after it.
 */
export function writeLocalPreferences(
  uid: string,
  preferences: ListPreferences,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(localPreferencesKey(uid), JSON.stringify(preferences));
  } catch {
    // Private mode or quota: the preferences still reach Firestore.
  }
}
