import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import {
  applyDeliveryItemChange,
  type CampaignChangeResult,
  type UpdateCampaignsResponse,
} from '@adplatform/campaign-model';
import { updateDeliveryItemsPayloadSchema } from '@adplatform/campaign-model/changes';
import { requireAccountAccess } from '../callable/account';
import { parsePayload, requireVerifiedUid } from '../callable/guards';
import { changeAuthor } from './changeAuthor';
import { storedHistoryEntry, toCampaignState, toDeliveryItemState } from './campaignState';
import { answeredChange, campaignOnNetwork, sendItemsToNetwork, type NetworkAnswer } from './networkChanges';

/** The most ad sets a campaign's budget sum reads (the drawer lists as many). */
const AD_SETS_SUMMED = 50;

/**
 * `updateDeliveryItems({ campaignId, level, ids, change })` (docs/product-rules.md §10.1): turns up to 100
 * ad sets or ads of one of the caller's campaigns on or off, or sets their ad sets' budget when the
 * campaign's budget is set on its ad sets (the campaign's amount stays the sum of theirs), each with
 * its entry in the campaign's history, in one transaction. An id that is not one of that campaign's
 * items, or a campaign that is not the caller's, is answered `notFound`.
 * @returns one result per distinct id, in the order asked.
 * @throws HttpsError `unauthenticated`, `failed-precondition`, `permission-denied` (no active
 *   subscription including campaigns), `invalid-argument`.
 */
export async function updateDeliveryItemsHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<UpdateCampaignsResponse> {
  requireVerifiedUid(request);
  const { campaignId, level, ids, change } = parsePayload(updateDeliveryItemsPayloadSchema, request.data);
  const { uid: callerUid, accountId: uid } = await requireAccountAccess(
    request,
    'campaigns',
    'Your plan does not include campaigns.',
  );
  const db = getFirestore();
  const author = changeAuthor(request, callerUid, now);
  const campaignRef = db.doc(`users/${uid}/campaigns/${campaignId}`);
  const collection = campaignRef.collection(level === 'adSet' ? 'adSets' : 'ads');
  const distinct = [...new Set(ids)];
  const answers = await sendSyncedItems();
  const results = await db.runTransaction(async (transaction) => {
    const [campaign, ...items] = await transaction.getAll(
      campaignRef,
      ...distinct.map((id) => collection.doc(id)),
    );
    const state = campaign?.exists ? toCampaignState(campaign.data()) : null;
    // A budget change keeps the campaign's amount the sum of its ad sets': all of them are read first
    // (a transaction reads before it writes).
    const budgets =
      change.kind === 'budget' && state?.budgetLevel === 'adSet'
        ? new Map(
            (await transaction.get(campaignRef.collection('adSets').limit(AD_SETS_SUMMED))).docs.map(
              (adSet) => [adSet.id, Number(adSet.get('budgetMinor') ?? 0)],
            ),
          )
        : null;
    const results = items.map((item): CampaignChangeResult => {
      const stored = item.exists ? toDeliveryItemState(item.data()) : null;
      if (!state || !stored) return { id: item.id, outcome: 'refused', reason: 'notFound' };
      const outcome = applyDeliveryItemChange({ ...stored, id: item.id, level }, state, change, author);
      if (outcome.outcome !== 'applied') return { id: item.id, ...outcome };
      const answered = answeredChange(
        item.id,
        campaignOnNetwork(campaign?.data()) !== null,
        answers.get(item.id),
      );
      if (answered.write === 'nothing') return answered.result;
      const { network } = answered;
      transaction.create(
        campaignRef.collection('history').doc(),
        storedHistoryEntry(network ? { ...outcome.history, network } : outcome.history, Timestamp.fromDate),
      );
      if (answered.refusal) return answered.refusal;
      transaction.update(item.ref, { ...outcome.patch, updatedAt: Timestamp.fromDate(now) });
      if ('budgetMinor' in outcome.patch) budgets?.set(item.id, outcome.patch.budgetMinor);
      return { id: item.id, outcome: 'applied' };
    });
    if (budgets && results.some((result) => result.outcome === 'applied')) {
      const sum = [...budgets.values()].reduce((total, amount) => total + amount, 0);
      transaction.update(campaignRef, { budgetMinor: sum, updatedAt: Timestamp.fromDate(now) });
    }
    return results;
  });
  return { results };

  /** A synced campaign's items, changed on its network first, outside the transaction. */
  async function sendSyncedItems(): Promise<Map<string, NetworkAnswer>> {
    const campaign = await campaignRef.get();
    const onNetwork = campaignOnNetwork(campaign.data());
    const state = onNetwork ? toCampaignState(campaign.data()) : null;
    if (!onNetwork || !state) return new Map();
    const items = (await db.getAll(...distinct.map((id) => collection.doc(id)))).flatMap((item) => {
      const itemState = item.exists ? toDeliveryItemState(item.data()) : null;
      const networkId = item.get('source.itemId') as unknown;
      return itemState && typeof networkId === 'string' ? [{ id: item.id, state: itemState, networkId }] : [];
    });
    return sendItemsToNetwork(uid, onNetwork, state, level, items, change, author);
  }
}
