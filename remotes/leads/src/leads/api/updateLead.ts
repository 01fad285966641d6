import { firestore, type SessionUser } from 'shared-auth';
import { canMoveLead, LEAD_NOTE_MAX, type LeadStatus } from '@adplatform/lead-model';
import * as z from 'shared-auth/validation';

/** A lead's note as the advertiser edits it. */
export const leadNoteSchema = z.string().check(z.maxLength(LEAD_NOTE_MAX));

/**
 * Writes a lead change and its activity entry in one batch (firestore.rules accept neither alone,
 * docs/product-rules.md §10.3): the lead's `updatedAt` and the entry's `at` are the same server time;
 * `author` is the signed-in user, named in the entry.
 * @throws Error for an author without an e-mail address; FirebaseError `permission-denied`.
 */
async function writeWithActivity(
  author: SessionUser,
  uid: string,
  leadId: string,
  entry: { type: 'status'; from: LeadStatus; to: LeadStatus } | { type: 'note'; note: string },
): Promise<void> {
  if (!author.email) throw new Error('Only a user with an e-mail address changes a lead');
  const { db, sdk } = await firestore();
  const lead = sdk.doc(db, 'users', uid, 'leads', leadId);
  const activity = sdk.doc(sdk.collection(lead, 'activity'));
  const batch = sdk.writeBatch(db);
  const change = entry.type === 'status' ? { status: entry.to } : { note: entry.note };
  batch.update(lead, { ...change, lastActivity: activity.id, updatedAt: sdk.serverTimestamp() });
  batch.set(activity, {
    type: entry.type,
    from: entry.type === 'status' ? entry.from : null,
    to: entry.type === 'status' ? entry.to : null,
    note: entry.type === 'note' ? entry.note : null,
    by: author.uid,
    byEmail: author.email,
    at: sdk.serverTimestamp(),
  });
  await batch.commit();
}

/**
 * Moves a lead along the pipeline (new → contacted → qualified → won / lost; a lost lead reopens at an
 * open stage), recording the move in its activity timeline.
 * @throws Error for a move the pipeline does not allow; FirebaseError `permission-denied` when the
 * rules refuse (they check the same pipeline).
 */
export async function moveLead(
  author: SessionUser,
  uid: string,
  leadId: string,
  from: LeadStatus,
  to: LeadStatus,
): Promise<void> {
  if (!canMoveLead(from, to)) throw new Error(`A lead cannot move from ${from} to ${to}`);
  await writeWithActivity(author, uid, leadId, { type: 'status', from, to });
}

/**
 * Saves the owner's note on a lead, recording it in its activity timeline.
 * @throws ZodError for a note over 2,000 characters; FirebaseError `permission-denied`.
 */
export async function saveLeadNote(
  author: SessionUser,
  uid: string,
  leadId: string,
  note: string,
): Promise<void> {
  const text = leadNoteSchema.parse(note);
  await writeWithActivity(author, uid, leadId, { type: 'note', note: text });
}
