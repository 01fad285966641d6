import { getAuth } from 'firebase-admin/auth';
import { subscriptionClaims } from '@adplatform/plans/claims';
import type { StoredSubscription } from './schemas';

/**
 * Sets the subscription's custom claims on the user's ID token (`subscriptionClaims` of
 * @adplatform/plans), keeping any other claims: every writer of `subscriptions/{uid}` calls this after
 * its write, for storage.rules judges uploads by the claims. The client refreshes its token when the
 * claims no longer match the record it reads.
 * @throws FirebaseAuthError when the user does not exist.
 */
export async function publishSubscriptionClaims(
  uid: string,
  stored: Pick<StoredSubscription, 'selectedPlan' | 'status' | 'currentPeriodEnd'>,
): Promise<void> {
  const auth = getAuth();
  const { customClaims } = await auth.getUser(uid);
  await auth.setCustomUserClaims(uid, {
    ...customClaims,
    ...subscriptionClaims({
      selectedPlan: stored.selectedPlan,
      status: stored.status,
      periodEnd: stored.currentPeriodEnd?.toDate() ?? null,
    }),
  });
}

/** The account a member works in, as their token carries it for storage.rules (docs/product-rules.md §10.9). */
export interface AccountClaims {
  readonly accountId: string;
  readonly role: string;
}

/**
 * Sets (or with `account` null, clears) the claims that name the account a member works in and their
 * role there, `accountId` and `accountRole`, with the subscription claims of the account's plan
 * (`stored`, null to clear them too), keeping any other claims. storage.rules let a member read the
 * account's media by them, and upload when the role writes.
 * @throws FirebaseAuthError when the user does not exist.
 */
export async function publishMemberClaims(
  uid: string,
  account: AccountClaims | null,
  stored: Pick<StoredSubscription, 'selectedPlan' | 'status' | 'currentPeriodEnd'> | null,
): Promise<void> {
  const auth = getAuth();
  const { customClaims } = await auth.getUser(uid);
  await auth.setCustomUserClaims(uid, {
    ...customClaims,
    ...subscriptionClaims(
      stored && {
        selectedPlan: stored.selectedPlan,
        status: stored.status,
        periodEnd: stored.currentPeriodEnd?.toDate() ?? null,
      },
    ),
    accountId: account?.accountId ?? null,
    accountRole: account?.role ?? null,
  });
}
