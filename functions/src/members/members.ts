import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { type MemberRole } from '@adplatform/plans';
import { accountOf } from '../callable/account';
import { parsePayload, requireVerifiedUid } from '../callable/guards';
import { publishMemberClaims } from '../subscription/claims';
import { storedSubscriptionSchema } from '../subscription/schemas';
import { releaseMember, removeMemberInBatch, revokeInvitationsInBatch } from './coverage';
import { requireManager } from './invitations';
import { revokeSchedulesInBatch } from '../reports/reportSchedules';
import { changeMemberRolePayloadSchema, removeMemberPayloadSchema } from './schemas';

async function memberRole(accountId: string, memberUid: string): Promise<MemberRole> {
  const member = await getFirestore().doc(`users/${accountId}/members/${memberUid}`).get();
  if (!member.exists) throw new HttpsError('not-found', 'No such member.');
  return member.get('role') as MemberRole;
}

/**
 * `removeMember({ memberUid })` (docs/product-rules.md §10.9): takes a member out of the caller's
 * account — anyone may leave (their own uid), an owner removes any member, an admin admins and
 * analysts; the subscriber is never a member to remove. Their entry and covering record go in one
 * batch with the invitations they sent: the rules refuse them at once; their token's claims are
 * cleared and sessions revoked.
 * @throws HttpsError `unauthenticated`, `invalid-argument`, `not-found`, `permission-denied`.
 */
export async function removeMemberHandler(request: CallableRequest<unknown>): Promise<{ removed: true }> {
  const uid = requireVerifiedUid(request);
  const { memberUid } = parsePayload(removeMemberPayloadSchema, request.data);
  const { accountId } = await accountOf(uid);
  if (memberUid === accountId) throw new HttpsError('permission-denied', 'The subscriber cannot be removed.');
  const role = await memberRole(accountId, memberUid);
  if (memberUid !== uid) await requireManager(request, role);
  const batch = getFirestore().batch();
  await removeMemberInBatch(batch, accountId, memberUid);
  await revokeInvitationsInBatch(batch, accountId, memberUid, null);
  await revokeSchedulesInBatch(batch, accountId, memberUid, null);
  await batch.commit();
  await releaseMember(memberUid);
  return { removed: true };
}

/**
 * `changeMemberRole({ memberUid, role })` (docs/product-rules.md §10.9): gives another member of the
 * caller's account a new role, when the caller's role may manage both the old and the new one; the
 * member's entry, covering record and claims follow, and the invitations they sent for a role the new
 * one may not give are revoked.
 * @throws HttpsError `unauthenticated`, `invalid-argument`, `not-found`, `permission-denied` (also for
 *   one's own role).
 */
export async function changeMemberRoleHandler(
  request: CallableRequest<unknown>,
): Promise<{ role: MemberRole }> {
  const uid = requireVerifiedUid(request);
  const { memberUid, role } = parsePayload(changeMemberRolePayloadSchema, request.data);
  if (memberUid === uid)
    throw new HttpsError('permission-denied', 'Your own role is changed by another owner.');
  const { accountId } = await accountOf(uid);
  await requireManager(request, await memberRole(accountId, memberUid));
  await requireManager(request, role);
  const db = getFirestore();
  const recordRef = db.doc(`subscriptions/${memberUid}`);
  const batch = db.batch();
  batch.update(db.doc(`users/${accountId}/members/${memberUid}`), { role });
  batch.update(recordRef, { role });
  await revokeInvitationsInBatch(batch, accountId, memberUid, role);
  await revokeSchedulesInBatch(batch, accountId, memberUid, role);
  await batch.commit();
  const record = storedSubscriptionSchema.safeParse((await recordRef.get()).data());
  await publishMemberClaims(memberUid, { accountId, role }, record.success ? record.data : null);
  return { role };
}
