import { BULK_TIMEOUT_SECONDS } from '../callable/options';
import { TimeBudget } from '../callable/timeBudget';
import {
  getFirestore,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { type CallableRequest } from 'firebase-functions/v2/https';
import {
  applyChange,
  duplicateOf,
  namePrefixes,
  type CampaignChange,
  type CampaignChangeResult,
  type ChangeAuthor,
  type UpdateCampaignsResponse,
} from '@adplatform/campaign-model';
import { updateCampaignsPayloadSchema } from '@adplatform/campaign-model/changes';
import { requireAccountAccess } from '../callable/account';
import { parsePayload, requireVerifiedUid } from '../callable/guards';
import { changeAuthor } from './changeAuthor';
import { storedHistoryEntry, toCampaignState } from './campaignState';
import { zeroMetrics } from '@adplatform/delivery-metrics';
import { answeredChange, campaignOnNetwork, sendToNetworks, type NetworkAnswer } from './networkChanges';

/** Campaigns changed in one transaction: 100 reads and at most 200 writes, well inside the limits. */
export const TRANSACTION_CHUNK = 100;
/** Campaigns copied in one transaction, with all their ad sets and ads. */
const DUPLICATE_CHUNK = 20;

/** The suffix of a copy's name, in the advertiser's language (their profile's). */
const COPY_SUFFIX: Readonly<Record<string, string>> = { 'en-us': ' (copy)', 'es-es': ' (copia)' };

function historyRef(campaign: DocumentReference): DocumentReference {
  return campaign.collection('history').doc();
}

/**
 * Copies one campaign inside `transaction` (docs/product-rules.md §10.1): a draft named as a copy, with
 * copies of its ad sets and ads (their delivery totals zero), and its `createdFrom` history entry.
 * Reads come first: a transaction reads everything before it writes.
 */
async function duplicateOne(
  transaction: Transaction,
  ref: DocumentReference,
  data: Record<string, unknown> | undefined,
  author: ChangeAuthor,
  copySuffix: string,
): Promise<() => CampaignChangeResult> {
  const state = data ? toCampaignState(data) : null;
  if (!data || !state) return () => ({ id: ref.id, outcome: 'refused', reason: 'notFound' });
  const [adSets, ads] = await Promise.all([
    transaction.get(ref.collection('adSets')),
    transaction.get(ref.collection('ads')),
  ]);
  return () => {
    const at = Timestamp.fromDate(author.at);
    const copy = duplicateOf(state, copySuffix, author);
    const copyRef = ref.parent.doc();
    // The copy is a draft of the product's own, on no network until it is created there.
    const { source: _source, networkUpdatedAt: _networkUpdatedAt, ...own } = data;
    transaction.create(copyRef, {
      ...own,
      name: copy.state.name,
      namePrefixes: namePrefixes(copy.state.name),
      status: copy.state.status,
      statusBeforeArchive: null,
      metrics: zeroMetrics(),
      createdAt: at,
      updatedAt: at,
    });
    const adSetIds = new Map<string, string>();
    for (const adSet of adSets.docs) {
      const adSetCopy = copyRef.collection('adSets').doc();
      adSetIds.set(adSet.id, adSetCopy.id);
      const { source: _adSetSource, ...adSetFields } = adSet.data();
      transaction.create(adSetCopy, {
        ...adSetFields,
        metrics: zeroMetrics(),
        createdAt: at,
        updatedAt: at,
      });
    }
    for (const ad of ads.docs) {
      const adSetId = adSetIds.get(String(ad.get('adSetId'))) ?? null;
      const { source: _adSource, ...adFields } = ad.data();
      transaction.create(copyRef.collection('ads').doc(), {
        ...adFields,
        adSetId,
        metrics: zeroMetrics(),
        createdAt: at,
        updatedAt: at,
      });
    }
    transaction.create(historyRef(copyRef), storedHistoryEntry(copy.history, Timestamp.fromDate));
    return { id: ref.id, outcome: 'applied', newId: copyRef.id };
  };
}

/**
 * Applies a status, budget or name change to one campaign inside `transaction`; answers its result. A
 * synced campaign changes only as its network answered (`answer`): accepted, it changes with history
 * entries that say so; refused, it keeps its state and its history records the refusal.
 */
function changeOne(
  transaction: Transaction,
  ref: DocumentReference,
  data: Record<string, unknown> | undefined,
  change: Exclude<CampaignChange, { kind: 'duplicate' }>,
  author: ChangeAuthor,
  answer: NetworkAnswer | undefined,
): CampaignChangeResult {
  const state = data ? toCampaignState(data) : null;
  if (!data || !state) return { id: ref.id, outcome: 'refused', reason: 'notFound' };
  const at = Timestamp.fromDate(author.at);
  const outcome = applyChange(state, change, author);
  if (outcome.outcome === 'refused') return { id: ref.id, outcome: 'refused', reason: outcome.reason };
  if (outcome.outcome === 'unchanged') return { id: ref.id, outcome: 'unchanged' };
  const answered = answeredChange(ref.id, campaignOnNetwork(data) !== null, answer);
  if (answered.write === 'nothing') return answered.result;
  const { network } = answered;
  for (const entry of outcome.history) {
    transaction.create(
      historyRef(ref),
      storedHistoryEntry(network ? { ...entry, network } : entry, Timestamp.fromDate),
    );
  }
  if (answered.refusal) return answered.refusal;
  const patch: Record<string, unknown> = { ...outcome.patch, updatedAt: at };
  // A map field given to `update` is replaced whole: the old name's prefixes go.
  if (outcome.patch.name !== undefined) patch.namePrefixes = namePrefixes(outcome.patch.name);
  transaction.update(ref, patch);
  return { id: ref.id, outcome: 'applied' };
}

/** The synced campaigns among `snapshots`, with their state, as the network is asked about them. */
function syncedAmong(snapshots: readonly DocumentSnapshot[]) {
  return snapshots.flatMap((snapshot) => {
    const onNetwork = campaignOnNetwork(snapshot.data());
    const state = onNetwork ? toCampaignState(snapshot.data()) : null;
    return onNetwork && state ? [{ id: snapshot.id, state, onNetwork }] : [];
  });
}

/**
 * `updateCampaigns({ ids, change })` (docs/product-rules.md §10.1): applies one change — pause, resume,
 * archive, restore, a budget, a name, or a copy — to up to 500 of the caller's campaigns. Each campaign
 * changes with its history entries in the same transaction; an id that is not the caller's campaign is
 * answered `notFound` (the path is the ownership check), a change the rules refuse is answered with its
 * reason, and the others still apply. A synced campaign's change goes to its network first and applies
 * only once accepted (`networkChanges.ts`; refusals `networkRefused` with `networkMessage`,
 * `networkUnavailable`, `networkReconnect`, `notOnNetwork`).
 * @returns one result per distinct id, in the order asked.
 * @throws HttpsError `unauthenticated`, `failed-precondition` (e-mail not verified), `permission-denied`
 *   (no active subscription including campaigns; for a copy, one including campaign creation),
 *   `invalid-argument` (payload: ids, change), `deadline-exceeded` (the time budget ran out between
 *   transactions: `details.results` holds the campaigns already changed).
 */
export async function updateCampaignsHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
  budget = new TimeBudget(BULK_TIMEOUT_SECONDS),
): Promise<UpdateCampaignsResponse> {
  requireVerifiedUid(request);
  const { ids, change } = parsePayload(updateCampaignsPayloadSchema, request.data);
  const { uid: callerUid, accountId: uid } =
    change.kind === 'duplicate'
      ? await requireAccountAccess(request, 'createCampaign', 'Your plan does not include campaign creation.')
      : await requireAccountAccess(request, 'campaigns', 'Your plan does not include campaigns.');
  const db = getFirestore();
  const author = changeAuthor(request, callerUid, now);
  let copySuffix = COPY_SUFFIX['en-us'] ?? '';
  if (change.kind === 'duplicate') {
    const language = (await db.doc(`users/${callerUid}`).get()).get('language') as unknown;
    copySuffix = (typeof language === 'string' && COPY_SUFFIX[language]) || copySuffix;
  }
  const distinct = [...new Set(ids)];
  const results: CampaignChangeResult[] = [];
  const chunkSize = change.kind === 'duplicate' ? DUPLICATE_CHUNK : TRANSACTION_CHUNK;
  for (let start = 0; start < distinct.length; start += chunkSize) {
    budget.check({ results });
    const refs = distinct.slice(start, start + chunkSize).map((id) => db.doc(`users/${uid}/campaigns/${id}`));
    if (change.kind !== 'duplicate') {
      results.push(...(await changeChunk(uid, refs, change, author)));
      continue;
    }
    const chunk = await db.runTransaction(async (transaction) => {
      const snapshots = await transaction.getAll(...refs);
      const writes = await Promise.all(
        snapshots.map((snapshot) =>
          duplicateOne(transaction, snapshot.ref, snapshot.data(), author, copySuffix),
        ),
      );
      return writes.map((write) => write());
    });
    results.push(...chunk);
  }
  return { results };
}

/**
 * Applies a status, budget or name change to up to `TRANSACTION_CHUNK` of `uid`'s campaigns in one
 * transaction, synced ones sent to their network first, outside it (`networkChanges.ts`).
 * @returns one result per ref, in order.
 */
export async function changeChunk(
  uid: string,
  refs: readonly DocumentReference[],
  change: Exclude<CampaignChange, { kind: 'duplicate' }>,
  author: ChangeAuthor,
): Promise<CampaignChangeResult[]> {
  if (refs.length === 0) return [];
  const db = getFirestore();
  const answers = await sendToNetworks(uid, syncedAmong(await db.getAll(...refs)), change, author);
  return db.runTransaction(async (transaction) => {
    const snapshots = await transaction.getAll(...refs);
    return snapshots.map((snapshot) =>
      changeOne(transaction, snapshot.ref, snapshot.data(), change, author, answers.get(snapshot.id)),
    );
  });
}
