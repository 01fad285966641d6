import { useEffect, useRef, useState } from 'react';
import { fetchListPreferences, saveListPreferences } from '../api/listViews';
import type { ListPreferences } from '../model/listView';
import { writeLocalPreferences } from '../model/localPreferences';

/** How long the list waits after the last change before keeping the preferences, in ms. */
const SAVE_DELAY_MS = 800;

/**
 * Keeps the list's range and columns (docs/product-rules.md §10.1): each change at once in this
 * browser, and the same on every device — reads the stored preferences once and hands them to
 * `onLoad`, then stores each change a moment after the last one. Renders nothing.
 */
export function PreferencesSync({
  uid,
  preferences,
  onLoad,
}: {
  readonly uid: string;
  /** What the list shows now. */
  readonly preferences: ListPreferences;
  /** The stored preferences, once read (the list applies them unless the user has changed something). */
  readonly onLoad: (stored: ListPreferences) => void;
}): null {
  const [loaded, setLoaded] = useState(false);
  const stored = useRef<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchListPreferences(uid).then(
      (read) => {
        if (!current) return;
        if (read) {
          stored.current = JSON.stringify(read);
          onLoad(read);
        }
        setLoaded(true);
      },
      (error: unknown) => {
        console.error('[campaigns] list preferences could not be read', error);
        if (current) setLoaded(true);
      },
    );
    return () => {
      current = false;
    };
    // Read once per user; `onLoad` is the list's own setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid]);

  useEffect(() => writeLocalPreferences(uid, preferences), [uid, preferences]);

  useEffect(() => {
    if (!loaded) return undefined;
    const text = JSON.stringify(preferences);
    if (text === stored.current) return undefined;
    const timer = setTimeout(() => {
      stored.current = text;
      saveListPreferences(uid, preferences).catch((error: unknown) =>
        console.error('[campaigns] list preferences not kept', error),
      );
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loaded, uid, preferences]);

  return null;
}
