import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isEntitled, isExpiredSubscription, type FeatureId } from '@adplatform/plans';

/**
 * The end of a stored subscription's period: null when it has none, the moment it ended already when
 * the field holds anything but a date (a record the rules would refuse too).
 */
function periodEnd(value: unknown): Date | null {
  if (value === undefined || value === null) return null;
  return value instanceof Timestamp ? value.toDate() : new Date(0);
}

/**
 * Checks that `uid` has an active subscription — status active and its period not ended, the rule of
 * `isExpiredSubscription` (docs/product-rules.md §4) — whose plan includes `feature`
 * (docs/product-rules.md §6: the functions are part of the boundary, whatever the client shows).
 * @returns the plan id.
 * @throws HttpsError `permission-denied` with `message` otherwise.
 */
export async function requireEntitlement(
  uid: string,
  feature: FeatureId,
  message: string,
  now = new Date(),
): Promise<string> {
  const subscription = (await getFirestore().doc(`subscriptions/${uid}`).get()).data();
  const plan = typeof subscription?.selectedPlan === 'string' ? subscription.selectedPlan : '';
  const status = typeof subscription?.status === 'string' ? subscription.status : '';
  if (
    !subscription ||
    isExpiredSubscription(status, periodEnd(subscription.currentPeriodEnd), now) ||
    !isEntitled(plan, feature)
  ) {
    throw new HttpsError('permission-denied', message);
  }
  return plan;
}
