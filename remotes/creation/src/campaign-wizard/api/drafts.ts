import { firestore } from 'shared-auth';
import { campaignDraftDocumentSchema, draftAdSetsSchema } from '../model/draftDocument';
import type { WizardForm } from '../model/wizardForm';

/** A saved wizard draft: its form as typed, the step the advertiser was on, and when (epoch ms). */
export interface CampaignDraft {
  readonly form: unknown;
  readonly step: number;
  readonly savedAt: number;
}

function draftPath(uid: string, draftId: string): [string, string, string, string] {
  return ['users', uid, 'campaignDrafts', draftId];
}

/** A new draft id (no write). */
export async function newDraftId(uid: string): Promise<string> {
  const { db, sdk } = await firestore();
  return sdk.doc(sdk.collection(db, 'users', uid, 'campaignDrafts')).id;
}

/**
 * Reads a draft; null when it does not exist (deleted, or already turned into a campaign).
 * @throws FirebaseError `permission-denied` for a plan without campaign creation.
 */
export async function loadDraft(uid: string, draftId: string): Promise<CampaignDraft | null> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, ...draftPath(uid, draftId)));
  if (!snapshot.exists()) return null;
  const step = Number(snapshot.get('step'));
  const updatedAt = snapshot.get('updatedAt') as { toMillis?: () => number } | null;
  return {
    form: snapshot.get('form'),
    step: Number.isInteger(step) ? step : 0,
    savedAt: updatedAt?.toMillis ? updatedAt.toMillis() : 0,
  };
}

function localKey(uid: string, draftId: string): string {
  return `campaignDraft:${uid}:${draftId}`;
}

/**
 * Keeps a copy of the draft in this browser, written synchronously on every change: a reload or a
 * closed tab inside the autosave's debounce loses nothing (the server copy catches up on the next load).
 */
export function saveLocalDraft(uid: string, draftId: string, form: WizardForm, step: number): void {
  try {
    localStorage.setItem(localKey(uid, draftId), JSON.stringify({ form, step, savedAt: Date.now() }));
  } catch {
    // Storage full or disabled: the server copy is still saved after the debounce.
  }
}

/** This browser's copy of a draft, or null. */
export function loadLocalDraft(uid: string, draftId: string): CampaignDraft | null {
  try {
    const raw = localStorage.getItem(localKey(uid, draftId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CampaignDraft>;
    return { form: parsed.form, step: Number(parsed.step) || 0, savedAt: Number(parsed.savedAt) || 0 };
  } catch {
    return null;
  }
}

/** Forgets this browser's copy (the draft became a campaign). */
export function clearLocalDraft(uid: string, draftId: string): void {
  try {
    localStorage.removeItem(localKey(uid, draftId));
  } catch {
    // Nothing to forget.
  }
}

/**
 * Saves the draft, stamped with the server time: its ad sets checked here and kept as JSON text (the
 * rules check the rest of the same schema again, and the text's size).
 * @throws ZodError for a form outside `DRAFT_LIMITS`; FirebaseError `permission-denied`.
 */
export async function saveDraft(uid: string, draftId: string, form: WizardForm, step: number): Promise<void> {
  const adSets = JSON.stringify(draftAdSetsSchema(uid).parse(form.adSets));
  const draft = campaignDraftDocumentSchema().parse({
    name: form.name.slice(0, 80),
    step,
    form: { ...form, adSets },
  });
  const { db, sdk } = await firestore();
  await sdk.setDoc(sdk.doc(db, ...draftPath(uid, draftId)), { ...draft, updatedAt: sdk.serverTimestamp() });
}
