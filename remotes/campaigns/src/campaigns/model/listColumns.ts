import { formatKpi, kpiValue, type KpiKey, type MetricTotals } from '@adplatform/delivery-metrics';

/**
 * The columns of the campaigns list (docs/product-rules.md §10.1): the campaign's own fields, and the
 * delivery metrics of the chosen range, computed from its maintained totals.
 */

/** The metric columns, each a KPI of the range's totals ("results" are the objective's conversions). */
export const METRIC_COLUMNS = [
  'results',
  'reach',
  'impressions',
  'clicks',
  'ctr',
  'cpc',
  'cpm',
  'spend',
  'costPerResult',
  'roas',
] as const;
/** A metric column. */
export type MetricColumn = (typeof METRIC_COLUMNS)[number];

/** The campaign columns that can be shown or hidden (name, the switch and the actions always show). */
export const FIELD_COLUMNS = ['delivery', 'budget', 'objective', 'schedule', 'created'] as const;
/** A campaign column. */
export type FieldColumn = (typeof FIELD_COLUMNS)[number];

/** Any column that can be shown or hidden. */
export type ListColumn = FieldColumn | MetricColumn;

/** Every column that can be shown, in the order the column picker offers them. */
export const LIST_COLUMNS: readonly ListColumn[] = [...FIELD_COLUMNS, ...METRIC_COLUMNS];

/** Whether `column` is a metric column. */
export function isMetricColumn(column: ListColumn): column is MetricColumn {
  return (METRIC_COLUMNS as readonly string[]).includes(column);
}

/** The column presets, as the ad managers name them. */
export const COLUMN_PRESETS = {
  performance: ['delivery', 'budget', 'results', 'costPerResult', 'spend', 'impressions', 'reach', 'roas'],
  delivery: ['delivery', 'budget', 'schedule', 'reach', 'impressions', 'cpm', 'spend', 'created'],
  engagement: ['delivery', 'objective', 'impressions', 'clicks', 'ctr', 'cpc', 'results', 'spend'],
} as const satisfies Record<string, readonly ListColumn[]>;
/** A column preset's name. */
export type ColumnPreset = keyof typeof COLUMN_PRESETS;

const KPI_OF: Readonly<Record<MetricColumn, KpiKey>> = {
  results: 'conversions',
  reach: 'reach',
  impressions: 'impressions',
  clicks: 'clicks',
  ctr: 'ctr',
  cpc: 'cpc',
  cpm: 'cpm',
  spend: 'spend',
  costPerResult: 'costPerConversion',
  roas: 'roas',
};

/** The KPI a metric column shows. */
export function kpiOfColumn(column: MetricColumn): KpiKey {
  return KPI_OF[column];
}

/** A metric column's value for some totals (null when its denominator is 0). */
export function metricValue(totals: MetricTotals, column: MetricColumn): number | null {
  return kpiValue(totals, KPI_OF[column]);
}

/**
 * A metric as the table shows it in `locale` (the product's one KPI format, `formatKpi`): counts
 * grouped, money in `currency`, CTR as a percentage, ROAS as a multiple; '—' for no value.
 */
export function formatMetric(
  column: MetricColumn,
  value: number | null,
  currency: string,
  locale: string,
): string {
  return formatKpi(KPI_OF[column], value, currency, locale);
}
