import { getFirestore, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { type CallableRequest } from 'firebase-functions/v2/https';
import {
  applyChange,
  duplicateOf,
  nameSearchTokens,
  type CampaignChange,
  type CampaignChangeResult,
  type ChangeAuthor,
  type UpdateCampaignsResponse,
} from '@adplatform/campaign-model';
import { updateCampaignsPayloadSchema } from '@adplatform/campaign-model/changes';
import { requireEntitlement } from '../callable/entitlement';
import { parsePayload, requireVerifiedUid } from '../callable/guards';
import { storedHistoryEntry, toCampaignState } from './campaignState';
import { zeroMetrics } from '@adplatform/delivery-metrics';

/** Campaigns changed in one transaction: 100 reads and at most 200 writes, well inside the limits. */
const TRANSACTION_CHUNK = 100;

/** The suffix of a copy's name, in the advertiser's language (their profile's). */
const COPY_SUFFIX: Readonly<Record<string, string>> = { 'en-us': ' (copy)', 'es-es': ' (copia)' };

function historyRef(campaign: DocumentReference): DocumentReference {
  return campaign.collection('history').doc();
}

/** Applies `change` to one existing campaign inside `transaction`; answers its result. */
function changeOne(
  transaction: Transaction,
  ref: DocumentReference,
  data: Record<string, unknown> | undefined,
  change: CampaignChange,
  author: ChangeAuthor,
  copySuffix: string,
): CampaignChangeResult {
  const state = data ? toCampaignState(data) : null;
  if (!data || !state) return { id: ref.id, outcome: 'refused', reason: 'notFound' };
  const at = Timestamp.fromDate(author.at);
  if (change.kind === 'duplicate') {
    const copy = duplicateOf(state, copySuffix, author);
    const copyRef = ref.parent.doc();
    transaction.create(copyRef, {
      ...data,
      name: copy.state.name,
      nameTokens: nameSearchTokens(copy.state.name),
      status: copy.state.status,
      statusBeforeArchive: null,
      metrics: zeroMetrics(),
      createdAt: at,
      updatedAt: at,
    });
    transaction.create(historyRef(copyRef), storedHistoryEntry(copy.history, Timestamp.fromDate));
    return { id: ref.id, outcome: 'applied', newId: copyRef.id };
  }
  const outcome = applyChange(state, change, author);
  if (outcome.outcome === 'refused') return { id: ref.id, outcome: 'refused', reason: outcome.reason };
  if (outcome.outcome === 'unchanged') return { id: ref.id, outcome: 'unchanged' };
  const patch: Record<string, unknown> = { ...outcome.patch, updatedAt: at };
  if (outcome.patch.name !== undefined) patch.nameTokens = nameSearchTokens(outcome.patch.name);
  transaction.update(ref, patch);
  for (const entry of outcome.history) {
    transaction.create(historyRef(ref), storedHistoryEntry(entry, Timestamp.fromDate));
  }
  return { id: ref.id, outcome: 'applied' };
}

/**
 * `updateCampaigns({ ids, change })` (docs/product-rules.md §10.1): applies one change — pause, resume,
 * archive, restore, a budget, a name, or a copy — to up to 500 of the caller's campaigns. Each campaign
 * changes with its history entries in the same transaction; an id that is not the caller's campaign is
 * answered `notFound` (the path is the ownership check), a change the rules refuse is answered with its
 * reason, and the others still apply.
 * @returns one result per distinct id, in the order asked.
 * @throws HttpsError `unauthenticated`, `failed-precondition` (e-mail not verified), `permission-denied`
 *   (no active subscription including campaigns; for a copy, one including campaign creation),
 *   `invalid-argument` (payload: ids, change).
 */
export async function updateCampaignsHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<UpdateCampaignsResponse> {
  const uid = requireVerifiedUid(request);
  const { ids, change } = parsePayload(updateCampaignsPayloadSchema, request.data);
  if (change.kind === 'duplicate') {
    await requireEntitlement(uid, 'createCampaign', 'Your plan does not include campaign creation.');
  } else {
    await requireEntitlement(uid, 'campaigns', 'Your plan does not include campaigns.');
  }
  const db = getFirestore();
  const token = request.auth?.token;
  const author: ChangeAuthor = {
    uid,
    name: (typeof token?.name === 'string' && token.name) || token?.email || uid,
    at: now,
  };
  let copySuffix = COPY_SUFFIX['en-us'] ?? '';
  if (change.kind === 'duplicate') {
    const language = (await db.doc(`users/${uid}`).get()).get('language') as unknown;
    copySuffix = (typeof language === 'string' && COPY_SUFFIX[language]) || copySuffix;
  }
  const distinct = [...new Set(ids)];
  const results: CampaignChangeResult[] = [];
  for (let start = 0; start < distinct.length; start += TRANSACTION_CHUNK) {
    const refs = distinct
      .slice(start, start + TRANSACTION_CHUNK)
      .map((id) => db.doc(`users/${uid}/campaigns/${id}`));
    const chunk = await db.runTransaction(async (transaction) => {
      const snapshots = await transaction.getAll(...refs);
      return snapshots.map((snapshot) =>
        changeOne(transaction, snapshot.ref, snapshot.data(), change, author, copySuffix),
      );
    });
    results.push(...chunk);
  }
  return { results };
}
