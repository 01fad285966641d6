/** The order of the numbers in a metric tuple. Money fields are integer minor units of the rollup's currency. */
export const METRIC_TUPLE_FIELDS = [
  'impressions',
  'reach',
  'clicks',
  'spendMinor',
  'conversions',
  'revenueMinor',
] as const;

/** `[impressions, reach, clicks, spendMinor, conversions, revenueMinor]`, non-negative integers. */
export type MetricTuple = readonly [number, number, number, number, number, number];

/**
 * The metric maths of reporting, in one place (docs/product-rules.md §10.2): sums of raw counts and the rates derived from
 * them. Money is integer minor units of one currency; derived money (CPC, CPM, cost per conversion)
 * may be fractional minor units and is rounded only when shown.
 */

/** Raw, additive counts of a slice of delivery. */
export interface MetricTotals {
  readonly impressions: number;
  /**
   * Sum of daily reach: people reached on several days count once a day, so over a period this is an
   * upper bound of unique reach (daily rollups cannot de-duplicate people).
   */
  readonly reach: number;
  readonly clicks: number;
  readonly spendMinor: number;
  readonly conversions: number;
  readonly revenueMinor: number;
}

/** No delivery. */
export const ZERO_TOTALS: MetricTotals = {
  impressions: 0,
  reach: 0,
  clicks: 0,
  spendMinor: 0,
  conversions: 0,
  revenueMinor: 0,
};

/** The totals a rollup tuple holds (`[impressions, reach, clicks, spendMinor, conversions, revenueMinor]`). */
export function fromTuple(tuple: MetricTuple): MetricTotals {
  const [impressions, reach, clicks, spendMinor, conversions, revenueMinor] = tuple;
  return { impressions, reach, clicks, spendMinor, conversions, revenueMinor };
}

/** The rollup tuple of `totals`, in `METRIC_TUPLE_FIELDS` order. */
export function toTuple(totals: MetricTotals): MetricTuple {
  return [
    totals.impressions,
    totals.reach,
    totals.clicks,
    totals.spendMinor,
    totals.conversions,
    totals.revenueMinor,
  ];
}

/** The field-wise sum of two slices. */
export function addTotals(a: MetricTotals, b: MetricTotals): MetricTotals {
  return {
    impressions: a.impressions + b.impressions,
    reach: a.reach + b.reach,
    clicks: a.clicks + b.clicks,
    spendMinor: a.spendMinor + b.spendMinor,
    conversions: a.conversions + b.conversions,
    revenueMinor: a.revenueMinor + b.revenueMinor,
  };
}

/** The KPIs of the report, in the order the cards show them (docs/product-rules.md §10.2). */
export const KPI_KEYS = [
  'impressions',
  'reach',
  'clicks',
  'ctr',
  'spend',
  'cpc',
  'cpm',
  'conversions',
  'costPerConversion',
  'roas',
] as const;
/** A KPI. */
export type KpiKey = (typeof KPI_KEYS)[number];

/** How a KPI's value reads: a count, money in minor units, a ratio shown as a percentage, or a multiple. */
export type KpiKind = 'count' | 'money' | 'percent' | 'multiple';

/** How each KPI's value reads. */
export const KPI_KIND: Readonly<Record<KpiKey, KpiKind>> = {
  impressions: 'count',
  reach: 'count',
  clicks: 'count',
  ctr: 'percent',
  spend: 'money',
  cpc: 'money',
  cpm: 'money',
  conversions: 'count',
  costPerConversion: 'money',
  roas: 'multiple',
};

/**
 * Whether a rise of each KPI is good news: costs are better when they fall; spend is neither (null),
 * it follows the advertiser's budget. A table apart from `KPI_KIND`: the campaigns list formats KPIs
 * and never compares periods.
 */
export const KPI_HIGHER_IS_BETTER: Readonly<Record<KpiKey, boolean | null>> = {
  impressions: true,
  reach: true,
  clicks: true,
  ctr: true,
  spend: null,
  cpc: false,
  cpm: false,
  conversions: true,
  costPerConversion: false,
  roas: true,
};

/**
 * The KPIs that are not added up across campaigns (docs/product-rules.md §10.2): someone reached by
 * two campaigns is one person, and rollups cannot tell who. A figure over several campaigns shows
 * none and says why; the ratios are computed from summed counts, never summed themselves.
 */
export const NOT_ADDITIVE_ACROSS_CAMPAIGNS: ReadonlySet<KpiKey> = new Set<KpiKey>(['reach']);

function ratio(numerator: number, denominator: number): number | null {
  return denominator > 0 ? numerator / denominator : null;
}

/**
 * A KPI of a slice. Rates are null when their denominator is 0 (no impressions, clicks, conversions or
 * spend), never 0 or Infinity.
 * @returns counts as they are; `spend`, `cpc`, `cpm` and `costPerConversion` in minor units;
 *   `ctr` as a ratio (0.0123 = 1.23 %); `roas` as revenue per unit of spend (2.5 = 250 %).
 */
export function kpiValue(totals: MetricTotals, key: KpiKey): number | null {
  switch (key) {
    case 'impressions':
      return totals.impressions;
    case 'reach':
      return totals.reach;
    case 'clicks':
      return totals.clicks;
    case 'conversions':
      return totals.conversions;
    case 'spend':
      return totals.spendMinor;
    case 'ctr':
      return ratio(totals.clicks, totals.impressions);
    case 'cpc':
      return ratio(totals.spendMinor, totals.clicks);
    case 'cpm':
      return ratio(totals.spendMinor * 1000, totals.impressions);
    case 'costPerConversion':
      return ratio(totals.spendMinor, totals.conversions);
    case 'roas':
      return ratio(totals.revenueMinor, totals.spendMinor);
  }
}

/**
 * A KPI of the totals of several campaigns (docs/product-rules.md §10.2): as `kpiValue`, but null for
 * a KPI not additive across campaigns (`NOT_ADDITIVE_ACROSS_CAMPAIGNS`) when they are more than one.
 * @param campaigns - how many campaigns the totals add up (null: not counted yet, taken as several)
 */
export function totalsKpiValue(totals: MetricTotals, key: KpiKey, campaigns: number | null): number | null {
  const several = campaigns === null || campaigns > 1;
  return several && NOT_ADDITIVE_ACROSS_CAMPAIGNS.has(key) ? null : kpiValue(totals, key);
}

/**
 * The change of a value against the previous period, as a ratio (0.25 = +25 %).
 * @returns null when either value is unknown or the previous value is 0 (no base to compare with).
 */
export function periodChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}
