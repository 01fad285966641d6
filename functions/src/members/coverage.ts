import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type DocumentData, type WriteBatch } from 'firebase-admin/firestore';
import { manageableRoles, MAX_MEMBERS, type MemberRole } from '@adplatform/plans';
import { publishMemberClaims } from '../subscription/claims';
import { storedSubscriptionSchema, type StoredSubscription } from '../subscription/schemas';

/** A member's entry, `users/{accountId}/members/{memberUid}` (docs/product-rules.md §10.9). */
export interface StoredMember {
  readonly email: string;
  readonly role: MemberRole;
  readonly joinedAt: Timestamp;
  readonly invitedBy: string;
}

/**
 * The subscription record that covers a member (`subscriptions/{memberUid}`): the account's plan,
 * status and period as its subscriber's record has them, and the account it belongs to with the
 * member's role. The guard reads it on every navigation like any record (docs/product-rules.md §2),
 * so the account's plan gates the member's routes, and the client learns which account to open.
 */
export function coveringRecord(
  account: StoredSubscription,
  accountId: string,
  accountEmail: string,
  role: MemberRole,
  now: Date,
): DocumentData {
  return {
    selectedPlan: account.selectedPlan,
    status: account.status,
    currentPeriodStart: account.currentPeriodStart ?? null,
    currentPeriodEnd: account.currentPeriodEnd ?? null,
    accountId,
    accountEmail,
    role,
    coveredAt: Timestamp.fromDate(now),
  };
}

/**
 * Deletes a member's entry and the record that covered them (when it is this account's), in `batch`;
 * their claims are cleared and their sessions revoked by {@link releaseMember} after the commit.
 */
export async function removeMemberInBatch(
  batch: WriteBatch,
  accountId: string,
  memberUid: string,
): Promise<void> {
  const db = getFirestore();
  batch.delete(db.doc(`users/${accountId}/members/${memberUid}`));
  const record = await db.doc(`subscriptions/${memberUid}`).get();
  if (record.get('accountId') === accountId) batch.delete(record.ref);
}

/**
 * Deletes in `batch` the pending invitations `memberUid` sent that `role` may no longer give: all of
 * them when `role` is null (the member is removed), those of a role above it when it was lowered
 * (docs/product-rules.md §10.9 "Removing a member revokes what they started").
 */
export async function revokeInvitationsInBatch(
  batch: WriteBatch,
  accountId: string,
  memberUid: string,
  role: MemberRole | null,
): Promise<void> {
  const sent = await getFirestore()
    .collection(`users/${accountId}/invitations`)
    .where('invitedBy', '==', memberUid)
    .limit(MAX_MEMBERS + 1)
    .get();
  const mayGive = role === null ? [] : manageableRoles(role);
  for (const invitation of sent.docs) {
    if (!mayGive.includes(invitation.get('role') as MemberRole)) batch.delete(invitation.ref);
  }
}

/**
 * After a removal: the member's token no longer names the account or its plan, and their refresh
 * tokens are revoked, so that a new ID token (at most an hour away) carries neither
 * (docs/decisions/0014-account-members.md).
 */
export async function releaseMember(memberUid: string): Promise<void> {
  await publishMemberClaims(memberUid, null, null);
  await getAuth().revokeRefreshTokens(memberUid);
}

/** The e-mail address of an account's subscriber (lower case), as members see the account named. */
export async function accountEmail(accountId: string): Promise<string> {
  return ((await getAuth().getUser(accountId)).email ?? '').toLowerCase();
}

/**
 * Copies the subscriber's record to every member's covering record and claims, after the record
 * changed (the billing webhook calls it): the subscriber's plan covers the members
 * (docs/product-rules.md §10.9). A deleted or malformed record removes the members' coverage.
 * @returns how many members were covered.
 */
export async function coverMembers(accountId: string, now = new Date()): Promise<number> {
  const db = getFirestore();
  const [accountRecord, members, holderEmail] = await Promise.all([
    db.doc(`subscriptions/${accountId}`).get(),
    db.collection(`users/${accountId}/members`).limit(MAX_MEMBERS).get(),
    accountEmail(accountId),
  ]);
  if (members.empty) return 0;
  const parsed = storedSubscriptionSchema.safeParse(accountRecord.data());
  const batch = db.batch();
  for (const member of members.docs) {
    const role = member.get('role') as MemberRole;
    const ref = db.doc(`subscriptions/${member.id}`);
    if (parsed.success) batch.set(ref, coveringRecord(parsed.data, accountId, holderEmail, role, now));
    else batch.delete(ref);
  }
  await batch.commit();
  await Promise.all(
    members.docs.map((member) =>
      publishMemberClaims(
        member.id,
        { accountId, role: member.get('role') as string },
        parsed.success ? parsed.data : null,
      ),
    ),
  );
  return members.size;
}
