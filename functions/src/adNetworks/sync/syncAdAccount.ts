/**
 * Bringing one ad account in (docs/product-rules.md §10.10 "Sync in",
 * docs/decisions/0032-ad-network-sync.md): its campaigns into the campaign documents and their ad sets
 * and ads beneath them, its daily delivery with the audience breakdowns and the ad sets' and ads'
 * shares into the daily rollups, and from those the maintained totals of each and the campaigns'
 * yearly series, the same documents the sections read for a campaign made here.
 *
 * Incremental: objects changed since the last pass (every one once a day, as schedules move
 * statuses), delivery from the last synced day less the attribution window the network may still
 * revise. Nothing is written that is already stored. Resumable: the position (a page of campaigns, a
 * window of days) is kept after each step, and a sync stopped by a rate limit, the network's usage or
 * its deadline starts again from there.
 */
import { FieldPath, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import {
  addDays,
  AdNetworkError,
  dayIn,
  type AdNetwork,
  type AdNetworkConnector,
  type NetworkAd,
  type NetworkAdAccount,
  type NetworkAdSet,
  type NetworkCampaign,
  type NetworkPage,
} from '@adplatform/ad-networks';
import type { DeliveryItemLevel } from '@adplatform/campaign-model';
import {
  campaignMetricsFromRollups,
  campaignSeriesFromRollups,
  deliveryItemMetricsFromRollups,
  DAILY_METRICS_COLLECTION,
  DAILY_SERIES_COLLECTION,
  decodeMetricTuple,
  encodeDailyRollup,
  METRIC_TUPLE_PATTERN,
  REPORT_DIMENSIONS,
  zeroMetrics,
  type CampaignDay,
  type DailyRollup,
} from '@adplatform/delivery-metrics';
import { DeliveryDays } from './deliveryDays';
import {
  changedFields,
  newSyncedFields,
  sameValue,
  syncedCampaignFields,
  syncedCampaignId,
} from './syncedCampaign';
import { syncedAdFields, syncedAdSetFields } from './syncedItems';

/** The days of delivery the product keeps, and a first sync reads (docs/product-rules.md §10.1). */
export const SYNC_DELIVERY_DAYS = 365;
/** The days before the last synced one read again on every sync: the networks' attribution window. */
export const ATTRIBUTION_DAYS = 28;
/** The days of delivery read and written in one step. */
export const DELIVERY_WINDOW_DAYS = 31;
/** The network's usage (percent of its rate limit) at which a sync stops and resumes later. */
export const USAGE_PAUSE_PERCENT = 80;
/** How long a sync stopped by the network's usage waits, in ms. */
export const USAGE_PAUSE_MS = 10 * 60_000;
/** How many times a transient failure of the network is retried, and the first wait in ms (doubled each time). */
const TRANSIENT_RETRIES = 3;
const TRANSIENT_BACKOFF_MS = 500;
/** The size a day's rollup may reach with breakdowns, in bytes of JSON: under Firestore's 1 MiB a document. */
export const ROLLUP_BYTES_MAX = 900_000;
/** The most bytes of JSON written in one commit (the emulator accepts requests of 4 MiB, Firestore 10 MiB). */
const WRITE_BYTES_MAX = 2_000_000;
/** Campaigns whose totals one query of the rollups reads (a field mask of as many paths). */
const TOTALS_PER_QUERY = 200;
/** Documents read in one `getAll`. */
const READ_BATCH = 300;

/** The passes over the account's objects, in order: an ad set is written under its campaign, an ad under its ad set's. */
const OBJECT_PASSES = ['campaigns', 'adSets', 'ads'] as const;
type ObjectPass = (typeof OBJECT_PASSES)[number];

/** The subcollection of a campaign an ad set or ad is kept in. */
const ITEM_COLLECTIONS: Readonly<Record<DeliveryItemLevel, string>> = { adSet: 'adSets', ad: 'ads' };

/** Where a sync left off. */
type SyncPosition =
  | { readonly phase: ObjectPass; readonly next: string | null; readonly startedAt: string }
  | { readonly phase: 'delivery'; readonly from: string; readonly changed: readonly string[] };

/** The sync's own record of an ad account, `adNetworkSyncs/{accountId}_{network}_{adAccountId}`. */
interface SyncState {
  /** When the last complete campaigns pass started (ISO 8601): the next reads what changed since. */
  readonly campaignsChangedSince: string | null;
  /** The last day whose delivery was synced (the account's days). */
  readonly deliveredThrough: string | null;
  /** The day the campaigns' totals were last computed on: a new day moves every range. */
  readonly totalsDay: string | null;
  readonly position: SyncPosition | null;
  /** Not before this instant (ISO 8601) may the sync go on: a rate limit or the network's usage. */
  readonly resumeAfter: string | null;
}

/** What one run of a sync did. */
export type SyncOutcome =
  | { readonly kind: 'synced' }
  | {
      readonly kind: 'paused';
      readonly reason: 'rateLimited' | 'usage' | 'deadline';
      readonly resumeAfter: Date;
    }
  | { readonly kind: 'reconnect'; readonly problem: 'tokenExpired' | 'permissionRevoked' };

/** What a run cost: calls to the network and documents written. */
export interface SyncCounts {
  calls: number;
  writes: number;
  campaigns: number;
  /** Ad sets and ads listed. */
  items: number;
}

/** What `syncAdAccount` needs. */
export interface SyncTarget {
  readonly db: Firestore;
  /** The product account (its subscriber's uid) the ad account comes into. */
  readonly accountId: string;
  readonly network: AdNetwork;
  readonly adAccount: NetworkAdAccount;
  readonly connector: AdNetworkConnector;
  readonly now: Date;
  /** When the run must stop and keep its position (ms since the epoch); none: run to the end. */
  readonly deadline?: number;
  /** Waits between retries (tests pass a quick one). */
  readonly sleep?: (ms: number) => Promise<void>;
}

/** Why a run stops before the end (kept, then reported as an outcome). */
class SyncStop extends Error {
  constructor(readonly outcome: Exclude<SyncOutcome, { kind: 'synced' }>) {
    super(outcome.kind);
  }
}

/** The sync state's document. */
export const syncStateRef = (db: Firestore, accountId: string, network: AdNetwork, adAccountId: string) =>
  db.doc(`adNetworkSyncs/${accountId}_${network}_${adAccountId}`);

function readState(data: Readonly<Record<string, unknown>> | undefined): SyncState {
  return {
    campaignsChangedSince:
      typeof data?.campaignsChangedSince === 'string' ? data.campaignsChangedSince : null,
    deliveredThrough: typeof data?.deliveredThrough === 'string' ? data.deliveredThrough : null,
    totalsDay: typeof data?.totalsDay === 'string' ? data.totalsDay : null,
    position: (data?.position as SyncPosition | null | undefined) ?? null,
    resumeAfter: typeof data?.resumeAfter === 'string' ? data.resumeAfter : null,
  };
}

/**
 * Runs (or resumes) the sync of one ad account until it is done, stopped, or past its deadline.
 * @returns what the run came to, and what it cost.
 * @throws AdNetworkError `refused` or `transient` (after retries) from the network; Firestore errors.
 */
export async function syncAdAccount(
  target: SyncTarget,
): Promise<{ outcome: SyncOutcome; counts: SyncCounts }> {
  const { db, accountId, network, adAccount, connector, now } = target;
  const sleep = target.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const counts: SyncCounts = { calls: 0, writes: 0, campaigns: 0, items: 0 };
  const stateRef = syncStateRef(db, accountId, network, adAccount.id);
  let state = readState((await stateRef.get()).data());
  const today = dayIn(adAccount.timeZone, now);
  const campaigns = db.collection(`users/${accountId}/campaigns`);
  const idOf = (networkCampaignId: string) => syncedCampaignId(network, networkCampaignId);

  const keep = async (next: Partial<SyncState>): Promise<void> => {
    state = { ...state, ...next };
    const fields = { ...state, accountId, network, adAccountId: adAccount.id, keptAt: Timestamp.now() };
    // Only the sync's own fields: the runner's lease and last sync stay as they are.
    await stateRef.set(fields, { mergeFields: Object.keys(fields) });
  };

  /** One call to the network: transient failures retried with backoff; stops on limits and lost access. */
  const call = async <T>(read: () => Promise<NetworkPage<T>>): Promise<NetworkPage<T>> => {
    for (let attempt = 0; ; attempt += 1) {
      if (target.deadline !== undefined && Date.now() >= target.deadline) {
        throw new SyncStop({ kind: 'paused', reason: 'deadline', resumeAfter: new Date() });
      }
      try {
        counts.calls += 1;
        return await read();
      } catch (error) {
        if (!(error instanceof AdNetworkError)) throw error;
        if (error.kind === 'transient' && attempt < TRANSIENT_RETRIES) {
          await sleep(TRANSIENT_BACKOFF_MS * 2 ** attempt);
          continue;
        }
        if (error.kind === 'rateLimited') {
          const wait = error.details.retryAfterMs ?? USAGE_PAUSE_MS;
          throw new SyncStop({
            kind: 'paused',
            reason: 'rateLimited',
            resumeAfter: new Date(Date.now() + wait),
          });
        }
        if (error.kind === 'tokenExpired' || error.kind === 'permissionRevoked') {
          throw new SyncStop({ kind: 'reconnect', problem: error.kind });
        }
        throw error;
      }
    }
  };
  /** Stops after a page that used most of the network's limit: the page is kept, the rest waits. */
  const pace = (page: NetworkPage<unknown>): void => {
    if ((page.usagePercent ?? 0) >= USAGE_PAUSE_PERCENT) {
      throw new SyncStop({
        kind: 'paused',
        reason: 'usage',
        resumeAfter: new Date(Date.now() + USAGE_PAUSE_MS),
      });
    }
  };

  try {
    // 1. Campaigns, then ad sets, then ads: what changed since the last complete pass; all on a new day.
    if (!state.position || state.position.phase !== 'delivery') {
      const position =
        state.position ?? ({ phase: 'campaigns', next: null, startedAt: now.toISOString() } as const);
      const changedSince = state.totalsDay === today ? (state.campaignsChangedSince ?? undefined) : undefined;
      for (let pass = OBJECT_PASSES.indexOf(position.phase); pass < OBJECT_PASSES.length; pass += 1) {
        const phase = OBJECT_PASSES[pass]!;
        let next = phase === position.phase ? position.next : null;
        do {
          const after = next ?? undefined;
          if (phase === 'campaigns') {
            const page = await call(() => connector.listCampaigns(adAccount.id, changedSince, after));
            await writeCampaigns(page.items);
            next = await passed(page, phase, pass, position.startedAt);
          } else if (phase === 'adSets') {
            const page = await call(() => connector.listAdSets(adAccount.id, changedSince, after));
            await writeItems('adSet', page.items);
            next = await passed(page, phase, pass, position.startedAt);
          } else {
            const page = await call(() => connector.listAds(adAccount.id, changedSince, after));
            await writeItems('ad', page.items);
            next = await passed(page, phase, pass, position.startedAt);
          }
        } while (next);
      }
    }

    // 2. Delivery, a window of days at a time, from where the position says.
    let position = state.position as Extract<SyncPosition, { phase: 'delivery' }>;
    const changed = new Set(position.changed);
    for (let from = position.from; from <= today; from = addDays(from, DELIVERY_WINDOW_DAYS)) {
      const until = [addDays(from, DELIVERY_WINDOW_DAYS - 1), today].sort()[0]!;
      const days = new DeliveryDays(idOf);
      for (const dimension of ['total', ...REPORT_DIMENSIONS, 'adSet', 'ad'] as const) {
        let next: string | null = null;
        do {
          const page = await call(() =>
            connector.listDelivery(adAccount.id, { since: from, until }, dimension, next ?? undefined),
          );
          for (const row of page.items) days.add(row);
          next = page.next;
          if (next) pace(page);
        } while (next);
      }
      for (const id of await writeDays(days)) changed.add(id);
      position = { phase: 'delivery', from: addDays(until, 1), changed: [...changed] };
      await keep({ position });
    }

    // 3. The campaigns' totals and series, when a day changed or the day moved on.
    if (changed.size > 0 || state.totalsDay !== today) await writeTotals(changed);
    await keep({ position: null, deliveredThrough: today, totalsDay: today, resumeAfter: null });
    return { outcome: { kind: 'synced' }, counts };
  } catch (error) {
    if (!(error instanceof SyncStop)) throw error;
    const { outcome } = error;
    await keep({ resumeAfter: outcome.kind === 'paused' ? outcome.resumeAfter.toISOString() : null });
    return { outcome, counts };
  }

  /**
   * Keeps the position after a page of an object pass: the next page, the next pass, or, after the
   * last, delivery. Stops when the page used most of the network's limit.
   * @returns the next page's position in this pass, or null when the pass is over.
   */
  async function passed(
    page: NetworkPage<unknown>,
    phase: ObjectPass,
    pass: number,
    startedAt: string,
  ): Promise<string | null> {
    const following = OBJECT_PASSES[pass + 1];
    await keep({
      position: page.next
        ? { phase, next: page.next, startedAt }
        : following
          ? { phase: following, next: null, startedAt }
          : startDelivery(startedAt),
    });
    pace(page);
    return page.next;
  }

  /** The position after the complete object passes: delivery from the first day not yet certain. */
  function startDelivery(startedAt: string): SyncPosition {
    state = { ...state, campaignsChangedSince: startedAt };
    const earliest = addDays(today, 1 - SYNC_DELIVERY_DAYS);
    const from = state.deliveredThrough ? addDays(state.deliveredThrough, -ATTRIBUTION_DAYS) : earliest;
    return { phase: 'delivery', from: from < earliest ? earliest : from, changed: [] };
  }

  /**
   * Writes the documents at `refs` that are new or differ from what the network holds, a read batch at
   * a time: new ones whole, known ones only in the fields that differ.
   * @param fieldsOf what the sync keeps of the document at an index, given the stored data (null: skip).
   */
  async function writeSynced(
    refs: readonly DocumentReference[],
    fieldsOf: (index: number, stored: Record<string, unknown> | undefined) => Record<string, unknown> | null,
  ): Promise<void> {
    for (let first = 0; first < refs.length; first += READ_BATCH) {
      const chunk = refs.slice(first, first + READ_BATCH);
      const stored = await db.getAll(...chunk);
      const batch = db.batch();
      let writes = 0;
      chunk.forEach((ref, index) => {
        const data = stored[index]!.data();
        const fields = fieldsOf(first + index, data);
        if (!fields) return;
        if (!data) {
          batch.set(ref, { ...fields, ...newSyncedFields(now) });
          writes += 1;
          return;
        }
        const difference = changedFields(data, fields);
        if (Object.keys(difference).length === 0) return;
        // Each changed field is replaced whole: a map (a renamed campaign's name prefixes) keeps no
        // stale keys, as `merge: true` would.
        const update = { ...difference, updatedAt: Timestamp.fromDate(now) };
        batch.set(ref, update, { mergeFields: Object.keys(update) });
        writes += 1;
      });
      if (writes === 0) continue;
      await batch.commit();
      counts.writes += writes;
    }
  }

  /** Writes a page of the network's campaigns. */
  async function writeCampaigns(items: readonly NetworkCampaign[]): Promise<void> {
    counts.campaigns += items.length;
    await writeSynced(
      items.map((campaign) => campaigns.doc(idOf(campaign.id))),
      (index, stored) => {
        const campaign = items[index]!;
        const source = { network, adAccountId: adAccount.id, campaignId: campaign.id };
        return syncedCampaignFields(campaign, source, adAccount.currency, stored);
      },
    );
  }

  /**
   * Writes a page of the network's ad sets or ads under their synced campaigns. One whose campaign the
   * product does not hold (the network listed it between the passes) waits for the next sync.
   */
  async function writeItems(
    level: DeliveryItemLevel,
    items: readonly (NetworkAdSet | NetworkAd)[],
  ): Promise<void> {
    counts.items += items.length;
    const parentIds = [...new Set(items.map((item) => idOf(item.campaignId)))];
    const starts = new Map<string, Timestamp>();
    for (let first = 0; first < parentIds.length; first += READ_BATCH) {
      const parents = await db.getAll(
        ...parentIds.slice(first, first + READ_BATCH).map((id) => campaigns.doc(id)),
      );
      for (const parent of parents) {
        if (parent.exists) starts.set(parent.id, parent.get('startDate') as Timestamp);
      }
    }
    await writeSynced(
      items.map((item) =>
        campaigns.doc(idOf(item.campaignId)).collection(ITEM_COLLECTIONS[level]).doc(idOf(item.id)),
      ),
      (index) => {
        const item = items[index]!;
        const campaignStart = starts.get(idOf(item.campaignId));
        if (!campaignStart) return null;
        const source = { network, adAccountId: adAccount.id, itemId: item.id };
        return 'adSetId' in item
          ? syncedAdFields(item, source, idOf(item.adSetId))
          : syncedAdSetFields(item, source, campaignStart);
      },
    );
  }

  /**
   * Merges a window's days into the rollups: each campaign's entry of a day is replaced where it
   * differs from the stored one; other campaigns of the day are untouched.
   * @returns the ids of the campaigns whose delivery changed.
   */
  async function writeDays(days: DeliveryDays): Promise<string[]> {
    const entries = days.entries();
    const changedIds = new Set<string>();
    let batch = db.batch();
    let batchBytes = 0;
    for (let first = 0; first < entries.length; first += READ_BATCH) {
      const chunk = entries.slice(first, first + READ_BATCH);
      const refs = chunk.map(([date]) => db.doc(`users/${accountId}/${DAILY_METRICS_COLLECTION}/${date}`));
      const stored = await db.getAll(...refs);
      for (const [index, [date, dayCampaigns]] of chunk.entries()) {
        const storedCampaigns = (stored[index]!.get('campaigns') ?? {}) as Record<string, unknown>;
        const encode = (entries: Iterable<[string, CampaignDay]>) =>
          encodeDailyRollup({ date, currency: adAccount.currency, campaigns: Object.fromEntries(entries) })
            .campaigns;
        let encoded = encode(dayCampaigns);
        // A day too large for one document keeps this account's totals without their breakdowns.
        if (JSON.stringify({ ...storedCampaigns, ...encoded }).length > ROLLUP_BYTES_MAX) {
          encoded = encode(
            [...dayCampaigns].map(([id, day]) => [
              id,
              { name: day.name, total: day.total, country: {}, device: {} },
            ]),
          );
        }
        const differing = Object.keys(encoded).filter((id) => !sameValue(storedCampaigns[id], encoded[id]));
        if (differing.length === 0) continue;
        for (const id of differing) changedIds.add(id);
        const campaignsWritten = Object.fromEntries(differing.map((id) => [id, encoded[id]]));
        const bytes = JSON.stringify(campaignsWritten).length;
        // A commit is one request: it stays well under the request size the API accepts.
        if (batchBytes > 0 && batchBytes + bytes > WRITE_BYTES_MAX) {
          await batch.commit();
          batch = db.batch();
          batchBytes = 0;
        }
        batch.set(
          refs[index]!,
          { date, currency: adAccount.currency, campaigns: campaignsWritten },
          { mergeFields: ['date', 'currency', ...differing.map((id) => new FieldPath('campaigns', id))] },
        );
        batchBytes += bytes;
        counts.writes += 1;
      }
    }
    if (batchBytes > 0) await batch.commit();
    return [...changedIds];
  }

  /**
   * The maintained totals of the ad account's campaigns, ad sets and ads from a year of rollups,
   * written where they differ, and the yearly series of the campaigns whose delivery changed. An ad set
   * or ad with no delivery in the year keeps the totals it has (none, when synced without delivery).
   */
  async function writeTotals(changedIds: ReadonlySet<string>): Promise<void> {
    const accountCampaigns = await campaigns
      .where('source.network', '==', network)
      .where('source.adAccountId', '==', adAccount.id)
      .get();
    // Each rollup read for these campaigns' totals and shares alone: a day holds every breakdown.
    const byDate = new Map<string, Record<string, CampaignDay>>();
    const ids = accountCampaigns.docs.map((doc) => doc.id);
    const decoded = (value: unknown) =>
      Object.fromEntries(
        Object.entries((value ?? {}) as Record<string, unknown>).flatMap(([key, tuple]) =>
          typeof tuple === 'string' && METRIC_TUPLE_PATTERN.test(tuple)
            ? [[key, decodeMetricTuple(tuple)]]
            : [],
        ),
      );
    for (let first = 0; first < ids.length; first += TOTALS_PER_QUERY) {
      const chunk = ids.slice(first, first + TOTALS_PER_QUERY);
      const rollups = await db
        .collection(`users/${accountId}/${DAILY_METRICS_COLLECTION}`)
        .where(FieldPath.documentId(), '>=', addDays(today, -SYNC_DELIVERY_DAYS))
        .select(
          ...chunk.flatMap((id) =>
            ['total', 'adSet', 'ad'].map((field) => new FieldPath('campaigns', id, field)),
          ),
        )
        .get();
      for (const doc of rollups.docs) {
        const day = byDate.get(doc.id) ?? {};
        byDate.set(doc.id, day);
        for (const id of chunk) {
          const total = doc.get(new FieldPath('campaigns', id, 'total')) as unknown;
          if (typeof total !== 'string' || !METRIC_TUPLE_PATTERN.test(total)) continue;
          day[id] = {
            name: '',
            total: decodeMetricTuple(total),
            country: {},
            device: {},
            adSet: decoded(doc.get(new FieldPath('campaigns', id, 'adSet'))),
            ad: decoded(doc.get(new FieldPath('campaigns', id, 'ad'))),
          };
        }
      }
    }
    const theirs: DailyRollup[] = [...byDate].map(([date, dayCampaigns]) => ({
      date,
      currency: adAccount.currency,
      campaigns: dayCampaigns,
    }));
    const metrics = campaignMetricsFromRollups(theirs, today);
    const series = campaignSeriesFromRollups(theirs);
    const writer = db.bulkWriter();
    const failures: unknown[] = [];
    const put = (ref: DocumentReference, data: Record<string, unknown>, merge: boolean) => {
      writer.set(ref, data, { merge }).catch((error: unknown) => failures.push(error));
      counts.writes += 1;
    };
    for (const doc of accountCampaigns.docs) {
      const next = metrics.get(doc.id) ?? zeroMetrics();
      if (!sameValue(doc.get('metrics'), next)) put(doc.ref, { metrics: next }, true);
      if (!changedIds.has(doc.id)) continue;
      for (const [year, yearSeries] of series.get(doc.id) ?? []) {
        put(doc.ref.collection(DAILY_SERIES_COLLECTION).doc(String(year)), { ...yearSeries }, false);
      }
    }
    for (const level of ['adSet', 'ad'] as const) {
      // Each item's campaign, from the rollups that keyed it beneath that campaign.
      const campaignOf = new Map<string, string>();
      for (const rollup of theirs) {
        for (const [campaignId, day] of Object.entries(rollup.campaigns)) {
          for (const itemId of Object.keys(day[level] ?? {})) campaignOf.set(itemId, campaignId);
        }
      }
      const itemMetrics = deliveryItemMetricsFromRollups(theirs, today, level);
      const itemIds = [...campaignOf.keys()];
      for (let first = 0; first < itemIds.length; first += READ_BATCH) {
        const refs = itemIds
          .slice(first, first + READ_BATCH)
          .map((id) => campaigns.doc(campaignOf.get(id)!).collection(ITEM_COLLECTIONS[level]).doc(id));
        for (const item of await db.getAll(...refs)) {
          const next = itemMetrics.get(item.id);
          if (item.exists && next && !sameValue(item.get('metrics'), next))
            put(item.ref, { metrics: next }, true);
        }
      }
    }
    await writer.close();
    if (failures.length > 0) throw failures[0];
  }
}
