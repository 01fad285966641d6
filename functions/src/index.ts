import { initializeApp } from 'firebase-admin/app';
import { FUNCTIONS_REGION } from './functionUrl';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onCall, onRequest, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { DUE_REPORTS_EVERY_MINUTES } from '@adplatform/report-schedule';
import { getUserSubscriptionHandler } from './subscription/handlers';
import { createCampaignHandler } from './campaigns/createCampaign';
import { listAdIdentitiesHandler } from './campaigns/listAdIdentities';
import { updateCampaignsHandler } from './campaigns/updateCampaigns';
import { updateMatchingCampaignsHandler } from './campaigns/updateMatchingCampaigns';
import { updateDeliveryItemsHandler } from './campaigns/updateDeliveryItems';
import { estimateAudienceHandler } from './audiences/estimateAudience';
import { searchInterestsHandler } from './audiences/searchInterests';
import { importLeadsHandler } from './leads/importLeads';
import { mergeLeadsHandler } from './leads/mergeLeads';
import { assignLeadsHandler, setLeadAssignmentHandler } from './leads/assignLeads';
import { metaLeadWebhookHandler } from './leads/metaLeadWebhook';
import { chooseLeadPagesHandler, listLeadPagesHandler } from './leads/metaLeadPages';
import { searchAdLibraryHandler } from './adLibrary/searchAdLibrary';
import { addInstagramCreatorHandler } from './influencers/addInstagramCreator';
import { runPendingMetaLeadBackfills } from './leads/metaLeadBackfill';
import { googleLeadWebhookHandler } from './leads/googleLeadWebhook';
import { chooseGoogleLeadFormsHandler, listGoogleLeadFormsHandler } from './leads/googleLeadForms';
import { GOOGLE_ADS_SECRETS } from './adNetworks/googleAdsApp';
import { META_SECRETS } from './adNetworks/metaApp';
import { saveReportScheduleHandler, sendDueReports, sendReportNowHandler } from './reports/reportSchedules';
import { BULK_CALL, CHARGE_CALL, MAIL_CALL, READ_CALL, WRITE_CALL, type CallKind } from './callable/options';
import { refuseReplayedAppCheck } from './callable/guards';
import { assertDecodable, guardPayload } from './callable/payloadGuard';
import { withRateLimit } from './callable/rateLimit';
import { checkUploadedMedia } from './storage/checkUploadedMedia';
import {
  chooseAdAccountsHandler,
  disconnectAdNetworkHandler,
  finishAdNetworkConnectionHandler,
  startAdNetworkConnectionHandler,
} from './adNetworks/connections';
import { AD_NETWORK_SECRETS } from './adNetworks/networkAccess';
import { syncAdNetworkHandler, syncDueConnections } from './adNetworks/sync/runSyncs';
import { acceptInvitationHandler, inviteMemberHandler, revokeInvitationHandler } from './members/invitations';
import { changeMemberRoleHandler, removeMemberHandler } from './members/members';
import { createCheckoutSessionHandler } from './billing/checkout';
import { BILLING_SECRETS } from './billing/provider';
import { billingWebhookHandler } from './billing/webhook';
import { collectClientEventsHandler } from './telemetry/collectClientEvents';
import { inRequest, inTracedRequest, loggedHttp, requestIdOf, TRACE_HEADER } from './logging/requestLog';
import { getBillingAccountHandler } from './billing/accountView';
import { changeSubscriptionPlanHandler, previewPlanChangeHandler } from './billing/planChange';
import {
  createBillingPortalSessionHandler,
  payOpenInvoiceHandler,
  setCancelAtPeriodEndHandler,
} from './billing/subscriptionActions';

initializeApp();
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });

/**
 * A callable function of `kind`, with its production options (plus `extra`): the per-user rate limit
 * of its class comes first, then a replayed App Check token is refused where tokens are consumed, then
 * an undecodable payload answers `invalid-argument`, all before `handler` runs.
 */
function callable<T>(
  kind: CallKind,
  handler: (request: CallableRequest<unknown>) => Promise<T>,
  extra: CallableOptions = {},
) {
  const options = { ...kind.options, ...extra };
  const guarded = withRateLimit(kind.callClass, (request: CallableRequest<unknown>) => {
    if (options.consumeAppCheckToken) refuseReplayedAppCheck(request);
    assertDecodable(request);
    return handler(request);
  });
  return guardPayload(
    onCall(options, (request) =>
      inTracedRequest(request.rawRequest.get(TRACE_HEADER), () => guarded(request)),
    ),
  );
}

/** docs/product-rules.md §7: the subscription of the signed-in user. */
export const getUserSubscription = callable(READ_CALL, getUserSubscriptionHandler);
/** docs/product-rules.md §12: a Checkout session for the plan and billing period chosen in onboarding. */
export const createCheckoutSession = callable(CHARGE_CALL, createCheckoutSessionHandler, {
  secrets: BILLING_SECRETS,
});
/** docs/product-rules.md §12: card on file, next invoice, open invoice and invoices, from the provider. */
export const getBillingAccount = callable(WRITE_CALL, getBillingAccountHandler, { secrets: BILLING_SECRETS });
/** docs/product-rules.md §12: what a plan change costs, as the provider prorates it. */
export const previewPlanChange = callable(WRITE_CALL, previewPlanChangeHandler, { secrets: BILLING_SECRETS });
/** docs/product-rules.md §12: the plan change the user confirmed, charged at once. */
export const changeSubscriptionPlan = callable(CHARGE_CALL, changeSubscriptionPlanHandler, {
  secrets: BILLING_SECRETS,
});
/** docs/product-rules.md §12: cancel at the end of the period, or undo it. */
export const setCancelAtPeriodEnd = callable(WRITE_CALL, setCancelAtPeriodEndHandler, {
  secrets: BILLING_SECRETS,
});
/** docs/product-rules.md §12: a past-due subscription pays its open invoice. */
export const payOpenInvoice = callable(CHARGE_CALL, payOpenInvoiceHandler, { secrets: BILLING_SECRETS });
/** docs/product-rules.md §12: the provider's customer portal, to update the card on file. */
export const createBillingPortalSession = callable(WRITE_CALL, createBillingPortalSessionHandler, {
  secrets: BILLING_SECRETS,
});
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
  loggedHttp(billingWebhookHandler),
);
/**
 * docs/decisions/0049-meta-lead-ads.md: Meta's deliveries of new leads from the advertisers' lead
 * forms. Public (Meta calls it), so it trusts the app's signature alone.
 */
export const metaLeadWebhook = onRequest(
  { timeoutSeconds: 60, memory: '256MiB', cpu: 1, concurrency: 40, maxInstances: 10, secrets: META_SECRETS },
  loggedHttp(metaLeadWebhookHandler),
);
/**
 * docs/decisions/0051-google-ads-lead-forms.md: Google's deliveries of new leads from the lead forms
 * an account chose. Public (Google calls it), so it trusts the key kept for the URL's hook alone.
 */
export const googleAdsLeadWebhook = onRequest(
  { timeoutSeconds: 60, memory: '256MiB', cpu: 1, concurrency: 40, maxInstances: 10 },
  loggedHttp(googleLeadWebhookHandler),
);
/**
 * docs/operations.md "Errors and web vitals": what the app's pages report about themselves (uncaught
 * errors, a section's failed remote, web vitals), written to the log. Public (a page posts it as a
 * beacon), so it checks the page's origin and the batch, and keeps nothing.
 */
export const collectClientEvents = onRequest(
  { timeoutSeconds: 10, memory: '256MiB', cpu: 1, concurrency: 80, maxInstances: 2 },
  loggedHttp(collectClientEventsHandler),
);
/** docs/product-rules.md §10.6: creates a campaign from the wizard's form (Plus and Premium), here or on an ad network. */
export const createCampaign = callable(WRITE_CALL, createCampaignHandler, { secrets: AD_NETWORK_SECRETS });
/** docs/product-rules.md §10.1: one change (status, budget, name, copy) to up to 500 campaigns. */
export const updateCampaigns = callable(BULK_CALL, updateCampaignsHandler, { secrets: AD_NETWORK_SECRETS });
/** docs/product-rules.md §10.1: one status change to every campaign matching the list's filters, call by call. */
export const updateMatchingCampaigns = callable(BULK_CALL, updateMatchingCampaignsHandler, {
  secrets: AD_NETWORK_SECRETS,
});
/** docs/product-rules.md §10.1: turns ad sets or ads of one campaign on or off, or sets an ad set's budget. */
export const updateDeliveryItems = callable(WRITE_CALL, updateDeliveryItemsHandler, {
  secrets: AD_NETWORK_SECRETS,
});
/** docs/product-rules.md §10.3: checks a CSV file's rows (a dry run for the preview) and imports those that pass. */
// Reads, but of an ad network, through the advertiser's connection: App Check is asked as of writes.
export const searchInterests = callable(WRITE_CALL, searchInterestsHandler, { secrets: AD_NETWORK_SECRETS });

export const estimateAudience = callable(WRITE_CALL, estimateAudienceHandler, {
  secrets: AD_NETWORK_SECRETS,
});

export const importLeads = callable(BULK_CALL, importLeadsHandler);
/** docs/product-rules.md §10.3: merges a duplicate lead into another, keeping the history of both. */
export const mergeLeads = callable(WRITE_CALL, mergeLeadsHandler);
/** docs/product-rules.md §10.3: gives leads an owner (or none). */
export const assignLeads = callable(WRITE_CALL, assignLeadsHandler);
/** docs/product-rules.md §10.3: assigns new leads in turn, or not. */
export const setLeadAssignment = callable(WRITE_CALL, setLeadAssignmentHandler);
/** docs/product-rules.md §10.2: creates or changes a scheduled report, dating its next sending. */
export const saveReportSchedule = callable(WRITE_CALL, saveReportScheduleHandler);
/** docs/product-rules.md §10.2: sends a scheduled report now, to the caller alone. */
export const sendReportNow = callable(MAIL_CALL, sendReportNowHandler);
/** docs/product-rules.md §10.9: invites a member to the caller's account by e-mail, with a role. */
export const inviteMember = callable(MAIL_CALL, inviteMemberHandler);
/** docs/product-rules.md §10.9: withdraws a pending invitation. */
export const revokeInvitation = callable(WRITE_CALL, revokeInvitationHandler);
/** docs/product-rules.md §10.9: the invited person joins the account. */
export const acceptInvitation = callable(WRITE_CALL, acceptInvitationHandler);
/** docs/product-rules.md §10.9: a member is removed from the account, or leaves it. */
export const removeMember = callable(WRITE_CALL, removeMemberHandler);
/** docs/product-rules.md §10.9: a member's role changes. */
export const changeMemberRole = callable(WRITE_CALL, changeMemberRoleHandler);

/** docs/product-rules.md §10.10: the network's login dialog URL, with a one-use state. */
export const startAdNetworkConnection = callable(WRITE_CALL, startAdNetworkConnectionHandler, {
  secrets: AD_NETWORK_SECRETS,
});
/** docs/product-rules.md §10.10: the dialog's code exchanged for the token; the ad accounts listed. */
export const finishAdNetworkConnection = callable(WRITE_CALL, finishAdNetworkConnectionHandler, {
  secrets: AD_NETWORK_SECRETS,
});
/** docs/product-rules.md §10.10: the ad accounts an account brings in. */
export const chooseAdAccounts = callable(WRITE_CALL, chooseAdAccountsHandler);
/** docs/product-rules.md §10.10: the token and the connection forgotten. */
export const disconnectAdNetwork = callable(WRITE_CALL, disconnectAdNetworkHandler);
/** docs/product-rules.md §10.10: the chosen ad accounts synced now, as far as the call's time allows. */
export const syncAdNetwork = callable(BULK_CALL, syncAdNetworkHandler, { secrets: AD_NETWORK_SECRETS });
/** docs/decisions/0054-meta-ad-media.md: the Pages (and Instagram accounts) a Meta ad may speak as. */
export const listAdIdentities = callable(WRITE_CALL, listAdIdentitiesHandler, { secrets: META_SECRETS });
/** docs/decisions/0049-meta-lead-ads.md: the Facebook Pages the Meta person manages, and those chosen. */
export const listLeadPages = callable(WRITE_CALL, listLeadPagesHandler, { secrets: META_SECRETS });
/** docs/decisions/0049-meta-lead-ads.md: the Pages whose lead forms' leads the account receives. */
export const chooseLeadPages = callable(BULK_CALL, chooseLeadPagesHandler, { secrets: META_SECRETS });
/** docs/decisions/0051-google-ads-lead-forms.md: the lead forms of the chosen Google Ads accounts. */
export const listGoogleLeadForms = callable(WRITE_CALL, listGoogleLeadFormsHandler, {
  secrets: GOOGLE_ADS_SECRETS,
});
/** docs/decisions/0051-google-ads-lead-forms.md: the Google lead forms whose leads the account receives. */
export const chooseGoogleLeadForms = callable(WRITE_CALL, chooseGoogleLeadFormsHandler, {
  secrets: GOOGLE_ADS_SECRETS,
});
/** docs/decisions/0052-meta-ad-library.md: a page of Meta's Ad Library, its ads kept in `ads/`. */
export const searchAdLibrary = callable(WRITE_CALL, searchAdLibraryHandler, {
  secrets: META_SECRETS,
});
/** docs/decisions/0053-instagram-creators.md: a creator added or refreshed from Instagram. */
export const addInstagramCreator = callable(WRITE_CALL, addInstagramCreatorHandler, {
  secrets: META_SECRETS,
});
/** The sync's schedule's time-out (s), and the time kept back from it to stop cleanly (ms). */
const SYNC_TIMEOUT_SECONDS = 540;
const SYNC_MARGIN_MS = 60_000;
/**
 * docs/product-rules.md §10.10: every quarter of an hour, ad accounts unsynced for an hour and paused
 * syncs due; then the lead backfills of Pages newly chosen that did not finish in their call.
 */
export const syncAdNetworks = onSchedule(
  {
    schedule: 'every 15 minutes',
    timeoutSeconds: SYNC_TIMEOUT_SECONDS,
    memory: '1GiB',
    maxInstances: 1,
    secrets: AD_NETWORK_SECRETS,
  },
  () =>
    inRequest(requestIdOf(), async () => {
      const now = new Date();
      const deadline = now.getTime() + SYNC_TIMEOUT_SECONDS * 1000 - SYNC_MARGIN_MS;
      await syncDueConnections(now, deadline);
      await runPendingMetaLeadBackfills(deadline);
    }),
);
/** docs/product-rules.md §10.2: every `DUE_REPORTS_EVERY_MINUTES`, queues the mail of the scheduled reports due. */
export const sendScheduledReports = onSchedule(
  {
    schedule: `every ${DUE_REPORTS_EVERY_MINUTES} minutes`,
    timeoutSeconds: 300,
    memory: '512MiB',
    maxInstances: 1,
  },
  () =>
    inRequest(requestIdOf(), async () => {
      await sendDueReports(new Date());
    }),
);

/** docs/product-rules.md §10.7: removes an uploaded media file whose bytes are not its declared type. */
export const checkUploadedMediaFile = onObjectFinalized(
  { memory: '256MiB', timeoutSeconds: 60, maxInstances: 10 },
  (event) =>
    inRequest(event.id, async () => {
      await checkUploadedMedia(event.data);
    }),
);
