import { METRIC_TUPLE_FIELDS, ZERO_TOTALS, type MetricTotals } from './metrics';

/**
 * The delivery totals a campaign document carries for each range of the campaigns list
 * (docs/product-rules.md §10.1, docs/architecture.md "The campaigns list reads maintained totals"):
 * `metrics.<range>.<field>`, maintained by the metrics pipeline from the daily rollups, so that a page
 * of the list reads one document a row whatever the range, sorts by spend or results with an index,
 * and totals the filtered set with aggregation queries.
 */

/** The ranges the list offers, each maintained on every campaign ("lifetime" = since it started). */
export const CAMPAIGN_METRIC_RANGES = [
  'today',
  'yesterday',
  'last7',
  'last30',
  'thisMonth',
  'lastMonth',
  'lifetime',
] as const;
/** A range of the campaigns list. */
export type CampaignMetricRange = (typeof CAMPAIGN_METRIC_RANGES)[number];

/** The fields of a totals map, as stored (the additive counts of `MetricTotals`, in tuple order). */
export const TOTALS_FIELDS = METRIC_TUPLE_FIELDS satisfies readonly (keyof MetricTotals)[];

/** `metrics` as a campaign document stores it: one totals map per range. */
export type CampaignMetrics = Readonly<Record<CampaignMetricRange, MetricTotals>>;

/** The `metrics` of a campaign that has not delivered: every range zero (so every sort includes it). */
export function zeroMetrics(): CampaignMetrics {
  return Object.fromEntries(CAMPAIGN_METRIC_RANGES.map((range) => [range, { ...ZERO_TOTALS }])) as Record<
    CampaignMetricRange,
    MetricTotals
  >;
}

/** The document field a list sorts or sums by, e.g. `metrics.last7.spendMinor`. */
export function metricFieldPath(range: CampaignMetricRange, field: (typeof TOTALS_FIELDS)[number]): string {
  return `metrics.${range}.${field}`;
}

/**
 * The ISO date (`YYYY-MM-DD`, UTC) of `time` (ms since the epoch): the day as the maintained totals
 * count days.
 */
export function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
