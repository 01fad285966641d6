/**
 * A campaign from the wizard created on an ad network (docs/product-rules.md §10.10 "Push out"): the
 * network makes it first, with its ad sets and ads; the product keeps them under the network's ids, as a
 * synced campaign, so the next sync finds the same documents. A network's refusal writes nothing here
 * and leaves nothing there (the connector's promise).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { AdNetwork, NetworkAdAccount, NetworkCampaignDraft } from '@adplatform/ad-networks';
import type { MetaAdIdentity, MetaAdMedia } from '@adplatform/ad-networks/meta';
import { keptAudience } from '@adplatform/campaign-model';
import type { CampaignForm } from '@adplatform/campaign-model/form';
import { connectorFor } from '../adNetworks/connectorFor';
import { metaAccess, metaUserToken } from '../adNetworks/metaApp';
import { syncedCampaignId } from '../adNetworks/sync/syncedCampaign';
import { uploadMetaAdImages } from './metaAdMediaUpload';
import { networkRefusal } from './networkChanges';
import {
  adSetNameOf,
  campaignBudgetMinor,
  goalOf,
  placementsOf,
  queueNewCampaign,
  type CreateCampaignResponse,
} from './newCampaign';

/** On Meta, who the ads speak as and each media path's media uploaded to the ad account. */
export interface MetaAdsOf {
  readonly identity: MetaAdIdentity;
  readonly media: ReadonlyMap<string, MetaAdMedia>;
}

/**
 * The network's draft of the wizard's form, in the ad account's days; on Meta (`meta` given), with
 * its Page and Instagram account, each ad with its uploaded media.
 */
export function networkDraft(
  form: CampaignForm,
  adAccount: NetworkAdAccount,
  meta: MetaAdsOf | null = null,
): NetworkCampaignDraft {
  const onAdSets = form.budget.level === 'adSet';
  const withMedia = (ad: CampaignForm['adSets'][number]['ads'][number]) => {
    const metaMedia = ad.mediaPath ? meta?.media.get(ad.mediaPath) : undefined;
    return metaMedia ? { ...ad, metaMedia } : ad;
  };
  return {
    ...(meta ? { metaIdentity: meta.identity } : {}),
    name: form.name,
    objective: form.objective,
    status: 'active',
    budget: { type: form.budget.type, amountMinor: campaignBudgetMinor(form) },
    budgetOn: form.budget.level,
    startDay: form.budget.startDate,
    stopDay: form.budget.endDate,
    timeZone: adAccount.timeZone,
    adSets: form.adSets.map((adSet) => ({
      name: adSetNameOf(adSet),
      audience: keptAudience(adSet.audience),
      placements: placementsOf(adSet),
      amountMinor: onAdSets ? adSet.amountMinor : null,
      goal: goalOf(form, adSet),
      bidding: adSet.bidding,
      schedule: adSet.schedule && { startDay: adSet.schedule.startDate, stopDay: adSet.schedule.endDate },
      ads: adSet.ads.map(withMedia),
    })),
  };
}

/** The callable's answer to a network's failure. */
function refusalOf(error: unknown): HttpsError {
  const refusal = networkRefusal(error);
  return refusal.reason === 'networkUnavailable'
    ? new HttpsError('unavailable', 'The ad network did not answer.', refusal)
    : new HttpsError('failed-precondition', 'The ad network did not take the campaign.', refusal);
}

/** The images of `form`'s ads, uploaded to the Meta ad account with the account's token. */
async function metaImagesOf(
  accountId: string,
  adAccountId: string,
  form: CampaignForm,
): Promise<Map<string, MetaAdMedia>> {
  const [{ meta, graphOrigin }, userToken] = await Promise.all([metaAccess(), metaUserToken(accountId)]);
  return uploadMetaAdImages({ meta, graphOrigin, userToken, accountId: adAccountId }, form);
}

/**
 * Creates the campaign of `form` on `destination`'s network, then keeps it, its ad sets and their ads under
 * the network's ids, and deletes the draft. On Meta, the ads' images reach the ad account's library
 * first, and every ad speaks as the Page chosen (docs/decisions/0054-meta-ad-media.md).
 * @throws HttpsError `failed-precondition` (`notConnected`: the ad account is not one of the account's
 *   chosen ones; `currencyDiffers`: the budget is not in its currency; `pageNeeded`: Meta without a
 *   Page; `mediaMissing`, `mediaNotImage`: an ad's file; `networkRefused`, `networkReconnect`),
 *   `unavailable` (`networkUnavailable`).
 */
export async function createOnNetwork(
  accountId: string,
  form: CampaignForm,
  draftId: string | null,
  destination: {
    readonly network: AdNetwork;
    readonly adAccountId: string;
    /** On Meta, the Page and Instagram account the ads speak as (required there). */
    readonly identity?: MetaAdIdentity | null;
  },
  now: Date,
): Promise<CreateCampaignResponse> {
  const db = getFirestore();
  const { network, adAccountId } = destination;
  const connection = await db.doc(`users/${accountId}/adConnections/${network}`).get();
  const chosen = (connection.get('chosenAccountIds') as string[] | undefined) ?? [];
  const adAccount = ((connection.get('adAccounts') as NetworkAdAccount[] | undefined) ?? []).find(
    ({ id }) => id === adAccountId,
  );
  if (connection.get('status') !== 'connected' || !chosen.includes(adAccountId) || !adAccount) {
    throw new HttpsError('failed-precondition', 'This ad account is not brought in.', {
      reason: 'notConnected',
    });
  }
  if (adAccount.currency !== form.budget.currency) {
    throw new HttpsError('failed-precondition', 'The budget is not in the ad account’s currency.', {
      reason: 'currencyDiffers',
      currency: adAccount.currency,
    });
  }
  const connector = await connectorFor(accountId, network, now);
  if (!connector) {
    throw new HttpsError('failed-precondition', 'The ad network must be connected again.', {
      reason: 'networkReconnect',
    });
  }
  const identity = destination.identity ?? null;
  if (network === 'meta' && !identity) {
    throw new HttpsError('failed-precondition', 'A Meta ad speaks as a Facebook Page: choose one.', {
      reason: 'pageNeeded',
    });
  }
  let created;
  try {
    const meta =
      network === 'meta' && identity
        ? { identity, media: await metaImagesOf(accountId, adAccountId, form) }
        : null;
    created = await connector.createCampaign(adAccountId, networkDraft(form, adAccount, meta));
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    throw refusalOf(error);
  }
  const source = { network, adAccountId };
  const campaignRef = db.doc(`users/${accountId}/campaigns/${syncedCampaignId(network, created.campaignId)}`);
  const batch = db.batch();
  const document = queueNewCampaign(
    batch,
    { ref: campaignRef, extra: { source: { ...source, campaignId: created.campaignId } } },
    form,
    now,
    created.adSets.map(({ adSetId, adIds }) => ({
      adSet: {
        ref: campaignRef.collection('adSets').doc(syncedCampaignId(network, adSetId)),
        extra: { source: { ...source, itemId: adSetId } },
      },
      ads: adIds.map((adId) => ({
        ref: campaignRef.collection('ads').doc(syncedCampaignId(network, adId)),
        extra: { source: { ...source, itemId: adId } },
      })),
    })),
  );
  if (draftId) batch.delete(db.doc(`users/${accountId}/campaignDrafts/${draftId}`));
  await batch.commit();
  return { id: campaignRef.id, status: document.status as CreateCampaignResponse['status'] };
}
