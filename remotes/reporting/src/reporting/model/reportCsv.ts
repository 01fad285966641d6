import { toCsv, type CsvCell } from '@adplatform/csv';
import {
  KPI_KEYS,
  periodChange,
  totalsKpiValue,
  ZERO_TOTALS,
  type KpiKey,
  type MetricTotals,
} from '@adplatform/delivery-metrics';
import type { CampaignRow, Report } from './report';

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

/** The header of a KPI's column: a money one carries the currency code (e.g. "Spend (USD)"). */
function columnHeader(column: CsvColumn, currency: string, label: (column: CsvColumn) => string): string {
  const money = new Set<CsvColumn>(['spend', 'cpc', 'cpm', 'costPerConversion', 'revenue']);
  return money.has(column) ? `${label(column)} (${currency})` : label(column);
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
  return toCsv(
    [labels.campaign, ...CSV_COLUMNS.map((column) => columnHeader(column, currency, labels.column))],
    [
      ...rows.map((row) => [row.name, ...CSV_COLUMNS.map((column) => csvCell(row.totals, column, currency))]),
      [labels.total, ...CSV_COLUMNS.map((column) => csvCell(totals, column, currency, rows.length))],
    ],
  );
}

/** A table of the report after the campaigns' in its CSV: its title, its header and its rows. */
export interface CsvSection {
  readonly title: string;
  readonly fields: readonly string[];
  readonly rows: readonly (readonly CsvCell[])[];
}

/**
 * The report's CSV (docs/product-rules.md §10.2 "Export"): the campaigns' table first, as a file of
 * one table reads, then each other table the page shows (`sections`), each after an empty line as a
 * title row, a header row and its rows.
 */
export function withSections(campaignsCsv: string, sections: readonly CsvSection[]): string {
  return [
    campaignsCsv,
    // A header row alone ends with a line break of its own.
    ...sections.map(
      (section) =>
        `${toCsv([section.title], []).replace(/\r\n$/, '')}\r\n${toCsv(section.fields, section.rows)}`,
    ),
  ].join('\r\n\r\n');
}

/**
 * The breakdown the chart shows, every KPI of each of its rows (the chart draws one): by ad set, ad or
 * an audience dimension value, in the report's order.
 * @param rows - each row's label as shown and its totals
 */
export function breakdownSection(
  title: string,
  rowTitle: string,
  rows: readonly { readonly label: string; readonly totals: MetricTotals }[],
  currency: string,
  column: (column: CsvColumn) => string,
): CsvSection {
  return {
    title,
    fields: [rowTitle, ...CSV_COLUMNS.map((key) => columnHeader(key, currency, column))],
    rows: rows.map((row) => [row.label, ...CSV_COLUMNS.map((key) => csvCell(row.totals, key, currency))]),
  };
}

/** The pivot on screen: its title, what its rows are, its rows and its columns' values, labelled. */
export interface ShownPivot {
  readonly title: string;
  readonly rowsTitle: string;
  readonly rows: readonly { readonly name: string; readonly cells: Readonly<Record<string, MetricTotals>> }[];
  readonly values: readonly { readonly key: string; readonly label: string }[];
}

/** The pivot as shown: one row per row of the pivot, one column per value, `metric` in each cell. */
export function pivotSection(pivot: ShownPivot, metric: KpiKey, currency: string): CsvSection {
  return {
    title: pivot.title,
    fields: [pivot.rowsTitle, ...pivot.values.map((value) => value.label)],
    rows: pivot.rows.map((row) => [
      row.name,
      ...pivot.values.map((value) => csvCell(row.cells[value.key] ?? ZERO_TOTALS, metric, currency)),
    ]),
  };
}

/** How the comparison's columns are headed. */
export interface ComparisonCsvLabels {
  readonly metric: string;
  /** The report's own period. */
  readonly current: string;
  /** A compared period, by its index in `report.compared`. */
  readonly compared: (index: number) => string;
  /** The change against a compared period, in percent. */
  readonly change: string;
  readonly kpi: (key: KpiKey) => string;
}

/**
 * The periods compared, as the table shows them: each KPI in the report's period, then in each
 * compared period with the change against it (in percent, 2 decimals). A period without delivery has
 * empty cells, as the screen has dashes; reach over several campaigns is not added up.
 */
export function comparisonSection(title: string, report: Report, labels: ComparisonCsvLabels): CsvSection {
  const currency = report.currency ?? 'USD';
  const campaigns = report.campaigns.length;
  const fields = [labels.metric, labels.current];
  report.compared.forEach((_, index) => fields.push(labels.compared(index), labels.change));
  return {
    title,
    fields,
    rows: KPI_KEYS.map((key) => {
      const current = totalsKpiValue(report.totals, key, campaigns);
      const row: CsvCell[] = [labels.kpi(key), csvCell(report.totals, key, currency, campaigns)];
      for (const compared of report.compared) {
        if (!compared.hasData) {
          row.push('', '');
          continue;
        }
        const change = periodChange(current, totalsKpiValue(compared.totals, key, campaigns));
        row.push(
          csvCell(compared.totals, key, currency, campaigns),
          change === null ? '' : (change * 100).toFixed(2),
        );
      }
      return row;
    }),
  };
}
