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

initializeApp();
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

/** docs/product-rules.md §7: the subscription of the signed-in user. */
export const getUserSubscription = onCall((request) => getUserSubscriptionHandler(request));
/** Onboarding's plan choice and later plan changes. */
export const choosePlan = onCall((request) => choosePlanHandler(request));
/** Renews a subscription whose status is not active. */
export const renewSubscription = onCall((request) => renewSubscriptionHandler(request));
/** docs/product-rules.md §10.6: creates a campaign from the wizard's form (Plus and Premium). */
export const createCampaign = onCall((request) => createCampaignHandler(request));
/** docs/product-rules.md §10.1: one change (status, budget, name, copy) to up to 500 campaigns. */
export const updateCampaigns = onCall((request) => updateCampaignsHandler(request));
/** docs/product-rules.md §10.1: turns ad sets or ads of one campaign on or off. */
export const updateDeliveryItems = onCall((request) => updateDeliveryItemsHandler(request));
