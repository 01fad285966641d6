import { callFunction, firestore, type MemberRole } from 'shared-auth';
import { MEMBERS_SHOWN, toInvitation, toMember, type Invitation, type Member } from '../model/member';

/**
 * The account's members, earliest first (at most `MEMBERS_SHOWN`, one read each).
 * @throws FirebaseError `permission-denied`.
 */
export async function listMembers(accountId: string): Promise<Member[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', accountId, 'members'),
      sdk.orderBy('joinedAt'),
      sdk.limit(MEMBERS_SHOWN),
    ),
  );
  return snapshot.docs.flatMap((doc) => toMember(doc.id, doc.data()) ?? []);
}

/**
 * The account's pending invitations, newest first (only owners and admins may read them).
 * @throws FirebaseError `permission-denied`.
 */
export async function listInvitations(accountId: string): Promise<Invitation[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', accountId, 'invitations'),
      sdk.orderBy('invitedAt', 'desc'),
      sdk.limit(MEMBERS_SHOWN),
    ),
  );
  return snapshot.docs.flatMap((doc) => toInvitation(doc.id, doc.data()) ?? []);
}

/**
 * `inviteMember`: e-mails an invitation to the account with a role.
 * @throws FunctionsError; `failed-precondition` with `details.reason` `self`, `member`, `full`,
 *   `recentlySent` or `dailyLimit`.
 */
export async function inviteMember(email: string, role: MemberRole): Promise<void> {
  await callFunction('inviteMember', { email, role });
}

/** `revokeInvitation`. @throws FunctionsError. */
export async function revokeInvitation(invitationId: string): Promise<void> {
  await callFunction('revokeInvitation', { invitationId });
}

/** `removeMember`: removes a member, or with one's own uid leaves the account. @throws FunctionsError. */
export async function removeMember(memberUid: string): Promise<void> {
  await callFunction('removeMember', { memberUid });
}

/** `changeMemberRole`. @throws FunctionsError. */
export async function changeMemberRole(memberUid: string, role: MemberRole): Promise<void> {
  await callFunction('changeMemberRole', { memberUid, role });
}
