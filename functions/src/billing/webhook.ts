import { getFirestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { logger } from '../logging/requestLog';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import type Stripe from 'stripe';
import { ACTIVE_STATUS } from '@adplatform/plans';
import { publishSubscriptionClaims } from '../subscription/claims';
import { coverMembers } from '../members/coverage';
import { billingStateOf, type BillingState } from './providerSubscription';
import { billingProvider, webhookSigningSecret } from './provider';

/** The events that carry a subscription's new state; every other event is acknowledged and ignored. */
export const SUBSCRIPTION_EVENTS = new Set<string>([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

/** What became of one event. */
export type WebhookOutcome = 'applied' | 'replayed' | 'ignored' | 'stale' | 'not-ours' | 'customer-mismatch';

/**
 * Verifies an event's signature against the raw body (`stripe.webhooks.constructEvent`).
 * @throws Stripe's signature error when the header is missing, forged, or older than the SDK's tolerance.
 */
export function verifiedEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event {
  return billingProvider().webhooks.constructEvent(rawBody, signature ?? '', webhookSigningSecret());
}

function recordFields(state: BillingState, eventCreated: number, now: Date) {
  return {
    selectedPlan: state.selectedPlan,
    billingPeriod: state.billingPeriod,
    status: state.status,
    providerStatus: state.providerStatus,
    currentPeriodStart: Timestamp.fromMillis(state.currentPeriodStart),
    currentPeriodEnd: Timestamp.fromMillis(state.currentPeriodEnd),
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    providerCustomerId: state.customerId,
    providerSubscriptionId: state.subscriptionId,
    providerEventCreated: eventCreated,
    updatedAt: Timestamp.fromDate(now),
  };
}

/**
 * Whether an event about `state` may replace the stored record: not when the record already holds a
 * later event of the same subscription (the provider does not promise order), nor when it belongs to
 * another subscription that is still active (an old subscription's last events after a new one).
 */
function mayReplace(
  stored: FirebaseFirestore.DocumentData | undefined,
  state: BillingState,
  created: number,
) {
  if (!stored) return true;
  if (stored.providerSubscriptionId === state.subscriptionId) {
    return typeof stored.providerEventCreated !== 'number' || stored.providerEventCreated <= created;
  }
  return stored.status !== ACTIVE_STATUS || state.status === ACTIVE_STATUS;
}

async function applyState(
  transaction: Transaction,
  state: BillingState & { uid: string },
  event: Stripe.Event,
  now: Date,
): Promise<WebhookOutcome> {
  const db = getFirestore();
  const subscriptionRef = db.collection('subscriptions').doc(state.uid);
  const customerRef = db.collection('billingCustomers').doc(state.uid);
  const [customer, stored] = await Promise.all([
    transaction.get(customerRef),
    transaction.get(subscriptionRef),
  ]);
  if (customer.data()?.customerId !== state.customerId) return 'customer-mismatch';
  if (!mayReplace(stored.data(), state, event.created)) return 'stale';
  const fields = recordFields(state, event.created, now);
  if (stored.exists) transaction.update(subscriptionRef, fields);
  else transaction.create(subscriptionRef, { ...fields, createdAt: Timestamp.fromDate(now) });
  return 'applied';
}

/**
 * Applies one verified event to `subscriptions/{uid}` (docs/product-rules.md §12), once: the event id
 * is recorded in `billingEvents/{id}` in the same transaction, so a replayed event changes nothing.
 * A subscription event writes the plan, billing period, status (mapped by `recordStatus`), period and
 * cancellation of the subscription it carries, for the user its metadata names, when that user's kept
 * customer is the subscription's customer; then the user's token claims follow, and the records and
 * claims of the account's members.
 * @returns what became of the event
 */
export async function applyBillingEvent(event: Stripe.Event, now = new Date()): Promise<WebhookOutcome> {
  const db = getFirestore();
  const eventRef = db.collection('billingEvents').doc(event.id);
  let applied: (BillingState & { uid: string }) | null = null;
  const outcome = await db.runTransaction(async (transaction): Promise<WebhookOutcome> => {
    applied = null;
    if ((await transaction.get(eventRef)).exists) return 'replayed';
    let result: WebhookOutcome = 'ignored';
    if (SUBSCRIPTION_EVENTS.has(event.type)) {
      const state = billingStateOf(event.data.object as Stripe.Subscription);
      if (!state?.uid) result = 'not-ours';
      else {
        const owned = { ...state, uid: state.uid };
        result = await applyState(transaction, owned, event, now);
        if (result === 'applied') applied = owned;
      }
    }
    transaction.create(eventRef, { type: event.type, outcome: result, receivedAt: Timestamp.fromDate(now) });
    return result;
  });
  const written = applied as (BillingState & { uid: string }) | null;
  if (written) {
    await publishSubscriptionClaims(written.uid, {
      selectedPlan: written.selectedPlan,
      status: written.status,
      currentPeriodEnd: Timestamp.fromMillis(written.currentPeriodEnd),
    });
    // The subscriber's plan covers the account's members (docs/product-rules.md §10.9).
    await coverMembers(written.uid, now);
  }
  if (outcome === 'not-ours' || outcome === 'customer-mismatch') {
    logger.error('Billing event not applied', { eventId: event.id, type: event.type, outcome });
  }
  return outcome;
}

/**
 * The `stripeWebhook` endpoint: POST only; a body whose signature does not verify is refused with 400
 * (the provider retries only what we fail with 5xx); a verified event is applied and acknowledged
 * with 200 and its outcome, a failure to apply answers 500 so that the provider sends it again.
 */
export async function billingWebhookHandler(request: Request, response: Response): Promise<void> {
  if (request.method !== 'POST') {
    response.set('Allow', 'POST').status(405).send('Method Not Allowed');
    return;
  }
  let event: Stripe.Event;
  try {
    event = verifiedEvent(request.rawBody, request.header('stripe-signature'));
  } catch (error) {
    logger.warn('Billing webhook signature refused', { message: (error as Error).message });
    response.status(400).send('Invalid signature');
    return;
  }
  try {
    const outcome = await applyBillingEvent(event);
    response.status(200).json({ received: true, outcome });
  } catch (error) {
    logger.error('Billing event failed', { eventId: event.id, type: event.type, error });
    response.status(500).send('Not applied');
  }
}
