import { addTotals, kpiValue, ZERO_TOTALS, type KpiKey } from '@adplatform/delivery-metrics';
import type { Report } from '../model/report';
import type { Breakdown } from '../model/reportParams';

/** One bar of a breakdown chart: its label and the metric's value (null when the rate is undefined). */
export interface BreakdownPoint {
  readonly label: string;
  readonly value: number | null;
}

/** The most bars a breakdown chart draws; the rest are summed into one "other" bar. */
export const MAX_BARS = 10;

/** How the rows of a breakdown are named, and the name of the bar that sums the rest. */
export interface BreakdownLabels {
  readonly label: (breakdown: Breakdown, key: string) => string;
  readonly others: (count: number) => string;
}

/**
 * The bars of a breakdown chart for `metric`: one per campaign, ad set, ad or dimension value (the report's
 * order: by spend), at most `MAX_BARS`; beyond that, the smallest are summed into one last bar whose
 * rates are computed from the summed counts (never averaged).
 */
export function breakdownPoints(
  report: Report,
  breakdown: Breakdown,
  metric: KpiKey,
  labels: BreakdownLabels,
): BreakdownPoint[] {
  const rows =
    breakdown === 'campaign'
      ? report.campaigns.map((row) => ({ label: row.name, totals: row.totals }))
      : report.byDimension[breakdown].map((row) => ({
          label: row.name ?? labels.label(breakdown, row.key),
          totals: row.totals,
        }));
  const shown = rows.length > MAX_BARS ? rows.slice(0, MAX_BARS - 1) : rows;
  const points = shown.map((row) => ({ label: row.label, value: kpiValue(row.totals, metric) }));
  if (rows.length > MAX_BARS) {
    const rest = rows.slice(MAX_BARS - 1);
    const totals = rest.reduce((sum, row) => addTotals(sum, row.totals), ZERO_TOTALS);
    points.push({ label: labels.others(rest.length), value: kpiValue(totals, metric) });
  }
  return points;
}
