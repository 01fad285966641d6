import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { INVITATION_TTL_MS, manageableRoles, MAX_MEMBERS, type MemberRole } from '@adplatform/plans';
import { accountOf, type CallerAccount } from '../callable/account';
import { requireEntitlement } from '../callable/entitlement';
import { parsePayload, requireVerifiedUid } from '../callable/guards';
import { returnOrigin } from '../callable/appOrigin';
import { MAIL_COLLECTION } from '../mail/mailCollection';
import { publishMemberClaims } from '../subscription/claims';
import { storedSubscriptionSchema } from '../subscription/schemas';
import { accountEmail, coveringRecord } from './coverage';
import { invitationMail } from './invitationMail';
import { invitationMailAllowance, type InvitationMailRefusal } from './invitationMailQuota';
import { mailboxOf } from './mailbox';
import {
  acceptInvitationPayloadSchema,
  inviteMemberPayloadSchema,
  revokeInvitationPayloadSchema,
} from './schemas';

/** Why an invitation is refused, in `details.reason` of the `failed-precondition` answer. */
export type InvitationRefusal =
  'self' | 'member' | 'full' | 'expired' | 'otherEmail' | 'subscribed' | 'inAccount' | InvitationMailRefusal;

function refuse(reason: InvitationRefusal, message: string): never {
  throw new HttpsError('failed-precondition', message, { reason });
}

const MAIL_REFUSALS: Record<InvitationMailRefusal, string> = {
  recentlySent: 'An invitation was e-mailed to this address less than an hour ago.',
  dailyLimit: 'The account has sent as many invitations as it may today.',
};

function callerEmail(request: CallableRequest<unknown>): string {
  const email = request.auth?.token.email;
  return typeof email === 'string' ? email.toLowerCase() : '';
}

/**
 * The caller's account when their role may give `role` (docs/product-rules.md §10.9: an owner any
 * role, an admin admins and analysts) and the account's plan is active.
 * @throws HttpsError `permission-denied`.
 */
export async function requireManager(
  request: CallableRequest<unknown>,
  role: MemberRole,
): Promise<CallerAccount> {
  const account = await accountOf(requireVerifiedUid(request));
  if (!manageableRoles(account.role).includes(role)) {
    throw new HttpsError('permission-denied', 'Your role may not manage this member.');
  }
  await requireEntitlement(account.accountId, 'settings', 'The account has no active subscription.');
  return account;
}

/**
 * `inviteMember({ email, role })` (docs/product-rules.md §10.9): records an invitation to the caller's
 * account, valid for seven days, and queues its e-mail with the link that accepts it (the calling
 * page's origin, `/on-boarding?invitation={accountId}.{invitationId}`). Addresses are compared by the
 * mailbox they reach (`mailboxOf`): a second invitation to the same mailbox replaces the first; e-mails
 * are never bulk (a mailbox at most once an hour, an account at most `INVITATION_MAILS_PER_DAY` a day:
 * `invitationMailQuota.ts`).
 * @returns the invitation's id and when it expires (ms since the epoch).
 * @throws HttpsError `unauthenticated`, `invalid-argument`, `permission-denied` (role, plan, origin),
 *   `failed-precondition` with `details.reason`: `self`, `member` (already in the account), `full`
 *   (`MAX_MEMBERS` members and invitations), `recentlySent` (this mailbox within the hour),
 *   `dailyLimit` (the account's invitation e-mails for the day).
 */
export async function inviteMemberHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<{ id: string; expiresAt: number }> {
  requireVerifiedUid(request);
  const { email, role } = parsePayload(inviteMemberPayloadSchema, request.data);
  const account = await requireManager(request, role);
  const origin = returnOrigin(request.rawRequest.headers.origin);
  const mailbox = mailboxOf(email);
  if (mailbox === mailboxOf(callerEmail(request))) refuse('self', 'You are in this account already.');
  const db = getFirestore();
  const accountRef = db.doc(`users/${account.accountId}`);
  const [members, invitations, holderEmail, profile] = await Promise.all([
    accountRef
      .collection('members')
      .limit(MAX_MEMBERS + 1)
      .get(),
    accountRef
      .collection('invitations')
      .limit(MAX_MEMBERS + 1)
      .get(),
    accountEmail(account.accountId),
    db.doc(`users/${account.uid}`).get(),
  ]);
  const sameMailbox = (address: unknown) => typeof address === 'string' && mailboxOf(address) === mailbox;
  if (members.docs.some((member) => sameMailbox(member.get('email'))) || sameMailbox(holderEmail)) {
    refuse('member', 'This person is in the account already.');
  }
  const again = invitations.docs.find((invitation) => sameMailbox(invitation.get('email')));
  if (!again && members.size + invitations.size >= MAX_MEMBERS) refuse('full', 'The account is full.');
  const ref = again?.ref ?? accountRef.collection('invitations').doc();
  const expiresAt = now.getTime() + INVITATION_TTL_MS;
  const link = `${origin}/on-boarding?invitation=${account.accountId}.${ref.id}`;
  const inviter = callerEmail(request);
  await db.runTransaction(async (transaction) => {
    const allowance = await invitationMailAllowance(db, transaction, account.accountId, email, now);
    if (allowance.refusal !== null) refuse(allowance.refusal, MAIL_REFUSALS[allowance.refusal]);
    allowance.record();
    transaction.set(ref, {
      email,
      role,
      invitedBy: account.uid,
      invitedByEmail: inviter,
      invitedAt: Timestamp.fromDate(now),
      expiresAt: Timestamp.fromMillis(expiresAt),
    });
    transaction.create(db.collection(MAIL_COLLECTION).doc(), {
      to: [email],
      message: invitationMail(profile.get('language'), { inviter, role, email, link }),
      uid: account.uid,
      invitationId: ref.id,
      createdAt: Timestamp.fromDate(now),
    });
  });
  return { id: ref.id, expiresAt };
}

/**
 * `revokeInvitation({ invitationId })`: deletes a pending invitation of the caller's account, when
 * their role may give the invitation's role.
 * @throws HttpsError `unauthenticated`, `invalid-argument`, `not-found`, `permission-denied`.
 */
export async function revokeInvitationHandler(request: CallableRequest<unknown>): Promise<{ revoked: true }> {
  const uid = requireVerifiedUid(request);
  const { invitationId } = parsePayload(revokeInvitationPayloadSchema, request.data);
  const { accountId } = await accountOf(uid);
  const ref = getFirestore().doc(`users/${accountId}/invitations/${invitationId}`);
  const invitation = await ref.get();
  if (!invitation.exists) throw new HttpsError('not-found', 'No such invitation.');
  await requireManager(request, invitation.get('role') as MemberRole);
  await ref.delete();
  return { revoked: true };
}

/**
 * `acceptInvitation({ accountId, invitationId })` (docs/product-rules.md §10.9): the invited person,
 * signed in with the invited address, joins the account with the invitation's role, while the member
 * who sent it may still give that role (else the invitation is deleted and answered `not-found`). In one
 * transaction their member entry and the record that covers them with the account's plan are written
 * and the invitation is deleted; then their token claims name the account.
 * @returns the account joined and the role.
 * @throws HttpsError `unauthenticated`, `invalid-argument`, `not-found`, `failed-precondition` with
 *   `details.reason`: `expired`, `otherEmail`, `subscribed` (a plan of one's own), `inAccount` (a
 *   member of an account already), `self` (one's own account); `permission-denied` (the account's plan
 *   is not active).
 */
export async function acceptInvitationHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<{ accountId: string; role: MemberRole }> {
  const uid = requireVerifiedUid(request);
  const { accountId, invitationId } = parsePayload(acceptInvitationPayloadSchema, request.data);
  if (accountId === uid) refuse('self', 'This is your own account.');
  await requireEntitlement(accountId, 'settings', 'The account has no active subscription.');
  const db = getFirestore();
  const invitationRef = db.doc(`users/${accountId}/invitations/${invitationId}`);
  const ownRecordRef = db.doc(`subscriptions/${uid}`);
  const accountRecordRef = db.doc(`subscriptions/${accountId}`);
  const holderEmail = await accountEmail(accountId);
  const joined = await db.runTransaction(async (transaction) => {
    const [invitation, ownRecord, accountRecord] = await Promise.all([
      transaction.get(invitationRef),
      transaction.get(ownRecordRef),
      transaction.get(accountRecordRef),
    ]);
    if (!invitation.exists) throw new HttpsError('not-found', 'No such invitation.');
    if ((invitation.get('expiresAt') as Timestamp).toMillis() <= now.getTime()) {
      refuse('expired', 'This invitation has expired.');
    }
    if (invitation.get('email') !== callerEmail(request)) {
      refuse('otherEmail', 'This invitation is for another e-mail address.');
    }
    if (ownRecord.exists) {
      if (ownRecord.get('accountId')) refuse('inAccount', 'You are a member of another account.');
      refuse('subscribed', 'You have a subscription of your own.');
    }
    const invitedRole = invitation.get('role') as MemberRole;
    // An invitation stands only while its sender may still give its role (a removed or lowered member's
    // are revoked with them; this also catches one sent before that rule).
    const invitedBy = invitation.get('invitedBy') as string;
    if (invitedBy !== accountId) {
      const inviter = await transaction.get(db.doc(`users/${accountId}/members/${invitedBy}`));
      if (!inviter.exists || !manageableRoles(inviter.get('role') as MemberRole).includes(invitedRole)) {
        transaction.delete(invitationRef);
        return null;
      }
    }
    const covering = coveringRecord(
      storedSubscriptionSchema.parse(accountRecord.data()),
      accountId,
      holderEmail,
      invitedRole,
      now,
    );
    transaction.create(db.doc(`users/${accountId}/members/${uid}`), {
      email: callerEmail(request),
      role: invitedRole,
      joinedAt: Timestamp.fromDate(now),
      invitedBy,
    });
    transaction.create(ownRecordRef, covering);
    transaction.delete(invitationRef);
    return { role: invitedRole, record: storedSubscriptionSchema.parse(covering) };
  });
  if (joined === null) throw new HttpsError('not-found', 'No such invitation.');
  const { role, record } = joined;
  await publishMemberClaims(uid, { accountId, role }, record);
  return { accountId, role };
}
