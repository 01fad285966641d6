import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { isExpiredSubscription, PLAN_IDS, type PlanId } from '@adplatform/plans';
import { BILLING_PERIODS, PLAN_PRICES, type BillingPeriod } from '@adplatform/plans/prices';
import { parsePayload } from '../callable/guards';
import { requireSubscriber } from '../callable/account';
import { returnOrigin } from '../callable/appOrigin';
import { customerOf } from './customers';
import { providerPriceId } from './prices';
import { billingProvider } from './provider';
import { providerCall } from './providerCall';

/** Where Checkout returns: onboarding (a first plan) or settings (a plan again after one ended). */
export const CHECKOUT_RETURNS = ['onboarding', 'settings'] as const;
/** A page Checkout returns to. */
export type CheckoutReturn = (typeof CHECKOUT_RETURNS)[number];

/** The payload of `createCheckoutSession`: the plan and billing period chosen, and the page to return to. */
export const checkoutRequestSchema = z
  .object({
    plan: z.enum(PLAN_IDS),
    period: z.enum(BILLING_PERIODS),
    returnTo: z.enum(CHECKOUT_RETURNS).default('onboarding'),
  })
  .strict();

/** Provider statuses of a subscription that still bills: a new one is not started beside it. */
const LIVE_PROVIDER_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused']);

/**
 * Where Checkout sends the user back: the page that started it, which waits for the webhook when
 * paid, or keeps the choice when left.
 */
export function checkoutReturnUrls(
  origin: string,
  plan: PlanId,
  period: BillingPeriod,
  returnTo: CheckoutReturn = 'onboarding',
) {
  const page = returnTo === 'settings' ? '/settings' : '/on-boarding';
  return {
    success_url: `${origin}${page}?checkout=complete&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}${page}?checkout=canceled&plan=${plan}&period=${period}`,
  };
}

/**
 * `createCheckoutSession({ plan, period, returnTo? })` (docs/product-rules.md §12): a Checkout session of
 * the plan's price for the user's kept customer (created on the first call), which returns to
 * onboarding, or to settings for a user whose subscription has ended.
 * Grants nothing: the subscription record is written by the webhook once the provider has been paid.
 * @returns `{ url }`: the Checkout page to send the browser to
 * @throws HttpsError `unauthenticated`, `failed-precondition` (e-mail not verified, or an active
 *   paid subscription exists: plans change in settings; a past-due one pays its open invoice), `invalid-argument`, `permission-denied` (the page's
 *   origin is not the app's), `unavailable` (the provider cannot be reached).
 */
export async function createCheckoutSessionHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<{ url: string }> {
  const uid = await requireSubscriber(request);
  const { plan, period, returnTo } = parsePayload(checkoutRequestSchema, request.data);
  const origin = returnOrigin(request.rawRequest.headers.origin);
  const current = (await getFirestore().collection('subscriptions').doc(uid).get()).data();
  // A complimentary plan (granted outside billing: no provider subscription) may be replaced by a paid one.
  if (
    current?.providerSubscriptionId &&
    !isExpiredSubscription(String(current.status), current.currentPeriodEnd?.toDate?.() ?? null, now)
  ) {
    throw new HttpsError('failed-precondition', 'You already have a subscription: change it in settings.');
  }
  if (current?.providerSubscriptionId && LIVE_PROVIDER_STATUSES.has(String(current.providerStatus))) {
    throw new HttpsError('failed-precondition', 'Your subscription has an open invoice: pay it in settings.');
  }
  return providerCall('Checkout session', uid, async () => {
    const customer = await customerOf(uid, request.auth?.token.email, now);
    const session = await billingProvider().checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: uid,
      line_items: [{ price: await providerPriceId(PLAN_PRICES[plan][period]), quantity: 1 }],
      subscription_data: { metadata: { uid } },
      metadata: { uid },
      ...checkoutReturnUrls(origin, plan, period, returnTo),
    });
    if (!session.url) throw new Error('Checkout session without a URL');
    return { url: session.url };
  });
}
