import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { createCampaignPayloadSchema } from '@adplatform/campaign-model/form';
import { requireAccountAccess } from '../callable/account';
import { parsePayload } from '../callable/guards';
import { networkSchema } from '../adNetworks/connections';
import { createOnNetwork } from './createOnNetwork';
import { queueNewCampaign, type CreateCampaignResponse } from './newCampaign';

export type { CreateCampaignResponse } from './newCampaign';

/** The payload: the wizard's, and where the campaign runs (an ad account of a connected network, or here only). */
const payloadSchema = createCampaignPayloadSchema.extend({
  destination: z
    .strictObject({
      network: networkSchema,
      adAccountId: z.string().min(1).max(64),
      // On Meta, the Page (and Instagram account) the ads speak as.
      identity: z
        .strictObject({
          pageId: z.string().regex(/^\d{1,20}$/u),
          instagramUserId: z
            .string()
            .regex(/^\d{1,30}$/u)
            .nullable(),
        })
        .nullable()
        .default(null),
    })
    .nullable()
    .default(null),
});

/**
 * `createCampaign({ form, draftId, destination })` (docs/product-rules.md §10.6): validates the wizard's form with the same zod schema
 * as the wizard, then writes the campaign with its ad sets and their ads, and deletes its draft, in one batch.
 * With a `destination`, the campaign is created on that ad network first and kept under the network's
 * ids (`createOnNetwork.ts`, §10.10 "Push out").
 * @throws HttpsError `unauthenticated`, `failed-precondition` (e-mail not verified; for a destination,
 *   `details.reason` `notConnected`, `currencyDiffers`, `pageNeeded`, `mediaMissing`, `mediaNotImage`,
 *   `networkRefused` with `networkMessage`, `networkReconnect`), `unavailable` (`networkUnavailable`),
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
  // Only the advertiser's own library: storage.rules would not let anyone else's file be read anyway.
  const foreignMedia = form.adSets.flatMap((adSet, index) =>
    adSet.ads.flatMap((ad, adIndex) =>
      ad.mediaPath && !ad.mediaPath.startsWith(`users/${uid}/media/`)
        ? [{ path: `form.adSets.${index}.ads.${adIndex}.mediaPath`, message: 'media' }]
        : [],
    ),
  );
  if (foreignMedia.length > 0)
    throw new HttpsError('invalid-argument', 'The request is not valid.', { issues: foreignMedia });
  if (destination) return createOnNetwork(uid, form, draftId, destination, now);
  const campaign = db.collection(`users/${uid}/campaigns`).doc();
  const batch = db.batch();
  // Each ad set with its audience, placements and the campaign's schedule, each ad with its creative
  // (docs/product-rules.md §10.1).
  const document = queueNewCampaign(
    batch,
    { ref: campaign },
    form,
    now,
    form.adSets.map((adSet) => ({
      adSet: { ref: campaign.collection('adSets').doc() },
      ads: adSet.ads.map(() => ({ ref: campaign.collection('ads').doc() })),
    })),
  );
  if (draftId) batch.delete(db.doc(`users/${uid}/campaignDrafts/${draftId}`));
  await batch.commit();
  return { id: campaign.id, status: document.status as CreateCampaignResponse['status'] };
}
