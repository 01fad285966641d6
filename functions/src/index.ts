import { initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onCall } from 'firebase-functions/v2/https';
import {
  choosePlanHandler,
  getUserSubscriptionHandler,
  renewSubscriptionHandler,
} from './subscription/handlers';
import { createCampaignHandler } from './campaigns/createCampaign';
import { updateCampaignsHandler } from './campaigns/updateCampaigns';
import { updateDeliveryItemsHandler } from './campaigns/updateDeliveryItems';
import { BULK_CALL, READ_CALL, WRITE_CALL } from './callable/options';
import { withRateLimit } from './callable/rateLimit';

initializeApp();
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

/** docs/product-rules.md §7: the subscription of the signed-in user. */
export const getUserSubscription = onCall(
  READ_CALL,
  withRateLimit((request) => getUserSubscriptionHandler(request)),
);
/** Onboarding's plan choice and later plan changes. */
export const choosePlan = onCall(
  WRITE_CALL,
  withRateLimit((request) => choosePlanHandler(request)),
);
/** Renews a subscription whose status is not active. */
export const renewSubscription = onCall(
  WRITE_CALL,
  withRateLimit((request) => renewSubscriptionHandler(request)),
);
/** docs/product-rules.md §10.6: creates a campaign from the wizard's form (Plus and Premium). */
export const createCampaign = onCall(
  WRITE_CALL,
  withRateLimit((request) => createCampaignHandler(request)),
);
/** docs/product-rules.md §10.1: one change (status, budget, name, copy) to up to 500 campaigns. */
export const updateCampaigns = onCall(
  BULK_CALL,
  withRateLimit((request) => updateCampaignsHandler(request)),
);
/** docs/product-rules.md §10.1: turns ad sets or ads of one campaign on or off, or sets an ad set's budget. */
export const updateDeliveryItems = onCall(
  WRITE_CALL,
  withRateLimit((request) => updateDeliveryItemsHandler(request)),
);
