/**
 * Leads from Google Ads lead forms (docs/decisions/0051-google-ads-lead-forms.md): the webhook the
 * product sets on the forms an account chose. Public (Google calls it), so a delivery counts only
 * when its `google_key` is the key kept for the URL's hook; the lead is then kept in that account,
 * once however often Google delivers it.
 */
import { createHash } from 'node:crypto';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import {
  googleAdsCampaignId,
  googleKeyMatches,
  networkLeadFromWebhook,
} from '@adplatform/ad-networks/google-ads/lead-forms';
import { logger } from '../logging/requestLog';
import { syncedCampaignId } from '../adNetworks/sync/syncedCampaign';
import { keepNetworkLead, networkLeadDocument } from './networkLeadDocument';

/** Each account's webhook for its Google lead forms: `googleLeadHooks/{hookId}`, server only. */
export const GOOGLE_LEAD_HOOKS = 'googleLeadHooks';

/** A lead's source when it came from a Google Ads lead form. */
export const GOOGLE_LEAD_SOURCE = 'googleAdsLeadForm';

/** A hook's id in the webhook's URL: random, so the URL names no account. */
export const HOOK_ID = /^[A-Za-z0-9_-]{16,64}$/u;

/** What an account's hook keeps: whose it is, the key Google sends back, and each form's customer. */
export interface GoogleLeadHook {
  readonly accountId: string;
  readonly key: string;
  /** The customer each chosen form (asset id) belongs to. */
  readonly forms: Readonly<Record<string, string>>;
}

/**
 * The id of a Google lead's document: the same lead delivered again lands on the same document.
 * Google's lead id is kept as it is when a document id may be it, else by its digest.
 */
export function googleLeadDocumentId(leadId: string): string {
  return /^[\w-]{1,200}$/u.test(leadId)
    ? `googleAds_${leadId}`
    : `googleAds_${createHash('sha256').update(leadId).digest('hex')}`;
}

/** The name of the product's campaign `campaignId` of the account, or '' when it is not kept here. */
async function campaignName(accountId: string, campaignId: string | null): Promise<string> {
  if (!campaignId) return '';
  const campaign = await getFirestore().doc(`users/${accountId}/campaigns/${campaignId}`).get();
  const name: unknown = campaign.get('name');
  return typeof name === 'string' ? name : '';
}

/**
 * `googleAdsLeadWebhook?hook={id}`: takes a `POST` only when its `google_key` is the hook's key,
 * then keeps its lead. Google's test delivery (`is_test`) is noted on the hook and makes no lead.
 * Answers 200 once the lead is kept (or was already), 403 for another key, 400 for a body not in
 * Google's shape, 500 when it could not be kept, so that Google delivers again.
 */
export async function googleLeadWebhookHandler(request: Request, response: Response): Promise<void> {
  if (request.method !== 'POST') {
    response.set('Allow', 'POST').status(405).send('Method Not Allowed');
    return;
  }
  const hookId = typeof request.query.hook === 'string' ? request.query.hook : '';
  const hookRef = HOOK_ID.test(hookId) ? getFirestore().collection(GOOGLE_LEAD_HOOKS).doc(hookId) : null;
  const hook = hookRef ? ((await hookRef.get()).data() as GoogleLeadHook | undefined) : undefined;
  const body: unknown = request.body;
  const given =
    typeof body === 'object' && body !== null ? (body as { google_key?: unknown }).google_key : null;
  if (!hookRef || !hook || !googleKeyMatches(given, hook.key)) {
    logger.warn('Google lead delivery refused: its key is not the hook’s', { hookId });
    response.status(403).send('Invalid key');
    return;
  }
  const now = new Date();
  let lead: ReturnType<typeof networkLeadFromWebhook>;
  try {
    lead = networkLeadFromWebhook(body, now);
  } catch (error) {
    logger.warn('Google lead delivery not in its shape', { hookId, error });
    response.status(400).send('Malformed delivery');
    return;
  }
  if ((body as { is_test?: unknown }).is_test === true) {
    await hookRef.update({ lastTestAt: FieldValue.serverTimestamp() });
    response.status(200).send('Test lead received');
    return;
  }
  const customerId = lead.formId ? hook.forms[lead.formId] : undefined;
  const campaignId =
    customerId && lead.campaignId
      ? syncedCampaignId('googleAds', googleAdsCampaignId(customerId, lead.campaignId))
      : null;
  try {
    const name = await campaignName(hook.accountId, campaignId);
    const document = networkLeadDocument(
      { ...lead, campaignName: name },
      {
        source: GOOGLE_LEAD_SOURCE,
        campaignId,
        network: {
          leadId: lead.externalId,
          customerId: customerId ?? null,
          formId: lead.formId,
          adId: lead.adId,
          adSetId: lead.adSetId,
        },
      },
      now,
    );
    await keepNetworkLead(hook.accountId, googleLeadDocumentId(lead.externalId), document);
    response.status(200).send('OK');
  } catch (error) {
    logger.error('Google lead not kept', { hookId, leadId: lead.externalId, error });
    response.status(500).send('Lead not kept');
  }
}
