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
