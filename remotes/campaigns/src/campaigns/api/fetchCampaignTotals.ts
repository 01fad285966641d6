import { firestore } from 'shared-auth';
import { metricFieldPath, TOTALS_FIELDS, type MetricTotals } from '@adplatform/delivery-metrics';
import { campaignFilters, type UserCampaignQuery } from './fetchCampaignPage';

/**
 * The totals row: the sum of each count of the query's range over every campaign matching its
 * filters, from two aggregation queries (Firestore allows five sums a query), one read per 1,000
 * index entries each, never a read of the campaigns (docs/architecture.md "The campaigns list reads maintained totals").
 * @throws FirebaseError `permission-denied` when the rules refuse.
 */
export async function fetchCampaignTotals(query: UserCampaignQuery): Promise<MetricTotals> {
  const { db, sdk } = await firestore();
  const filtered = sdk.query(
    sdk.collection(db, 'users', query.uid, 'campaigns'),
    ...campaignFilters(sdk, query),
  );
  const sums = (fields: readonly (typeof TOTALS_FIELDS)[number][]) =>
    sdk.getAggregate(
      filtered,
      Object.fromEntries(fields.map((field) => [field, sdk.sum(metricFieldPath(query.range, field))])),
    );
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
