import dayjs from 'dayjs';
import {
  REPORT_DIMENSIONS,
  type DailyRollup,
  type MetricTuple,
  type ReportDimension,
} from '@adplatform/delivery-metrics';
import { daysOf, type ReportRange } from './dateRange';
import { comparisonRange, DEFAULT_COMPARISONS, type Comparison } from './comparison';
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

/** One row of a breakdown: a campaign, ad set or ad id or a dimension value, and its totals. */
export interface BreakdownRow {
  readonly key: string;
  readonly totals: MetricTotals;
  /** An ad set's or ad's latest name in the period (absent for dimension values). */
  readonly name?: string;
}

/** What the report breaks delivery down by besides campaigns: ad sets, ads, and the audience dimensions. */
export type ReportItemDimension = 'adSet' | 'ad' | ReportDimension;

/** One campaign's row of a pivot: its delivery for each value of a dimension. */
export interface PivotRow {
  readonly key: string;
  readonly name: string;
  readonly cells: Readonly<Record<string, MetricTotals>>;
}

/** A campaign's row in the report: its latest name in the period and its totals. */
export interface CampaignRow extends BreakdownRow {
  readonly name: string;
}

/** A period the report is compared with: its days and totals, and its delivery day by day. */
export interface ComparedPeriod {
  readonly comparison: Comparison;
  readonly range: ReportRange;
  readonly totals: MetricTotals;
  /** Whether any rollup exists in the period (else its figures are not shown). */
  readonly hasData: boolean;
  /**
   * One point per day of the period, dated with the report's day at the same position (its first day
   * on the report's first day…), so that periods draw over one another.
   */
  readonly daily: readonly SeriesPoint[];
}

/** Everything the reporting page shows for one range and campaign filter. */
export interface Report {
  readonly range: ReportRange;
  /** The currency of every money figure; null when the range has no rollup. */
  readonly currency: string | null;
  readonly totals: MetricTotals;
  /** The totals of the first compared period (the KPI cards' change), zeros without one. */
  readonly previousTotals: MetricTotals;
  /** Whether any rollup exists in the first compared period (else changes are not shown). */
  readonly hasPrevious: boolean;
  /** The periods compared, in the order chosen (docs/product-rules.md §10.2: at most three). */
  readonly compared: readonly ComparedPeriod[];
  /** One point per day of the range, days without delivery as zeros. */
  readonly daily: readonly SeriesPoint[];
  /** The campaigns that delivered in the range, by spend, highest first. */
  readonly campaigns: readonly CampaignRow[];
  readonly byDimension: Readonly<Record<ReportItemDimension, readonly BreakdownRow[]>>;
  /**
   * Campaigns against each audience dimension (docs/product-rules.md §10.2): exact, as each campaign's
   * day is split by each dimension (two dimensions crossed come from the pair rollups: `pairPivot.ts`).
   */
  readonly pivot: Readonly<Record<ReportDimension, readonly PivotRow[]>>;
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
 * Builds the report of `range` from daily rollups covering the range and the periods it is compared
 * with (rollups outside them are ignored), for every campaign or only `campaignId`.
 * The rollups must share one currency (the account's); the report takes it from the first rollup.
 */
export function buildReport(
  rollups: readonly DailyRollup[],
  range: ReportRange,
  campaignId: string | null,
  comparisons: readonly Comparison[] = DEFAULT_COMPARISONS,
): Report {
  const days = daysOf(range);
  const periods = comparisons.map((comparison) => {
    const period = comparisonRange(comparison, range);
    return {
      comparison,
      range: period,
      days: daysOf(period),
      daily: new Map<string, MetricTotals>(),
      hasData: false,
    };
  });
  const dailyTotals = new Map<string, MetricTotals>();
  const campaigns = new Map<string, MetricTotals>();
  const names = new Map<string, { name: string; date: string }>();
  const dimensions = Object.fromEntries(
    [...REPORT_DIMENSIONS, 'adSet', 'ad'].map((dimension) => [dimension, new Map<string, MetricTotals>()]),
  ) as Record<ReportItemDimension, Map<string, MetricTotals>>;
  const pivots = Object.fromEntries(
    REPORT_DIMENSIONS.map((dimension) => [dimension, new Map<string, Map<string, MetricTotals>>()]),
  ) as Record<ReportDimension, Map<string, Map<string, MetricTotals>>>;
  const itemNames = new Map<string, string>();
  let currency: string | null = null;

  for (const rollup of rollups) {
    const inRange = rollup.date >= range.from && rollup.date <= range.to;
    const inPeriods = periods.filter(
      (period) => rollup.date >= period.range.from && rollup.date <= period.range.to,
    );
    if (!inRange && inPeriods.length === 0) continue;
    currency ??= rollup.currency;
    for (const period of inPeriods) period.hasData = true;
    for (const [id, day] of Object.entries(rollup.campaigns)) {
      const known = names.get(id);
      if (!known || known.date < rollup.date) names.set(id, { name: day.name, date: rollup.date });
      if (campaignId !== null && id !== campaignId) continue;
      for (const period of inPeriods) addInto(period.daily, rollup.date, day.total);
      if (!inRange) continue;
      addInto(dailyTotals, rollup.date, day.total);
      addInto(campaigns, id, day.total);
      for (const dimension of REPORT_DIMENSIONS) {
        let cells = pivots[dimension].get(id);
        if (!cells) pivots[dimension].set(id, (cells = new Map()));
        for (const [value, tuple] of Object.entries(day[dimension] ?? {})) {
          addInto(dimensions[dimension], value, tuple);
          addInto(cells, value, tuple);
        }
      }
      for (const [item, tuple] of Object.entries(day.adSet ?? {})) addInto(dimensions.adSet, item, tuple);
      for (const [item, tuple] of Object.entries(day.ad ?? {})) addInto(dimensions.ad, item, tuple);
      // Rollups are read in date order: the last name seen is the latest.
      for (const [item, name] of Object.entries(day.names ?? {})) itemNames.set(item, name);
    }
  }

  const compared = periods.map((period): ComparedPeriod => {
    const daily = days.map((date, index) => ({
      start: date,
      totals: period.daily.get(period.days[index] ?? '') ?? ZERO_TOTALS,
    }));
    return {
      comparison: period.comparison,
      range: period.range,
      hasData: period.hasData,
      daily,
      totals: daily.reduce((sum, point) => addTotals(sum, point.totals), ZERO_TOTALS),
    };
  });
  const daily = days.map((date) => ({ start: date, totals: dailyTotals.get(date) ?? ZERO_TOTALS }));
  const toRows = (map: Map<string, MetricTotals>): BreakdownRow[] =>
    [...map].map(([key, totals]) => ({ key, totals })).sort(byTotalsDescending);
  return {
    range,
    currency,
    totals: daily.reduce((sum, point) => addTotals(sum, point.totals), ZERO_TOTALS),
    previousTotals: compared[0]?.totals ?? ZERO_TOTALS,
    hasPrevious: compared[0]?.hasData ?? false,
    compared,
    daily,
    campaigns: toRows(campaigns).map((row) => ({ ...row, name: names.get(row.key)?.name ?? row.key })),
    byDimension: Object.fromEntries(
      Object.entries(dimensions).map(([dimension, map]) => [
        dimension,
        toRows(map).map((row) => {
          const name = itemNames.get(row.key);
          return name === undefined ? row : { ...row, name };
        }),
      ]),
    ) as Record<ReportItemDimension, BreakdownRow[]>,
    pivot: Object.fromEntries(
      REPORT_DIMENSIONS.map((dimension) => [
        dimension,
        toRows(campaigns).map((row) => ({
          key: row.key,
          name: names.get(row.key)?.name ?? row.key,
          cells: Object.fromEntries(pivots[dimension].get(row.key) ?? []),
        })),
      ]),
    ) as Record<ReportDimension, PivotRow[]>,
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
