import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { documentIdSchema } from '@adplatform/document-id/schema';
import { requireAccountAccess } from '../callable/account';
import { parsePayload } from '../callable/guards';
import { leadAssignmentPath, leadOwners, ownerFields } from './leadOwners';

/** The most leads one call assigns (a page of the list is 15). */
export const ASSIGN_LEADS_MAX = 100;

const assignLeadsPayloadSchema = z.strictObject({
  leadIds: z.array(documentIdSchema).min(1).max(ASSIGN_LEADS_MAX),
  ownerUid: documentIdSchema.nullable(),
});

/**
 * `assignLeads({ leadIds, ownerUid })` (docs/product-rules.md §10.3): gives leads of the account an
 * owner — the subscriber or an owner or admin member (`ownerUid`), or nobody (null) — in one
 * transaction, each with an `owner` activity entry signed by the caller; a lead that already has that
 * owner is left as it is.
 * @returns how many leads changed owner.
 * @throws HttpsError `unauthenticated`, `failed-precondition`, `permission-denied` (plan, role),
 *   `invalid-argument` (payload, or an owner who may not own leads), `not-found` (a lead that is not
 *   the account's; nothing is written).
 */
export async function assignLeadsHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<{ assigned: number }> {
  const { uid, accountId } = await requireAccountAccess(
    request,
    'leads',
    'Your plan does not include leads.',
  );
  const { leadIds, ownerUid } = parsePayload(assignLeadsPayloadSchema, request.data);
  const owner = ownerUid === null ? null : (await leadOwners(accountId)).find((one) => one.uid === ownerUid);
  if (owner === undefined) {
    throw new HttpsError('invalid-argument', 'The request is not valid.', {
      issues: [{ path: 'ownerUid', message: 'Not someone who may own leads.' }],
    });
  }
  const db = getFirestore();
  const at = Timestamp.fromDate(now);
  const byEmail = String(request.auth?.token.email ?? '');
  return db.runTransaction(async (transaction) => {
    const refs = [...new Set(leadIds)].map((id) => db.doc(`users/${accountId}/leads/${id}`));
    const leads = await transaction.getAll(...refs);
    if (leads.some((lead) => !lead.exists)) throw new HttpsError('not-found', 'No such lead.');
    const changing = leads.filter((lead) => (lead.get('ownerUid') ?? null) !== (owner?.uid ?? null));
    for (const lead of changing) {
      const activity = lead.ref.collection('activity').doc();
      transaction.update(lead.ref, { ...ownerFields(owner), lastActivity: activity.id, updatedAt: at });
      transaction.create(activity, {
        type: 'owner',
        from: null,
        to: null,
        note: null,
        owner: owner?.email ?? null,
        by: uid,
        byEmail,
        at,
      });
    }
    return { assigned: changing.length };
  });
}

/**
 * `setLeadAssignment({ roundRobin })` (docs/product-rules.md §10.3): turns on or off the assignment
 * of new leads in turn to the subscriber and the owner and admin members.
 * @throws HttpsError `unauthenticated`, `failed-precondition`, `permission-denied`, `invalid-argument`.
 */
export async function setLeadAssignmentHandler(
  request: CallableRequest<unknown>,
): Promise<{ roundRobin: boolean }> {
  const { accountId } = await requireAccountAccess(request, 'leads', 'Your plan does not include leads.');
  const { roundRobin } = parsePayload(z.strictObject({ roundRobin: z.boolean() }), request.data);
  await getFirestore().doc(leadAssignmentPath(accountId)).set({ roundRobin }, { merge: true });
  return { roundRobin };
}
