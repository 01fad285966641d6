import {
  Timestamp,
  type BulkWriter,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import {
  campaignMetricsFromRollups,
  campaignSeriesFromRollups,
  DAILY_METRICS_COLLECTION,
  DAILY_PAIR_METRICS_COLLECTION,
  DAILY_SERIES_COLLECTION,
  deliveryItemMetricsFromRollups,
  encodeDailyPairRollup,
  encodeDailyRollup,
  zeroMetrics,
  type DailyRollup,
} from '@adplatform/delivery-metrics';
import { demoAdSets, type SeedAdSet } from './adSets';
import type { SeedCampaign } from './campaigns';
import { demoDailyRollups } from './dailyMetrics';
import { demoPairRollups } from './pairMetrics';

/** Who owns the campaigns a seed writes. */
export interface SeedOwner {
  readonly uid: string;
  readonly email: string;
  readonly displayName: string;
}

/** A seeded campaign with its document id and its ad sets. */
export type WrittenCampaign = SeedCampaign & { readonly id: string; readonly adSets: readonly SeedAdSet[] };

const stamp = (date: Date): Timestamp => Timestamp.fromDate(date);

/** Campaigns written per pass: a large account is streamed, never held as one year of campaign-days. */
const CAMPAIGNS_PER_PASS = 500;

/**
 * Writes an advertiser's campaigns as the product keeps them (docs/product-rules.md §10.1,
 * docs/architecture.md "The campaigns list reads maintained totals"): each campaign with its ad sets
 * and ads and their maintained totals, its yearly delivery series, a history entry for each pause, and
 * the account's daily rollups (a year, broken down to ad sets and ads) and their pair rollups. With
 * `detail: 'totals'` (a large account) the campaigns have no ad sets and the rollups no breakdowns.
 * Campaigns go in passes of 500, each pass merged into the day's rollup, so memory stays flat whatever
 * the account's size.
 * @returns the campaigns with their ids, and the number of daily rollups written
 */
export async function writeCampaigns(
  db: Firestore,
  writer: BulkWriter,
  owner: SeedOwner,
  campaigns: readonly SeedCampaign[],
  now: Date,
  { detail = 'full' }: { readonly detail?: 'full' | 'totals' } = {},
): Promise<{ campaigns: WrittenCampaign[]; rollupDays: number }> {
  // A write that fails for good fails the seed (after the BulkWriter's own retries), never silently.
  const failures: unknown[] = [];
  const put = (ref: DocumentReference, data: DocumentData, merge = false): void => {
    writer.set(ref, data, { merge }).catch((error: unknown) => failures.push(error));
  };
  const collection = db.collection(`users/${owner.uid}/campaigns`);
  const newId = (): string => collection.doc().id;
  const full = detail === 'full';
  const written = campaigns.map((campaign): WrittenCampaign => {
    const id = newId();
    return { ...campaign, id, adSets: full ? demoAdSets(owner.email, { ...campaign, id }, newId) : [] };
  });
  const rollupDays = new Set<string>();
  for (let first = 0; first < written.length; first += CAMPAIGNS_PER_PASS) {
    const pass = written.slice(first, first + CAMPAIGNS_PER_PASS);
    const rollups = demoDailyRollups(owner.email, pass, now, {
      breakdowns: full,
      salt: first === 0 ? '' : `/${first}`,
    });
    writePass(collection, put, owner, pass, rollups, now);
    for (const rollup of rollups) {
      rollupDays.add(rollup.date);
      put(
        db.doc(`users/${owner.uid}/${DAILY_METRICS_COLLECTION}/${rollup.date}`),
        encodeDailyRollup(rollup),
        first > 0,
      );
    }
    for (const pair of demoPairRollups(rollups, pass)) {
      put(
        db.doc(`users/${owner.uid}/${DAILY_PAIR_METRICS_COLLECTION}/${pair.pair}/days/${pair.date}`),
        encodeDailyPairRollup(pair),
        first > 0,
      );
    }
    await writer.flush();
  }
  if (failures.length > 0)
    throw new Error(`${failures.length} writes failed, the first: ${String(failures[0])}`);
  return { campaigns: written, rollupDays: rollupDays.size };
}

/** Queues one pass of campaigns: each with its ad sets, ads, totals, series and pause history. */
function writePass(
  collection: CollectionReference,
  put: (ref: DocumentReference, data: DocumentData) => void,
  owner: SeedOwner,
  written: readonly WrittenCampaign[],
  rollups: readonly DailyRollup[],
  now: Date,
): void {
  const today = now.toISOString().slice(0, 10);
  const metrics = campaignMetricsFromRollups(rollups, today);
  const adSetMetrics = deliveryItemMetricsFromRollups(rollups, today, 'adSet');
  const adMetrics = deliveryItemMetricsFromRollups(rollups, today, 'ad');
  const series = campaignSeriesFromRollups(rollups);
  for (const { id, pausedAt, adSets, ...campaign } of written) {
    const ref = collection.doc(id);
    put(ref, {
      ...campaign,
      budgetLevel: adSets.some((adSet) => adSet.budgetMinor !== null) ? 'adSet' : 'campaign',
      startDate: stamp(campaign.startDate),
      endDate: campaign.endDate ? stamp(campaign.endDate) : null,
      metrics: metrics.get(id) ?? zeroMetrics(),
      createdAt: stamp(campaign.createdAt),
      updatedAt: stamp(pausedAt ?? campaign.updatedAt),
    });
    for (const { id: adSetId, weight: _adSetWeight, ads, ...adSet } of adSets) {
      put(ref.collection('adSets').doc(adSetId), {
        ...adSet,
        startDate: stamp(adSet.startDate),
        endDate: adSet.endDate ? stamp(adSet.endDate) : null,
        metrics: adSetMetrics.get(adSetId) ?? zeroMetrics(),
        createdAt: stamp(campaign.createdAt),
        updatedAt: stamp(campaign.createdAt),
      });
      for (const { id: adId, weight: _adWeight, ...ad } of ads) {
        put(ref.collection('ads').doc(adId), {
          ...ad,
          metrics: adMetrics.get(adId) ?? zeroMetrics(),
          createdAt: stamp(campaign.createdAt),
          updatedAt: stamp(campaign.createdAt),
        });
      }
    }
    for (const [year, yearSeries] of series.get(id) ?? []) {
      put(ref.collection(DAILY_SERIES_COLLECTION).doc(String(year)), yearSeries);
    }
    // The pause is in the campaign's history, as if the advertiser had made it in the list.
    if (pausedAt) {
      put(ref.collection('history').doc(), {
        at: stamp(pausedAt),
        by: owner.uid,
        byName: owner.displayName,
        field: 'status',
        before: 'active',
        after: 'paused',
      });
    }
  }
}
