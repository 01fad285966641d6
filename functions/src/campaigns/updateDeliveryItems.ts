import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import {
  applyDeliveryItemChange,
  DELIVERY_ITEM_STATUSES,
  type CampaignChangeResult,
  type DeliveryItemStatus,
  type UpdateCampaignsResponse,
} from '@adplatform/campaign-model';
import { updateDeliveryItemsPayloadSchema } from '@adplatform/campaign-model/changes';
import { requireEntitlement } from '../callable/entitlement';
import { parsePayload, requireVerifiedUid } from '../callable/guards';
import { changeAuthor } from './changeAuthor';
import { storedHistoryEntry, toCampaignState } from './campaignState';

function itemStatus(value: unknown): DeliveryItemStatus | null {
  return (DELIVERY_ITEM_STATUSES as readonly unknown[]).includes(value)
    ? (value as DeliveryItemStatus)
    : null;
}

/**
 * `updateDeliveryItems({ campaignId, level, ids, change })` (docs/product-rules.md §10.1): turns up to 100
 * ad sets or ads of one of the caller's campaigns on or off, each with its entry in the campaign's
 * history, in one transaction. An id that is not one of that campaign's items, or a campaign that is
 * not the caller's, is answered `notFound`.
 * @returns one result per distinct id, in the order asked.
 * @throws HttpsError `unauthenticated`, `failed-precondition`, `permission-denied` (no active
 *   subscription including campaigns), `invalid-argument`.
 */
export async function updateDeliveryItemsHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<UpdateCampaignsResponse> {
  const uid = requireVerifiedUid(request);
  const { campaignId, level, ids, change } = parsePayload(updateDeliveryItemsPayloadSchema, request.data);
  await requireEntitlement(uid, 'campaigns', 'Your plan does not include campaigns.');
  const db = getFirestore();
  const author = changeAuthor(request, uid, now);
  const campaignRef = db.doc(`users/${uid}/campaigns/${campaignId}`);
  const collection = campaignRef.collection(level === 'adSet' ? 'adSets' : 'ads');
  const distinct = [...new Set(ids)];
  const results = await db.runTransaction(async (transaction) => {
    const [campaign, ...items] = await transaction.getAll(
      campaignRef,
      ...distinct.map((id) => collection.doc(id)),
    );
    const state = campaign?.exists ? toCampaignState(campaign.data()) : null;
    return items.map((item): CampaignChangeResult => {
      const status = itemStatus(item.get('status'));
      const name = item.get('name') as unknown;
      if (!state || !item.exists || !status || typeof name !== 'string') {
        return { id: item.id, outcome: 'refused', reason: 'notFound' };
      }
      const outcome = applyDeliveryItemChange({ id: item.id, level, name, status }, state, change, author);
      if (outcome.outcome !== 'applied') return { id: item.id, ...outcome };
      transaction.update(item.ref, { status: outcome.status, updatedAt: Timestamp.fromDate(now) });
      transaction.create(
        campaignRef.collection('history').doc(),
        storedHistoryEntry(outcome.history, Timestamp.fromDate),
      );
      return { id: item.id, outcome: 'applied' };
    });
  });
  return { results };
}
