import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { ACTIVE_STATUS, isPlanId, type PlanId } from '@adplatform/plans';
import { isBillingPeriod, type BillingPeriod } from '@adplatform/plans/prices';
import { storedCustomerId } from './customers';

/** A user's paid subscription, as the webhook last wrote it (docs/product-rules.md §12). */
export interface PaidSubscription {
  readonly customerId: string;
  readonly subscriptionId: string;
  readonly plan: PlanId;
  readonly period: BillingPeriod;
  readonly status: string;
  readonly cancelAtPeriodEnd: boolean;
  /** ms since the epoch. */
  readonly currentPeriodEnd: number;
}

/**
 * The user's subscription at the provider: the record's provider ids, checked against the user's kept
 * customer (a record that names another customer is not acted on).
 * @returns null when the user has no paid subscription (none yet, or one granted before billing).
 */
export async function paidSubscriptionOf(uid: string): Promise<PaidSubscription | null> {
  const [customerId, snapshot] = await Promise.all([
    storedCustomerId(uid),
    getFirestore().collection('subscriptions').doc(uid).get(),
  ]);
  const record = snapshot.data();
  if (
    !customerId ||
    !record ||
    record.providerCustomerId !== customerId ||
    typeof record.providerSubscriptionId !== 'string' ||
    !isPlanId(record.selectedPlan) ||
    !isBillingPeriod(record.billingPeriod)
  ) {
    return null;
  }
  return {
    customerId,
    subscriptionId: record.providerSubscriptionId,
    plan: record.selectedPlan,
    period: record.billingPeriod,
    status: String(record.status),
    cancelAtPeriodEnd: record.cancelAtPeriodEnd === true,
    currentPeriodEnd: record.currentPeriodEnd?.toMillis?.() ?? 0,
  };
}

/**
 * The user's paid subscription, which must be active (a past-due one pays its invoice first).
 * @throws HttpsError `failed-precondition` without a paid subscription, or when it is not active.
 */
export async function activePaidSubscriptionOf(uid: string): Promise<PaidSubscription> {
  const paid = await paidSubscriptionOf(uid);
  if (!paid)
    throw new HttpsError('failed-precondition', 'There is no paid subscription: choose a plan first.');
  if (paid.status !== ACTIVE_STATUS) {
    throw new HttpsError(
      'failed-precondition',
      'The subscription is not active: pay the open invoice first.',
    );
  }
  return paid;
}
