import { initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onCall, onRequest, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import {
  choosePlanHandler,
  getUserSubscriptionHandler,
  renewSubscriptionHandler,
} from './subscription/handlers';
import { createCampaignHandler } from './campaigns/createCampaign';
import { updateCampaignsHandler } from './campaigns/updateCampaigns';
import { updateDeliveryItemsHandler } from './campaigns/updateDeliveryItems';
import { BULK_CALL, READ_CALL, WRITE_CALL } from './callable/options';
import { assertDecodable, guardPayload } from './callable/payloadGuard';
import { withRateLimit } from './callable/rateLimit';
import { checkUploadedMedia } from './storage/checkUploadedMedia';
import { createCheckoutSessionHandler } from './billing/checkout';
import { BILLING_SECRETS } from './billing/provider';
import { billingWebhookHandler } from './billing/webhook';

initializeApp();
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

/**
 * A callable function with its production options: an undecodable payload is refused, after
 * authentication and the per-user rate limit, with `invalid-argument` before `handler` runs.
 */
function callable<T>(options: CallableOptions, handler: (request: CallableRequest<unknown>) => Promise<T>) {
  return guardPayload(
    onCall(
      options,
      withRateLimit((request) => {
        assertDecodable(request);
        return handler(request);
      }),
    ),
  );
}

/** docs/product-rules.md §7: the subscription of the signed-in user. */
export const getUserSubscription = callable(READ_CALL, getUserSubscriptionHandler);
/** Onboarding's plan choice and later plan changes. */
export const choosePlan = callable(WRITE_CALL, choosePlanHandler);
/** Renews a subscription whose status is not active. */
export const renewSubscription = callable(WRITE_CALL, renewSubscriptionHandler);
/** docs/product-rules.md §12: a Checkout session for the plan and billing period chosen in onboarding. */
export const createCheckoutSession = callable(
  { ...WRITE_CALL, secrets: BILLING_SECRETS },
  createCheckoutSessionHandler,
);
/**
 * docs/product-rules.md §12: the provider's signed events, the only writer of a paid subscription
 * record. Public (the provider calls it), so it trusts the signature alone.
 */
export const stripeWebhook = onRequest(
  {
    timeoutSeconds: 30,
    memory: '256MiB',
    cpu: 1,
    concurrency: 40,
    maxInstances: 10,
    secrets: BILLING_SECRETS,
  },
  billingWebhookHandler,
);
/** docs/product-rules.md §10.6: creates a campaign from the wizard's form (Plus and Premium). */
export const createCampaign = callable(WRITE_CALL, createCampaignHandler);
/** docs/product-rules.md §10.1: one change (status, budget, name, copy) to up to 500 campaigns. */
export const updateCampaigns = callable(BULK_CALL, updateCampaignsHandler);
/** docs/product-rules.md §10.1: turns ad sets or ads of one campaign on or off, or sets an ad set's budget. */
export const updateDeliveryItems = callable(WRITE_CALL, updateDeliveryItemsHandler);

/** docs/product-rules.md §10.7: removes an uploaded media file whose bytes are not its declared type. */
export const checkUploadedMediaFile = onObjectFinalized(
  { memory: '256MiB', timeoutSeconds: 60, maxInstances: 10 },
  async (event) => {
    await checkUploadedMedia(event.data);
  },
);
