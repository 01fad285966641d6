/**
 * Leads from Meta's lead forms (docs/decisions/0049-meta-lead-ads.md): Meta's webhook for the app's
 * Pages. Public (Meta calls it), so a delivery counts only with the app's signature over its bytes;
 * each `leadgen` notice is then read from the Graph API, with a token of every account that receives
 * the Page's leads, and kept as a new lead of that account, once.
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { AdNetworkError } from '@adplatform/ad-networks';
import type { LeadgenNotice, NetworkLead } from '@adplatform/ad-networks/meta';
import { logger } from '../logging/requestLog';
import { metaAccess } from '../adNetworks/metaApp';
import { tokenOf } from '../adNetworks/tokenVault';
import { syncedCampaignId } from '../adNetworks/sync/syncedCampaign';
import { keepNetworkLead, networkLeadDocument } from './networkLeadDocument';

/** The Pages whose leads come in, and the accounts each goes to: `metaLeadPages/{pageId}`, server only. */
export const META_LEAD_PAGES = 'metaLeadPages';

/** A lead's source when it came from a Meta lead form. */
export const META_LEAD_SOURCE = 'metaLeadAds';

/** The id of a Meta lead's document: the same lead delivered again lands on the same document. */
export const metaLeadDocumentId = (leadgenId: string): string => `meta_${leadgenId}`;

/** The lead's document as the leads section reads it (docs/product-rules.md §10.3). */
export function metaLeadDocument(lead: NetworkLead, pageId: string, now: Date): Record<string, unknown> {
  return networkLeadDocument(
    lead,
    {
      source: META_LEAD_SOURCE,
      campaignId: lead.campaignId ? syncedCampaignId('meta', lead.campaignId) : null,
      network: {
        leadId: lead.externalId,
        pageId,
        formId: lead.formId,
        adId: lead.adId,
        adSetId: lead.adSetId,
      },
    },
    now,
  );
}

/**
 * Keeps one notice's lead in every account that receives its Page's leads.
 * @returns whether any account's read failed for a while (Meta delivers again on an error answer)
 */
async function keepLead(notice: LeadgenNotice, now: Date): Promise<boolean> {
  const db = getFirestore();
  const page = await db.collection(META_LEAD_PAGES).doc(notice.pageId).get();
  const accounts = (page.get('accounts') as string[] | undefined) ?? [];
  if (accounts.length === 0)
    logger.warn('Meta lead for a Page no account receives', { pageId: notice.pageId });
  const { meta, graphOrigin } = await metaAccess();
  let retry = false;
  for (const uid of accounts) {
    const leadId = metaLeadDocumentId(notice.leadgenId);
    if ((await db.collection(`users/${uid}/leads`).doc(leadId).get()).exists) continue;
    const token = await tokenOf(uid, 'meta');
    if (!token) continue;
    try {
      const lead = await meta.readMetaLead(
        { graphOrigin, userToken: token.accessToken },
        notice.pageId,
        notice.leadgenId,
      );
      await keepNetworkLead(uid, leadId, metaLeadDocument(lead, notice.pageId, now));
    } catch (error) {
      const transient =
        !(error instanceof AdNetworkError) || error.kind === 'transient' || error.kind === 'rateLimited';
      retry ||= transient;
      logger.warn('Meta lead not kept', { uid, leadgenId: notice.leadgenId, transient, error });
    }
  }
  return retry;
}

/**
 * `metaLeadWebhook`: answers Meta's verification request with its challenge for the app's verify
 * token; takes a `POST` only when its `X-Hub-Signature-256` is the app's, then keeps each `leadgen`
 * notice's lead. Answers 200 once every lead is kept (or cannot be), 500 when a read failed for a
 * while, so that Meta delivers again; a lead already kept is not written twice.
 */
export async function metaLeadWebhookHandler(request: Request, response: Response): Promise<void> {
  const { meta, app } = await metaAccess();
  if (request.method === 'GET') {
    const challenge = meta.subscriptionChallenge(request.query, meta.webhookVerifyToken(app.secret));
    if (challenge === null) response.status(403).send('Forbidden');
    else response.status(200).type('text/plain').send(challenge);
    return;
  }
  if (request.method !== 'POST') {
    response.set('Allow', 'GET, POST').status(405).send('Method Not Allowed');
    return;
  }
  if (!meta.deliverySigned(request.rawBody, request.header('x-hub-signature-256'), app.secret)) {
    logger.warn('Meta webhook delivery refused: its signature is not the app’s');
    response.status(403).send('Invalid signature');
    return;
  }
  let notices: LeadgenNotice[];
  try {
    notices = meta.leadgenNotices(JSON.parse(request.rawBody.toString('utf8')));
  } catch (error) {
    logger.warn('Meta webhook delivery not in its shape', { error });
    response.status(400).send('Malformed delivery');
    return;
  }
  const now = new Date();
  let retry = false;
  for (const notice of notices) retry = (await keepLead(notice, now)) || retry;
  if (retry) response.status(500).send('Not all leads kept');
  else response.status(200).send('EVENT_RECEIVED');
}
