import Stripe from 'stripe';
import { ACTIVE_STATUS, isExpiredSubscription } from '@adplatform/plans';
import { DEMO_BILLING_API_KEY, DEMO_BILLING_WEBHOOK_SECRET } from '@adplatform/plans/demo-billing';
import { billingStateOf, PROVIDER_STATUSES, recordStatus } from './providerSubscription';

const stripe = new Stripe(DEMO_BILLING_API_KEY);
const START = Date.UTC(2026, 10, 1) / 1000;
const END = Date.UTC(2026, 11, 1) / 1000;

/** A provider subscription of one item, as the provider's events carry it. */
function subscription(status: Stripe.Subscription.Status, lookupKey = 'adplatform_plus_year') {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status,
    cancel_at_period_end: false,
    cancel_at: null,
    metadata: { uid: 'user-1' },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          price: { id: 'price_1', lookup_key: lookupKey },
          current_period_start: START,
          current_period_end: END,
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

/** The event exactly as it reaches the webhook: a JSON body and the SDK's signature header. */
function signedEvent(status: Stripe.Subscription.Status, secret = DEMO_BILLING_WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${status}`,
    object: 'event',
    type: 'customer.subscription.updated',
    created: START,
    data: { object: subscription(status) },
  });
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

describe('the provider statuses the webhook maps (docs/product-rules.md §12)', () => {
  it.each(PROVIDER_STATUSES)('%s: a signed event verifies and maps onto the record', (status) => {
    const { payload, header } = signedEvent(status);
    const event = stripe.webhooks.constructEvent(payload, header, DEMO_BILLING_WEBHOOK_SECRET);
    const state = billingStateOf(event.data.object as Stripe.Subscription);
    const active = status === 'active' || status === 'trialing';
    expect(state).toMatchObject({
      uid: 'user-1',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      selectedPlan: 'Plus',
      billingPeriod: 'year',
      providerStatus: status,
      status: active ? ACTIVE_STATUS : status,
      currentPeriodStart: START * 1000,
      currentPeriodEnd: END * 1000,
      cancelAtPeriodEnd: false,
    });
    // Anything but active confines the user to /settings (§2 guard rule 4).
    const inPeriod = new Date((START + 60) * 1000);
    expect(isExpiredSubscription(state!.status, new Date(END * 1000), inPeriod)).toBe(!active);
  });

  it('grants access for active and trialing only, and keeps every other status as the provider says it', () => {
    const granting = PROVIDER_STATUSES.filter((status) => recordStatus(status) === ACTIVE_STATUS);
    expect(granting).toEqual(['trialing', 'active']);
    for (const status of PROVIDER_STATUSES.filter((candidate) => !granting.includes(candidate))) {
      expect(recordStatus(status)).toBe(status);
    }
    expect(new Set(PROVIDER_STATUSES).size).toBe(8);
  });

  it('refuses a body signed with another secret, or changed after signing', () => {
    const forged = signedEvent('active', 'whsec_someone_else');
    expect(() =>
      stripe.webhooks.constructEvent(forged.payload, forged.header, DEMO_BILLING_WEBHOOK_SECRET),
    ).toThrow(/signature/i);
    const genuine = signedEvent('past_due');
    const tampered = genuine.payload.replace('past_due', 'active');
    expect(() =>
      stripe.webhooks.constructEvent(tampered, genuine.header, DEMO_BILLING_WEBHOOK_SECRET),
    ).toThrow(/signature/i);
  });

  it('reads a cancellation at the period end, and refuses a price outside the table', () => {
    const cancelled = { ...subscription('active'), cancel_at_period_end: true } as Stripe.Subscription;
    expect(billingStateOf(cancelled)).toMatchObject({ status: ACTIVE_STATUS, cancelAtPeriodEnd: true });
    expect(billingStateOf(subscription('active', 'someone_elses_price'))).toBeNull();
  });
});
