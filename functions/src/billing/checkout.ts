import { getFirestore } from 'firebase-admin/firestore';
import { defineString } from 'firebase-functions/params';
import { logger } from 'firebase-functions';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { isExpiredSubscription, PLAN_IDS, type PlanId } from '@adplatform/plans';
import { BILLING_PERIODS, PLAN_PRICES, type BillingPeriod } from '@adplatform/plans/prices';
import { parsePayload, requireVerifiedUid } from '../callable/guards';
import { customerOf } from './customers';
import { providerPriceId } from './prices';
import { billingProvider, USES_STAND_IN } from './provider';

/** The payload of `createCheckoutSession`: the plan and billing period chosen in onboarding. */
export const checkoutRequestSchema = z
  .object({ plan: z.enum(PLAN_IDS), period: z.enum(BILLING_PERIODS) })
  .strict();

/** The origins (scheme, host and port) of the app that may send users to Checkout and back, comma-separated. */
const APP_ORIGINS = defineString('APP_ORIGINS', { default: 'http://localhost:3000' });

/**
 * The origin Checkout returns to: the calling page's, when it is one of the app's (`APP_ORIGINS`; in a
 * demo project any `http://localhost:<port>`, the local deployments of the tests). Never a URL the
 * payload names: a callable trusts nothing the client says.
 * @throws HttpsError `permission-denied` for any other origin.
 */
export function returnOrigin(origin: string | undefined): string {
  const allowed = APP_ORIGINS.value()
    .split(',')
    .map((entry) => entry.trim());
  if (origin && (allowed.includes(origin) || (USES_STAND_IN && /^http:\/\/localhost:\d+$/.test(origin)))) {
    return origin;
  }
  throw new HttpsError('permission-denied', 'This page may not start a checkout.');
}

/** Where Checkout sends the user back: onboarding, which waits for the webhook, or keeps the choice. */
export function checkoutReturnUrls(origin: string, plan: PlanId, period: BillingPeriod) {
  return {
    success_url: `${origin}/on-boarding?checkout=complete&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}/on-boarding?checkout=canceled&plan=${plan}&period=${period}`,
  };
}

/**
 * `createCheckoutSession({ plan, period })` (docs/product-rules.md §12): a Checkout session of the
 * plan's price for the user's kept customer (created on the first call), which returns to onboarding.
 * Grants nothing: the subscription record is written by the webhook once the provider has been paid.
 * @returns `{ url }`: the Checkout page to send the browser to
 * @throws HttpsError `unauthenticated`, `failed-precondition` (e-mail not verified, or an active
 *   subscription exists: plans change in settings), `invalid-argument`, `permission-denied` (the page's
 *   origin is not the app's), `unavailable` (the provider cannot be reached).
 */
export async function createCheckoutSessionHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<{ url: string }> {
  const uid = requireVerifiedUid(request);
  const { plan, period } = parsePayload(checkoutRequestSchema, request.data);
  const origin = returnOrigin(request.rawRequest.headers.origin);
  const current = (await getFirestore().collection('subscriptions').doc(uid).get()).data();
  if (
    current &&
    !isExpiredSubscription(String(current.status), current.currentPeriodEnd?.toDate?.() ?? null, now)
  ) {
    throw new HttpsError('failed-precondition', 'You already have a subscription: change it in settings.');
  }
  try {
    const customer = await customerOf(uid, request.auth?.token.email, now);
    const session = await billingProvider().checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: uid,
      line_items: [{ price: await providerPriceId(PLAN_PRICES[plan][period]), quantity: 1 }],
      subscription_data: { metadata: { uid } },
      metadata: { uid },
      ...checkoutReturnUrls(origin, plan, period),
    });
    if (!session.url) throw new Error('Checkout session without a URL');
    return { url: session.url };
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    logger.error('Checkout session not created', { uid, error });
    throw new HttpsError('unavailable', 'The payment provider could not be reached. Try again.');
  }
}
