import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isEntitled, type SectionId } from '@adplatform/plans';

/**
 * Checks that `uid` has an active subscription whose plan includes `section` (docs/product-rules.md §6:
 * the functions are part of the boundary, whatever the client shows).
 * @returns the plan id.
 * @throws HttpsError `permission-denied` with `message` otherwise.
 */
export async function requireEntitlement(uid: string, section: SectionId, message: string): Promise<string> {
  const subscription = (await getFirestore().doc(`subscriptions/${uid}`).get()).data();
  const plan = typeof subscription?.selectedPlan === 'string' ? subscription.selectedPlan : '';
  if (subscription?.status !== 'active' || !isEntitled(plan, section)) {
    throw new HttpsError('permission-denied', message);
  }
  return plan;
}
