import type { DailyRollup } from './dailyRollup';
import { addTotals, fromTuple, ZERO_TOTALS, type MetricTotals } from './metrics';

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

/** The fields of a totals map, as stored (the additive counts of `MetricTotals`). */
export const TOTALS_FIELDS = [
  'impressions',
  'reach',
  'clicks',
  'spendMinor',
  'conversions',
  'revenueMinor',
] as const satisfies readonly (keyof MetricTotals)[];

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

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The inclusive days of a range on `today` (ISO date), as the ad platforms count them: "last N days"
 * are the N complete days before today; "this month" runs to today.
 * @returns null for `lifetime` (every day).
 */
export function metricRangeDays(
  range: CampaignMetricRange,
  today: string,
): { readonly from: string; readonly to: string } | null {
  const day = Date.parse(`${today}T00:00:00Z`);
  const DAY = 24 * 60 * 60 * 1000;
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (range) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: isoDay(day - DAY), to: isoDay(day - DAY) };
    case 'last7':
      return { from: isoDay(day - 7 * DAY), to: isoDay(day - DAY) };
    case 'last30':
      return { from: isoDay(day - 30 * DAY), to: isoDay(day - DAY) };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'lastMonth':
      return {
        from: isoDay(Date.UTC(year, month - 2, 1)),
        to: isoDay(Date.UTC(year, month - 1, 0)),
      };
    case 'lifetime':
      return null;
  }
}

/**
 * Every campaign's `metrics` computed from an advertiser's daily rollups on `today` (what the
 * metrics pipeline maintains): keyed by campaign id; campaigns absent from every rollup are absent.
 */
export function campaignMetricsFromRollups(
  rollups: readonly DailyRollup[],
  today: string,
): Map<string, CampaignMetrics> {
  const spans = CAMPAIGN_METRIC_RANGES.map((range) => [range, metricRangeDays(range, today)] as const);
  const byCampaign = new Map<string, Record<CampaignMetricRange, MetricTotals>>();
  for (const rollup of rollups) {
    for (const [id, day] of Object.entries(rollup.campaigns)) {
      let metrics = byCampaign.get(id);
      if (!metrics) {
        metrics = zeroMetrics() as Record<CampaignMetricRange, MetricTotals>;
        byCampaign.set(id, metrics);
      }
      const totals = fromTuple(day.total);
      for (const [range, span] of spans) {
        if (span === null || (rollup.date >= span.from && rollup.date <= span.to)) {
          metrics[range] = addTotals(metrics[range], totals);
        }
      }
    }
  }
  return byCampaign;
}
