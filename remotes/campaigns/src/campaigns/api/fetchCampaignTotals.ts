import { firestore } from 'shared-auth';
import { metricFieldPath, TOTALS_FIELDS, type MetricTotals } from '@adplatform/delivery-metrics';
import { campaignFilters, type UserCampaignQuery } from './campaignFilters';
import { fetchMatchingIds } from './fetchMatchingIds';
import { fetchSpanTotals, sumTotals } from './fetchSeries';
import { everySearchMatch } from './searchMatches';
import { taskOfItsOwn } from './taskOfItsOwn';

/** The most campaigns a custom range's totals row sums (each read with its series). */
export const CUSTOM_TOTALS_MAX = 100;

/**
 * The totals row for the query's range: a preset's from aggregation queries, a custom range's from
 * the series of every matching campaign when at most `CUSTOM_TOTALS_MAX` match.
 * @returns the totals, or null when a custom range matches more campaigns than that
 * @throws FirebaseError `permission-denied` when the rules refuse.
 */
export async function fetchListTotals(query: UserCampaignQuery): Promise<MetricTotals | null> {
  if (!query.custom) return fetchCampaignTotals(query);
  const ids = await fetchMatchingIds(query, CUSTOM_TOTALS_MAX + 1);
  if (ids.length > CUSTOM_TOTALS_MAX) return null;
  return sumTotals((await fetchSpanTotals(query.uid, ids, query.custom)).values());
}

/**
 * The totals row: the sum of each count of the query's range over every campaign matching its
 * filters. A search's come from its matches when they are all read; otherwise two aggregation queries
 * (Firestore allows five sums a query), one read per 1,000 index entries each, never a read of the
 * campaigns (docs/architecture.md "The campaigns list reads maintained totals").
 * @throws FirebaseError `permission-denied` when the rules refuse.
 */
export async function fetchCampaignTotals(query: UserCampaignQuery): Promise<MetricTotals> {
  const matches = await everySearchMatch(query);
  if (matches) return sumTotals(matches.map((row) => row.metrics[query.range]));
  const { db, sdk } = await firestore();
  const filtered = sdk.query(
    sdk.collection(db, 'users', query.uid, 'campaigns'),
    ...campaignFilters(sdk, query, { ordered: false }),
  );
  const sums = async (fields: readonly (typeof TOTALS_FIELDS)[number][]) => {
    await taskOfItsOwn();
    return sdk.getAggregate(
      filtered,
      Object.fromEntries(fields.map((field) => [field, sdk.sum(metricFieldPath(query.range, field))])),
    );
  };
  const half = Math.ceil(TOTALS_FIELDS.length / 2);
  const [first, second] = await Promise.all([
    sums(TOTALS_FIELDS.slice(0, half)),
    sums(TOTALS_FIELDS.slice(half)),
  ]);
  const values: Record<string, unknown> = { ...first.data(), ...second.data() };
  return Object.fromEntries(
    TOTALS_FIELDS.map((field) => [field, typeof values[field] === 'number' ? values[field] : 0]),
  ) as unknown as MetricTotals;
}
