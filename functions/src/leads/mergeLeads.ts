import { FieldValue, getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { documentIdSchema } from '@adplatform/document-id/schema';
import { LEAD_NOTE_MAX } from '@adplatform/lead-model';
import { requireAccountAccess } from '../callable/account';
import { parsePayload } from '../callable/guards';

const mergeLeadsPayloadSchema = z
  .strictObject({ keepId: documentIdSchema, mergeId: documentIdSchema })
  .refine(({ keepId, mergeId }) => keepId !== mergeId, 'A lead does not merge with itself.');

/**
 * The most activity entries a merged lead may carry: each is copied and deleted in one transaction
 * (Firestore's limit is 500 writes).
 */
export const MERGE_ACTIVITY_MAX = 240;

/** What `mergeLeads` answers: the lead kept, and how many activity entries moved to it. */
export interface MergeLeadsResponse {
  id: string;
  movedActivity: number;
}

/** The two notes as one (the kept lead's first), within the note's bound. */
export function mergedNote(kept: string, merged: string): string {
  if (!merged.trim() || merged.trim() === kept.trim()) return kept;
  if (!kept.trim()) return merged;
  return `${kept}\n\n${merged}`.slice(0, LEAD_NOTE_MAX);
}

function time(value: unknown): number {
  return value instanceof Timestamp ? value.toMillis() : Number.POSITIVE_INFINITY;
}

/**
 * `mergeLeads({ keepId, mergeId })` (docs/product-rules.md §10.3): merges a duplicate lead (the same
 * e-mail key) into the one kept, keeping the history of both, in one transaction: the kept lead takes
 * the other's phone when it has none, both notes, the earlier creation date; every activity entry of
 * the merged lead is copied to the kept one's timeline (marked `mergedFrom`), a `merge` entry records
 * what was merged, by whom and when; the merged lead and its entries are deleted.
 * @throws HttpsError `unauthenticated`, `failed-precondition` (e-mail not verified; leads that are not
 *   duplicates; a merged lead with more than `MERGE_ACTIVITY_MAX` entries), `permission-denied` (no
 *   active subscription whose plan includes leads), `invalid-argument`, `not-found` (either lead is not
 *   the caller's). Nothing is written when it throws.
 */
export async function mergeLeadsHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<MergeLeadsResponse> {
  const { uid: callerUid, accountId: uid } = await requireAccountAccess(
    request,
    'leads',
    'Your plan does not include leads.',
  );
  const { keepId, mergeId } = parsePayload(mergeLeadsPayloadSchema, request.data);
  const email = typeof request.auth?.token.email === 'string' ? request.auth.token.email : '';
  const db = getFirestore();
  const keepRef = db.doc(`users/${uid}/leads/${keepId}`);
  const mergeRef = db.doc(`users/${uid}/leads/${mergeId}`);
  return db.runTransaction(async (transaction) => {
    const [keep, merge] = await transaction.getAll(keepRef, mergeRef);
    if (!keep?.exists || !merge?.exists) throw new HttpsError('not-found', 'No such lead.');
    const kept = keep.data() as DocumentData;
    const merged = merge.data() as DocumentData;
    if (typeof kept.emailKey !== 'string' || kept.emailKey !== merged.emailKey)
      throw new HttpsError('failed-precondition', 'Only leads with the same e-mail address merge.');
    const activity = await transaction.get(mergeRef.collection('activity').limit(MERGE_ACTIVITY_MAX + 1));
    if (activity.size > MERGE_ACTIVITY_MAX)
      throw new HttpsError('failed-precondition', 'The lead has too much activity to merge.');

    const at = Timestamp.fromDate(now);
    for (const entry of activity.docs) {
      transaction.create(keepRef.collection('activity').doc(), { ...entry.data(), mergedFrom: mergeId });
      transaction.delete(entry.ref);
    }
    const record = keepRef.collection('activity').doc();
    transaction.create(record, {
      type: 'merge',
      from: null,
      to: null,
      note: null,
      merged: {
        name: String(merged.name ?? ''),
        email: String(merged.email ?? ''),
        campaignName: String(merged.campaignName ?? ''),
        status: String(merged.status ?? ''),
        createdAt: merged.createdAt ?? null,
      },
      by: callerUid,
      byEmail: email,
      at,
    });
    transaction.update(keepRef, {
      phone: String(kept.phone ?? '') || String(merged.phone ?? ''),
      note: mergedNote(String(kept.note ?? ''), String(merged.note ?? '')),
      createdAt: time(merged.createdAt) < time(kept.createdAt) ? merged.createdAt : kept.createdAt,
      mergedIds: FieldValue.arrayUnion(mergeId),
      lastActivity: record.id,
      updatedAt: at,
    });
    transaction.delete(mergeRef);
    return { id: keepId, movedActivity: activity.size };
  });
}
