import { toCsv } from '@adplatform/csv';
import { KPI_KEYS, totalsKpiValue, type KpiKey, type MetricTotals } from '@adplatform/delivery-metrics';
import type { CampaignRow } from './report';

/** A CSV column after the campaign's name: a KPI, or the revenue behind ROAS. */
export type CsvColumn = KpiKey | 'revenue';

/** Every KPI in the cards' order, with revenue just before ROAS. */
const CSV_COLUMNS: readonly CsvColumn[] = [...KPI_KEYS.filter((key) => key !== 'roas'), 'revenue', 'roas'];

/** Translated headers and the label of the totals row. */
export interface ReportCsvLabels {
  readonly campaign: string;
  readonly column: (column: CsvColumn) => string;
  readonly total: string;
}

function fractionDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
    2
  );
}

/**
 * One CSV cell of the totals of `campaigns` campaigns (a row's: one): counts as integers, money in major units with the currency's decimals (`1234.50`),
 * CTR as a percentage and ROAS as a multiple with 4 decimals, an undefined rate and reach over several
 * campaigns (not additive) as an empty cell —
 * plain numbers with a dot, so that any spreadsheet reads them whatever its locale.
 */
export function csvCell(totals: MetricTotals, column: CsvColumn, currency: string, campaigns = 1): string {
  const digits = fractionDigits(currency);
  if (column === 'revenue') return (totals.revenueMinor / 10 ** digits).toFixed(digits);
  const value = totalsKpiValue(totals, column, campaigns);
  if (value === null) return '';
  switch (column) {
    case 'spend':
    case 'cpc':
    case 'cpm':
    case 'costPerConversion':
      return (value / 10 ** digits).toFixed(digits);
    case 'ctr':
      return (value * 100).toFixed(4);
    case 'roas':
      return value.toFixed(4);
    default:
      return String(value);
  }
}

/**
 * The per-campaign table as shown, as CSV (`@adplatform/csv`): one row per campaign and a totals row; money
 * headers carry the currency code (e.g. "Spend (USD)"). Campaign names are the advertiser's text: a
 * cell a spreadsheet would run as a formula is escaped with a leading `'` (`@adplatform/csv`).
 */
export function reportToCsv(
  rows: readonly CampaignRow[],
  totals: MetricTotals,
  currency: string,
  labels: ReportCsvLabels,
): string {
  const money = new Set<CsvColumn>(['spend', 'cpc', 'cpm', 'costPerConversion', 'revenue']);
  return toCsv(
    [
      labels.campaign,
      ...CSV_COLUMNS.map((column) =>
        money.has(column) ? `${labels.column(column)} (${currency})` : labels.column(column),
      ),
    ],
    [
      ...rows.map((row) => [row.name, ...CSV_COLUMNS.map((column) => csvCell(row.totals, column, currency))]),
      [labels.total, ...CSV_COLUMNS.map((column) => csvCell(totals, column, currency, rows.length))],
    ],
  );
}
