import {
  CAMPAIGN_METRIC_RANGES,
  isoDay,
  zeroMetrics,
  type CampaignMetricRange,
  type CampaignMetrics,
} from './campaignMetrics';
import type { DailyRollup } from './dailyRollup';
import type { MetricTuple } from './metrics';
import { addTotals, fromTuple, type MetricTotals } from './metrics';

/**
 * How the metrics pipeline computes the totals a campaign, ad set or ad carries for each range of the
 * campaigns list, from the daily rollups (docs/architecture.md "The campaigns list reads maintained totals").
 * A module apart from `campaignMetrics.ts`, which the list's first screen needs and this not.
 */

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

/** What a delivery item (campaign, ad set, ad) delivered on one day of a rollup, by its id. */
type DayEntries = (day: DailyRollup['campaigns'][string]) => Iterable<readonly [string, MetricTuple]>;

function metricsFromRollups(
  rollups: readonly DailyRollup[],
  today: string,
  entries: (rollup: DailyRollup) => Iterable<readonly [string, MetricTuple]>,
): Map<string, CampaignMetrics> {
  const spans = CAMPAIGN_METRIC_RANGES.map((range) => [range, metricRangeDays(range, today)] as const);
  const byId = new Map<string, Record<CampaignMetricRange, MetricTotals>>();
  for (const rollup of rollups) {
    for (const [id, tuple] of entries(rollup)) {
      let metrics = byId.get(id);
      if (!metrics) {
        metrics = zeroMetrics() as Record<CampaignMetricRange, MetricTotals>;
        byId.set(id, metrics);
      }
      const totals = fromTuple(tuple);
      for (const [range, span] of spans) {
        if (span === null || (rollup.date >= span.from && rollup.date <= span.to)) {
          metrics[range] = addTotals(metrics[range], totals);
        }
      }
    }
  }
  return byId;
}

/**
 * Every campaign's `metrics` computed from an advertiser's daily rollups on `today` (what the
 * metrics pipeline maintains): keyed by campaign id; campaigns absent from every rollup are absent.
 */
export function campaignMetricsFromRollups(
  rollups: readonly DailyRollup[],
  today: string,
): Map<string, CampaignMetrics> {
  return metricsFromRollups(rollups, today, (rollup) =>
    Object.entries(rollup.campaigns).map(([id, day]) => [id, day.total] as const),
  );
}

const breakdownEntries =
  (dimension: 'adSet' | 'ad'): DayEntries =>
  (day) =>
    Object.entries(day[dimension] ?? {});

/**
 * Every ad set's (or ad's) `metrics` from the rollups' `adSet` (or `ad`) breakdowns on `today`,
 * keyed by its id (ids are unique across an advertiser's campaigns).
 */
export function deliveryItemMetricsFromRollups(
  rollups: readonly DailyRollup[],
  today: string,
  dimension: 'adSet' | 'ad',
): Map<string, CampaignMetrics> {
  const entries = breakdownEntries(dimension);
  return metricsFromRollups(rollups, today, (rollup) =>
    Object.values(rollup.campaigns).flatMap((day) => [...entries(day)]),
  );
}
