import { defineSecret } from 'firebase-functions/params';
import Stripe from 'stripe';
import {
  DEMO_BILLING_API_KEY,
  DEMO_BILLING_PORT,
  DEMO_BILLING_WEBHOOK_SECRET,
  isDemoProject,
} from '@adplatform/plans/demo-billing';

/** The provider's secret API key (Secret Manager) of a real project: test mode or live mode. */
const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
/** The signing secret of the webhook endpoint registered at the provider for `stripeWebhook`. */
const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');

const PROJECT_ID = process.env.GCLOUD_PROJECT;
/** Whether this deployment bills through the local stand-in (a `demo-` project) or the provider. */
export const USES_STAND_IN = isDemoProject(PROJECT_ID);

/**
 * The secrets a function that talks to the provider declares: none in a demo project (the emulator
 * would look for them in Secret Manager, which it cannot reach), both elsewhere.
 */
export const BILLING_SECRETS = USES_STAND_IN ? [] : [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET];

let client: Stripe | undefined;

/**
 * The provider's client (the official `stripe` SDK, its retries included): the stand-in on the
 * loopback interface in a demo project, the provider's API otherwise.
 */
export function billingProvider(): Stripe {
  client ??= USES_STAND_IN
    ? new Stripe(DEMO_BILLING_API_KEY, {
        host: '127.0.0.1',
        port: DEMO_BILLING_PORT,
        protocol: 'http',
        maxNetworkRetries: 2,
      })
    : new Stripe(STRIPE_SECRET_KEY.value(), { maxNetworkRetries: 2 });
  return client;
}

/** The secret webhook events are signed with in this deployment. */
export function webhookSigningSecret(): string {
  return USES_STAND_IN ? DEMO_BILLING_WEBHOOK_SECRET : STRIPE_WEBHOOK_SECRET.value();
}
