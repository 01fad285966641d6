import dayjs from 'dayjs';
import type { DailyRollup, MetricTuple, ReportDimension } from '@adplatform/delivery-metrics';
import { daysOf, previousRange, type ReportRange } from './dateRange';
import { addTotals, fromTuple, ZERO_TOTALS, type MetricTotals } from '@adplatform/delivery-metrics';

/** The time series intervals (docs/product-rules.md §10.2). Weeks are ISO weeks, starting on Monday. */
export const INTERVALS = ['day', 'week', 'month'] as const;
/** A time series interval. */
export type Interval = (typeof INTERVALS)[number];

/** One point of a time series: the first day it covers and its totals. */
export interface SeriesPoint {
  readonly start: string;
  readonly totals: MetricTotals;
}

/** One row of a breakdown: a campaign id or a dimension value, and its totals. */
export interface BreakdownRow {
  readonly key: string;
  readonly totals: MetricTotals;
}

/** A campaign's row in the report: its latest name in the period and its totals. */
export interface CampaignRow extends BreakdownRow {
  readonly name: string;
}

/** Everything the reporting page shows for one range and campaign filter. */
export interface Report {
  readonly range: ReportRange;
  /** The currency of every money figure; null when the range has no rollup. */
  readonly currency: string | null;
  readonly totals: MetricTotals;
  readonly previousTotals: MetricTotals;
  /** Whether any rollup exists in the comparison period (else changes are not shown). */
  readonly hasPrevious: boolean;
  /** One point per day of the range, days without delivery as zeros. */
  readonly daily: readonly SeriesPoint[];
  /** The campaigns that delivered in the range, by spend, highest first. */
  readonly campaigns: readonly CampaignRow[];
  readonly byDimension: Readonly<Record<ReportDimension, readonly BreakdownRow[]>>;
  /** Every campaign seen in the range or the comparison period, by name (the filter's options). */
  readonly campaignOptions: readonly { readonly id: string; readonly name: string }[];
}

function addInto(map: Map<string, MetricTotals>, key: string, tuple: MetricTuple): void {
  map.set(key, addTotals(map.get(key) ?? ZERO_TOTALS, fromTuple(tuple)));
}

function byTotalsDescending(a: BreakdownRow, b: BreakdownRow): number {
  return b.totals.spendMinor - a.totals.spendMinor || b.totals.impressions - a.totals.impressions;
}

/**
 * Builds the report of `range` from daily rollups covering the range and its comparison period
 * (rollups outside both are ignored), for every campaign or only `campaignId`.
 * The rollups must share one currency (the account's); the report takes it from the first rollup.
 */
export function buildReport(
  rollups: readonly DailyRollup[],
  range: ReportRange,
  campaignId: string | null,
): Report {
  const previous = previousRange(range);
  const dailyTotals = new Map<string, MetricTotals>();
  const campaigns = new Map<string, MetricTotals>();
  const names = new Map<string, { name: string; date: string }>();
  const dimensions: Record<ReportDimension, Map<string, MetricTotals>> = {
    country: new Map(),
    device: new Map(),
  };
  let previousTotals = ZERO_TOTALS;
  let hasPrevious = false;
  let currency: string | null = null;

  for (const rollup of rollups) {
    const inRange = rollup.date >= range.from && rollup.date <= range.to;
    const inPrevious = rollup.date >= previous.from && rollup.date <= previous.to;
    if (!inRange && !inPrevious) continue;
    currency ??= rollup.currency;
    if (inPrevious) hasPrevious = true;
    for (const [id, day] of Object.entries(rollup.campaigns)) {
      const known = names.get(id);
      if (!known || known.date < rollup.date) names.set(id, { name: day.name, date: rollup.date });
      if (campaignId !== null && id !== campaignId) continue;
      if (inPrevious) {
        previousTotals = addTotals(previousTotals, fromTuple(day.total));
        continue;
      }
      addInto(dailyTotals, rollup.date, day.total);
      addInto(campaigns, id, day.total);
      for (const [value, tuple] of Object.entries(day.country)) addInto(dimensions.country, value, tuple);
      for (const [value, tuple] of Object.entries(day.device)) addInto(dimensions.device, value, tuple);
    }
  }

  const daily = daysOf(range).map((date) => ({ start: date, totals: dailyTotals.get(date) ?? ZERO_TOTALS }));
  const toRows = (map: Map<string, MetricTotals>): BreakdownRow[] =>
    [...map].map(([key, totals]) => ({ key, totals })).sort(byTotalsDescending);
  return {
    range,
    currency,
    totals: daily.reduce((sum, point) => addTotals(sum, point.totals), ZERO_TOTALS),
    previousTotals,
    hasPrevious,
    daily,
    campaigns: toRows(campaigns).map((row) => ({ ...row, name: names.get(row.key)?.name ?? row.key })),
    byDimension: { country: toRows(dimensions.country), device: toRows(dimensions.device) },
    campaignOptions: [...names]
      .map(([id, { name }]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The first day of the interval that `date` falls in (weeks start on Monday, ISO 8601). */
export function intervalStart(date: string, interval: Interval): string {
  const day = dayjs(date);
  if (interval === 'day') return date;
  if (interval === 'month') return day.startOf('month').format('YYYY-MM-DD');
  return day.subtract((day.day() + 6) % 7, 'day').format('YYYY-MM-DD');
}

/**
 * Groups a daily series into days, weeks or months. The first and last interval may be partial: each
 * point starts at the first day of its interval inside the range and holds only days inside it.
 */
export function groupSeries(daily: readonly SeriesPoint[], interval: Interval): SeriesPoint[] {
  const groups = new Map<string, SeriesPoint>();
  for (const point of daily) {
    const key = intervalStart(point.start, interval);
    const group = groups.get(key);
    groups.set(key, group ? { start: group.start, totals: addTotals(group.totals, point.totals) } : point);
  }
  return [...groups.values()];
}
