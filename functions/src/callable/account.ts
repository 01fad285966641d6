import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { canWriteAccountData, isMemberRole, type MemberRole, type FeatureId } from '@adplatform/plans';
import { requireEntitlement } from './entitlement';
import { requireVerifiedUid } from './guards';

/** The account a caller works in and their role there (docs/product-rules.md §10.9). */
export interface CallerAccount {
  /** The caller's own uid: the author of what they write. */
  readonly uid: string;
  /** The account's id, its subscriber's uid: the data lives under `users/{accountId}`. */
  readonly accountId: string;
  readonly role: MemberRole;
}

/**
 * The account `uid` works in: the one its subscription record names (a member's record, written by
 * the members functions) with the role of `users/{accountId}/members/{uid}`, else the user's own as
 * its owner.
 * @throws HttpsError `permission-denied` when the record names an account that no longer has the user.
 */
export async function accountOf(uid: string): Promise<CallerAccount> {
  const db = getFirestore();
  const accountId = (await db.doc(`subscriptions/${uid}`).get()).get('accountId') as unknown;
  if (typeof accountId !== 'string' || accountId === uid) return { uid, accountId: uid, role: 'owner' };
  const role = (await db.doc(`users/${accountId}/members/${uid}`).get()).get('role') as unknown;
  if (!isMemberRole(role))
    throw new HttpsError('permission-denied', 'You are no longer a member of this account.');
  return { uid, accountId, role };
}

/**
 * The verified caller's account, checked for a feature: the account's plan must include `feature`
 * (the subscriber's plan covers its members) and, for a `write`, the caller's role must allow writing
 * (docs/product-rules.md §6 and §10.9: analysts only read).
 * @throws HttpsError `unauthenticated`, `failed-precondition` (e-mail not verified), `permission-denied`
 * (`message` for the plan; the role's own message for an analyst's write).
 */
export async function requireAccountAccess(
  request: CallableRequest<unknown>,
  feature: FeatureId,
  message: string,
  access: 'read' | 'write' = 'write',
): Promise<CallerAccount> {
  const account = await accountOf(requireVerifiedUid(request));
  if (access === 'write' && !canWriteAccountData(account.role)) {
    throw new HttpsError('permission-denied', 'Your role in this account only reads.');
  }
  await requireEntitlement(account.accountId, feature, message);
  return account;
}

/**
 * The verified caller, when they are their account's subscriber: billing is the subscriber's alone
 * (docs/product-rules.md §10.9: a member is covered by the subscriber's plan and pays nothing).
 * @throws HttpsError `unauthenticated`, `failed-precondition` (e-mail not verified, or a member).
 */
export async function requireSubscriber(request: CallableRequest<unknown>): Promise<string> {
  const { uid, accountId } = await accountOf(requireVerifiedUid(request));
  if (accountId !== uid) {
    throw new HttpsError('failed-precondition', "The account's subscriber manages its plan.", {
      reason: 'member',
    });
  }
  return uid;
}
