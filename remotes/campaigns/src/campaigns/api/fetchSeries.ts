import { firestore } from 'shared-auth';
import {
  addTotals,
  DAILY_SERIES_COLLECTION,
  seriesTotals,
  seriesYears,
  ZERO_TOTALS,
  type MetricTotals,
  type StoredCampaignSeries,
} from '@adplatform/delivery-metrics';
import type { DateSpan } from '@adplatform/delivery-metrics';

/**
 * Reads of campaigns' yearly delivery series (docs/architecture.md "The campaigns list reads
 * maintained totals"): the opened campaign's chart, and the rows and totals of a custom range.
 */

/** The campaign's yearly delivery series for `years` (one document a year; missing years are absent). */
export async function fetchSeries(
  uid: string,
  campaignId: string,
  years: readonly number[],
): Promise<StoredCampaignSeries[]> {
  const { db, sdk } = await firestore();
  const snapshots = await Promise.all(
    years.map((year) =>
      sdk.getDoc(sdk.doc(db, 'users', uid, 'campaigns', campaignId, DAILY_SERIES_COLLECTION, String(year))),
    ),
  );
  return snapshots.flatMap((snapshot) => {
    const data = snapshot.data() as Partial<StoredCampaignSeries> | undefined;
    return data && typeof data.year === 'number' && typeof data.days === 'object' && data.days !== null
      ? [{ year: data.year, currency: String(data.currency ?? 'USD'), days: data.days }]
      : [];
  });
}

/**
 * Each campaign's totals over a custom range, from its series: one document per calendar year the
 * range touches (one or two), read in parallel. A campaign without delivery in range totals zero.
 * @returns totals keyed by campaign id
 * @throws FirebaseError `permission-denied` when the plan or subscription does not allow campaigns.
 */
export async function fetchSpanTotals(
  uid: string,
  campaignIds: readonly string[],
  span: DateSpan,
): Promise<Map<string, MetricTotals>> {
  const years = seriesYears(span.from, span.to);
  const entries = await Promise.all(
    campaignIds.map(
      async (id) => [id, seriesTotals(await fetchSeries(uid, id, years), span.from, span.to)] as const,
    ),
  );
  return new Map(entries);
}

/** The sum of totals (the totals row of a custom range). */
export function sumTotals(all: Iterable<MetricTotals>): MetricTotals {
  let sum = ZERO_TOTALS;
  for (const totals of all) sum = addTotals(sum, totals);
  return sum;
}
