/**
 * A campaign from the wizard created on an ad network (docs/product-rules.md §10.10 "Push out"): the
 * network makes it first, with its ad sets and ads; the product keeps them under the network's ids, as a
 * synced campaign, so the next sync finds the same documents. A network's refusal writes nothing here
 * and leaves nothing there (the connector's promise).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { AdNetwork, NetworkAdAccount, NetworkCampaignDraft } from '@adplatform/ad-networks';
import { keptAudience } from '@adplatform/campaign-model';
import type { CampaignForm } from '@adplatform/campaign-model/form';
import { connectorFor } from '../adNetworks/connectorFor';
import { syncedCampaignId } from '../adNetworks/sync/syncedCampaign';
import { networkRefusal } from './networkChanges';
import {
  adSetNameOf,
  campaignBudgetMinor,
  placementsOf,
  queueNewCampaign,
  type CreateCampaignResponse,
} from './newCampaign';

/** The network's draft of the wizard's form, in the ad account's days. */
export function networkDraft(form: CampaignForm, adAccount: NetworkAdAccount): NetworkCampaignDraft {
  const onAdSets = form.budget.level === 'adSet';
  return {
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
      ads: adSet.ads,
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

/**
 * Creates the campaign of `form` on `destination`'s network, then keeps it, its ad sets and their ads under
 * the network's ids, and deletes the draft.
 * @throws HttpsError `failed-precondition` (`notConnected`: the ad account is not one of the account's
 *   chosen ones; `currencyDiffers`: the budget is not in its currency; `networkRefused`,
 *   `networkReconnect`), `unavailable` (`networkUnavailable`).
 */
export async function createOnNetwork(
  accountId: string,
  form: CampaignForm,
  draftId: string | null,
  destination: { readonly network: AdNetwork; readonly adAccountId: string },
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
  let created;
  try {
    created = await connector.createCampaign(adAccountId, networkDraft(form, adAccount));
  } catch (error) {
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
