import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { createCampaignPayloadSchema } from '@adplatform/campaign-model/form';
import { requireAccountAccess } from '../callable/account';
import { parsePayload } from '../callable/guards';
import { networkSchema } from '../adNetworks/connections';
import { createOnNetwork } from './createOnNetwork';
import { campaignDocument, firstAd, firstAdSet, type CreateCampaignResponse } from './newCampaign';

export type { CreateCampaignResponse } from './newCampaign';

/** The payload: the wizard's, and where the campaign runs (an ad account of a connected network, or here only). */
const payloadSchema = createCampaignPayloadSchema.extend({
  destination: z
    .strictObject({ network: networkSchema, adAccountId: z.string().min(1).max(64) })
    .nullable()
    .default(null),
});

/**
 * `createCampaign({ form, draftId, destination })` (docs/product-rules.md §10.6): validates the wizard's form with the same zod schema
 * as the wizard, then writes the campaign with its first ad set and ad, and deletes its draft, in one batch.
 * With a `destination`, the campaign is created on that ad network first and kept under the network's
 * ids (`createOnNetwork.ts`, §10.10 "Push out").
 * @throws HttpsError `unauthenticated`, `failed-precondition` (e-mail not verified; for a destination,
 *   `details.reason` `notConnected`, `currencyDiffers`, `networkRefused` with `networkMessage`,
 *   `networkReconnect`), `unavailable` (`networkUnavailable`),
 *   `permission-denied` (no active subscription whose plan includes campaign creation — docs/product-rules.md §2 guard
 *   rule 6: not Basic), `invalid-argument` with the failing field paths, including media outside the
 *   caller's own library (nothing is written).
 */
export async function createCampaignHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<CreateCampaignResponse> {
  const { accountId: uid } = await requireAccountAccess(
    request,
    'createCampaign',
    'Your plan does not include campaign creation.',
  );
  const db = getFirestore();
  const { form, draftId, destination } = parsePayload(payloadSchema, request.data);
  if (form.creative.mediaPath && !form.creative.mediaPath.startsWith(`users/${uid}/media/`)) {
    // Only the advertiser's own library: storage.rules would not let anyone else's file be read anyway.
    throw new HttpsError('invalid-argument', 'The request is not valid.', {
      issues: [{ path: 'form.creative.mediaPath', message: 'media' }],
    });
  }
  if (destination) return createOnNetwork(uid, form, draftId, destination, now);
  const campaign = db.collection(`users/${uid}/campaigns`).doc();
  const document = campaignDocument(form, now);
  const batch = db.batch();
  batch.create(campaign, document);
  // The campaign's first ad set (audience, every placement, the campaign's schedule; the campaign
  // carries the budget) and its first ad (the creative), docs/product-rules.md §10.1.
  const adSet = campaign.collection('adSets').doc();
  batch.create(adSet, firstAdSet(form, document));
  batch.create(campaign.collection('ads').doc(), firstAd(form, adSet.id, document));
  if (draftId) batch.delete(db.doc(`users/${uid}/campaignDrafts/${draftId}`));
  await batch.commit();
  return { id: campaign.id, status: document.status as CreateCampaignResponse['status'] };
}
