import { firestore } from 'shared-auth';
import type { WizardForm } from '../model/wizardForm';

/** A saved wizard draft: its form as typed and the step the advertiser was on. */
export interface CampaignDraft {
  readonly form: unknown;
  readonly step: number;
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
  return { form: snapshot.get('form'), step: Number.isInteger(step) ? step : 0 };
}

/**
 * Saves the draft (the rules check its shape and stamp it with the server time).
 * @throws FirebaseError `permission-denied`.
 */
export async function saveDraft(uid: string, draftId: string, form: WizardForm, step: number): Promise<void> {
  const { db, sdk } = await firestore();
  await sdk.setDoc(sdk.doc(db, ...draftPath(uid, draftId)), {
    name: form.name.slice(0, 80),
    step,
    form,
    updatedAt: sdk.serverTimestamp(),
  });
}
