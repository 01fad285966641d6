import { useCallback, useEffect, useRef, useState } from 'react';
import { clearLocalDraft, saveDraft, saveLocalDraft } from '../api/drafts';
import type { WizardForm } from '../model/wizardForm';

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

/** Where the last save stands. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** The autosave's state, and a way to stop it for good (the draft became a campaign). */
export interface DraftAutosave {
  readonly state: SaveState;
  /** Cancels any pending save, stops saving, and resolves once a save already sent has landed. */
  readonly stop: () => Promise<void>;
  /** Saves again after `stop` (the creation failed; the draft must keep up with new edits). */
  readonly resume: () => void;
}

/**
 * Saves the draft `AUTOSAVE_DELAY_MS` after the last change (debounced), while `enabled` (the form
 * was changed and has a draft id), and keeps a copy in this browser at every change (a reload inside
 * the debounce loses nothing). A save still pending when the wizard closes (the user navigates
 * away) is made at once, so the last change is never lost. A failed save is retried on the next change.
 */
export function useDraftAutosave(
  uid: string,
  draftId: string | null,
  form: WizardForm,
  step: number,
  enabled: boolean,
): DraftAutosave {
  const [state, setState] = useState<SaveState>('idle');
  const pending = useRef<(() => void) | null>(null);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (!enabled || !draftId || stopped) return;
    saveLocalDraft(uid, draftId, form, step);
    let current = true;
    const save = (): void => {
      pending.current = null;
      if (current) setState('saving');
      inFlight.current = saveDraft(uid, draftId, form, step).then(
        () => current && setState('saved'),
        (error: unknown) => {
          console.error('[creation] draft not saved', error);
          if (current) setState('error');
        },
      );
    };
    pending.current = save;
    const timer = window.setTimeout(save, AUTOSAVE_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [uid, draftId, form, step, enabled, stopped]);

  // On unmount: flush the save the debounce was still holding back.
  useEffect(() => () => pending.current?.(), []);

  const stop = useCallback(async (): Promise<void> => {
    pending.current = null;
    setStopped(true);
    if (draftId) clearLocalDraft(uid, draftId);
    await inFlight.current;
  }, [uid, draftId]);
  const resume = useCallback(() => setStopped(false), []);
  return { state, stop, resume };
}
