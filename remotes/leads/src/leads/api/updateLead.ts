import { firestore } from 'shared-auth';
import { canMoveLead, LEAD_NOTE_MAX, type LeadStatus } from '../model/leadPipeline';
import * as z from 'shared-auth/validation';

/** A lead's note as the advertiser edits it. */
export const leadNoteSchema = z.string().check(z.maxLength(LEAD_NOTE_MAX));

/**
 * Moves a lead along the pipeline (new → contacted → qualified → won / lost).
 * @throws Error for a move the pipeline does not allow; FirebaseError `permission-denied` when the
 * rules refuse (they check the same pipeline).
 */
export async function moveLead(uid: string, leadId: string, from: LeadStatus, to: LeadStatus): Promise<void> {
  if (!canMoveLead(from, to)) throw new Error(`A lead cannot move from ${from} to ${to}`);
  const { db, sdk } = await firestore();
  await sdk.updateDoc(sdk.doc(db, 'users', uid, 'leads', leadId), {
    status: to,
    updatedAt: sdk.serverTimestamp(),
  });
}

/**
 * Saves the owner's note on a lead.
 * @throws ZodError for a note over 2,000 characters; FirebaseError `permission-denied`.
 */
export async function saveLeadNote(uid: string, leadId: string, note: string): Promise<void> {
  const text = leadNoteSchema.parse(note);
  const { db, sdk } = await firestore();
  await sdk.updateDoc(sdk.doc(db, 'users', uid, 'leads', leadId), {
    note: text,
    updatedAt: sdk.serverTimestamp(),
  });
}
