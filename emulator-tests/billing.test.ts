import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { PLAN_PRICES } from '@adplatform/plans/prices';
import { priceObject, subscriptionObject } from '../scripts/billing/standInState';
import { eventOf, signedDelivery } from '../scripts/billing/webhookSender';
import { adminApp } from '../scripts/lib/testAccounts';
import { submitCard } from '../scripts/billing/testClock';
import { APP, deliver, payingUser, recordOf, recordWhen, redirectUrl } from './support/billing';
import { adminDb, callCallable, createSignedInUser } from './support/callable';

const DAY = 86_400_000;

/** The subscription in another state, as a later event carries it, `seconds` after the first. */
function later(subscription: Stripe.Subscription, status: Stripe.Subscription.Status, seconds: number) {
  const event = eventOf('customer.subscription.updated', { ...subscription, status });
  return { ...event, created: event.created + seconds } as Stripe.Event;
}

describe('stripeWebhook (docs/product-rules.md §12)', () => {
  it('writes the subscription a signed event carries, with its claims, and follows later events', async () => {
    const { uid, subscription } = await payingUser();
    expect(await deliver(eventOf('customer.subscription.created', subscription))).toEqual({
      status: 200,
      outcome: 'applied',
    });
    const record = await recordOf(uid);
    expect(record).toMatchObject({
      selectedPlan: 'Plus',
      billingPeriod: 'month',
      status: 'active',
      providerStatus: 'active',
      cancelAtPeriodEnd: false,
      providerSubscriptionId: subscription.id,
    });
    expect((record?.currentPeriodEnd as Timestamp).toMillis()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect((await getAuth(adminApp()).getUser(uid)).customClaims).toMatchObject({
      subscriptionStatus: 'active',
    });

    expect((await deliver(later(subscription, 'past_due', 10))).outcome).toBe('applied');
    expect(await recordOf(uid)).toMatchObject({ status: 'past_due', providerStatus: 'past_due' });
    expect((await getAuth(adminApp()).getUser(uid)).customClaims).toMatchObject({
      subscriptionStatus: 'past_due',
    });
  });

  it('applies a replayed event once, and an older event never over a newer one', async () => {
    const { uid, subscription } = await payingUser();
    const created = eventOf('customer.subscription.created', subscription);
    const unpaid = later(subscription, 'unpaid', 20);
    expect((await deliver(created)).outcome).toBe('applied');
    expect((await deliver(unpaid)).outcome).toBe('applied');
    expect(await deliver(created)).toEqual({ status: 200, outcome: 'replayed' });
    expect((await deliver(later(subscription, 'active', 5))).outcome).toBe('stale');
    expect(await recordOf(uid)).toMatchObject({ status: 'unpaid' });
  });

  it('refuses a forged signature with 400 and writes nothing', async () => {
    const { uid, subscription } = await payingUser();
    const event = eventOf('customer.subscription.created', subscription);
    const forged = signedDelivery(event, 'whsec_not_the_endpoints_secret');
    expect((await deliver(event, forged)).status).toBe(400);
    const unsigned = { ...signedDelivery(event), signature: '' };
    expect((await deliver(event, unsigned)).status).toBe(400);
    expect(await recordOf(uid)).toBeUndefined();
  });

  it("refuses a subscription naming one user with another user's customer", async () => {
    const victim = await payingUser();
    const attacker = await payingUser();
    const crossed = subscriptionObject(
      attacker.customerId,
      priceObject(PLAN_PRICES.Premium.year),
      { uid: victim.uid },
      new Date(),
    );
    expect((await deliver(eventOf('customer.subscription.created', crossed))).outcome).toBe(
      'customer-mismatch',
    );
    expect(await recordOf(victim.uid)).toBeUndefined();
  });
});

describe('createCheckoutSession (docs/product-rules.md §12)', () => {
  it('opens Checkout for the kept customer, created once, and grants nothing', async () => {
    const { uid, idToken } = await createSignedInUser(true);
    const first = await callCallable('createCheckoutSession', { plan: 'Plus', period: 'year' }, idToken, {
      origin: APP,
    });
    expect((first.result as { url: string }).url).toMatch(/^http:\/\/127\.0\.0\.1:12111\/c\/pay\/cs_test_/);
    const customer = (await adminDb().doc(`billingCustomers/${uid}`).get()).data();
    expect(customer?.customerId).toMatch(/^cus_/);
    await callCallable('createCheckoutSession', { plan: 'Basic', period: 'month' }, idToken, { origin: APP });
    expect((await adminDb().doc(`billingCustomers/${uid}`).get()).data()?.customerId).toBe(
      customer?.customerId,
    );
    expect(await recordOf(uid)).toBeUndefined();
  });

  it('refuses an unverified user, a bad payload, a foreign page and a user already paying; a complimentary plan may be paid for', async () => {
    const unverified = await createSignedInUser(false);
    const call = (data: unknown, idToken: string, origin = APP) =>
      callCallable('createCheckoutSession', data, idToken, { origin });
    expect((await call({ plan: 'Plus', period: 'month' }, unverified.idToken)).error?.status).toBe(
      'FAILED_PRECONDITION',
    );
    const { uid, idToken } = await createSignedInUser(true);
    expect((await call({ plan: 'Plus', period: 'week' }, idToken)).error?.status).toBe('INVALID_ARGUMENT');
    expect(
      (await call({ plan: 'Plus', period: 'month', customer: 'cus_other' }, idToken)).error?.status,
    ).toBe('INVALID_ARGUMENT');
    expect(
      (await call({ plan: 'Plus', period: 'month' }, idToken, 'https://evil.example')).error?.status,
    ).toBe('PERMISSION_DENIED');
    await adminDb()
      .doc(`subscriptions/${uid}`)
      .set({
        selectedPlan: 'Plus',
        status: 'active',
        currentPeriodEnd: Timestamp.fromMillis(Date.now() + DAY),
      });
    expect((await call({ plan: 'Premium', period: 'month' }, idToken)).result).toMatchObject({
      url: expect.stringMatching(/\/c\/pay\//),
    });
    await adminDb()
      .doc(`subscriptions/${uid}`)
      .update({ providerSubscriptionId: 'sub_paid', providerStatus: 'active' });
    expect((await call({ plan: 'Premium', period: 'month' }, idToken)).error?.status).toBe(
      'FAILED_PRECONDITION',
    );
    await adminDb().doc(`subscriptions/${uid}`).update({ status: 'past_due', providerStatus: 'past_due' });
    expect((await call({ plan: 'Premium', period: 'month' }, idToken)).error?.message).toMatch(
      /open invoice/,
    );
  });

  it('paid with a test card at the stand-in, the webhook writes the subscription; a declined card writes none', async () => {
    const payer = await createSignedInUser(true);
    const declined = await createSignedInUser(true);
    const pay = async (idToken: string, cardNumber: string) =>
      submitCard(
        await redirectUrl('createCheckoutSession', { plan: 'Premium', period: 'month' }, idToken),
        cardNumber,
      );
    const paid = await pay(payer.idToken, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(
      /^http:\/\/localhost:3000\/on-boarding\?checkout=complete&session_id=cs_test_/,
    );
    const refused = await pay(declined.idToken, '4000 0000 0000 0002');
    expect(refused.status).toBe(402);
    expect(await refused.text()).toContain('Your card was declined.');

    expect(await recordWhen(payer.uid, () => true)).toMatchObject({
      selectedPlan: 'Premium',
      status: 'active',
    });
    expect(await recordOf(declined.uid)).toBeUndefined();
  });
});
