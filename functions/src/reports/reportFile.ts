import { toCsv } from '@adplatform/csv';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  addTotals,
  decodeMetricTuple,
  formatKpi,
  fromTuple,
  KPI_KEYS,
  kpiValue,
  ZERO_TOTALS,
  type MetricTotals,
} from '@adplatform/delivery-metrics';
import enUS from 'reporting/i18n/en-us.json';
import { fillText } from '../mail/texts';
import esES from 'reporting/i18n/es-es.json';

/** The languages a sent report is written in (the reporting remote's translations). */
export const REPORT_LANGUAGES = ['en-us', 'es-es'] as const;
/** A sent report's language. */
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

type Texts = typeof enUS;
const TEXTS: Record<ReportLanguage, Texts> = { 'en-us': enUS, 'es-es': esES as Texts };

/**
 * A translated text of the reporting remote (`path` such as `kpi.spend`), with `{{name}}` values put
 * in.
 */
export function reportText(
  language: ReportLanguage,
  path: string,
  values: Record<string, string | number> = {},
): string {
  return fillText(TEXTS[language], path, values);
}

/** One campaign's line of a sent report. */
export interface ReportLine {
  readonly name: string;
  readonly totals: MetricTotals;
}

/**
 * The campaigns' totals over stored daily rollups (as `users/{uid}/dailyMetrics` holds them), every
 * campaign or only `campaignId`, by spend, highest first; each under its latest name. Rollups that
 * break the contract are skipped.
 */
export function reportLines(
  rollups: readonly Record<string, unknown>[],
  campaignId: string | null,
): ReportLine[] {
  const totals = new Map<string, MetricTotals>();
  const names = new Map<string, string>();
  const sorted = [...rollups].sort((a, b) => String(a.date).localeCompare(String(b.date)));
  for (const rollup of sorted) {
    const campaigns = (rollup.campaigns ?? {}) as Record<string, { name?: unknown; total?: unknown }>;
    for (const [id, day] of Object.entries(campaigns)) {
      if (campaignId !== null && id !== campaignId) continue;
      try {
        const tuple = decodeMetricTuple(String(day.total));
        totals.set(id, addTotals(totals.get(id) ?? ZERO_TOTALS, fromTuple(tuple)));
        names.set(id, String(day.name ?? id));
      } catch {
        // A malformed tuple is left out, as the app leaves out a malformed rollup.
      }
    }
  }
  return [...totals]
    .map(([id, sum]) => ({ name: names.get(id) ?? id, totals: sum }))
    .sort((a, b) => b.totals.spendMinor - a.totals.spendMinor);
}

/** The header and rows of a sent report: the campaign, each KPI, and a totals row. */
function table(lines: readonly ReportLine[], currency: string, language: ReportLanguage): string[][] {
  const total = lines.reduce((sum, line) => addTotals(sum, line.totals), ZERO_TOTALS);
  const row = (name: string, totals: MetricTotals): string[] => [
    name,
    ...KPI_KEYS.map((key) => formatKpi(key, kpiValue(totals, key), currency, language)),
  ];
  return [
    [reportText(language, 'table.campaign'), ...KPI_KEYS.map((key) => reportText(language, `kpi.${key}`))],
    ...lines.map((line) => row(line.name, line.totals)),
    row(reportText(language, 'table.total'), total),
  ];
}

/** A sent report as CSV (`@adplatform/csv`: cells a spreadsheet would run as formulas escaped). */
export function reportCsv(lines: readonly ReportLine[], currency: string, language: ReportLanguage): string {
  const [fields = [], ...data] = table(lines, currency, language);
  return toCsv(fields, data);
}

/**
 * A sent report as a PDF (pdf-lib): the schedule's name and period, then one line per campaign with
 * the main KPIs, landscape A4, as many pages as it takes.
 */
export async function reportPdf(
  lines: readonly ReportLine[],
  currency: string,
  language: ReportLanguage,
  heading: { readonly title: string; readonly period: string },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(heading.title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const rows = table(lines, currency, language);
  // Helvetica's standard encoding: characters it cannot draw become '?'.
  const drawable = (text: string): string =>
    text.replace(/[\u2009\u202f]/gu, ' ').replace(/[^\u0020-\u00ff\u2013\u2014\u2022\u2026\u20ac]/gu, '?');
  const widths = [190, ...KPI_KEYS.map(() => 58)];
  let page = pdf.addPage([842, 595]);
  let y = 550;
  page.drawText(drawable(heading.title), { x: 36, y, size: 16, font: bold });
  y -= 20;
  page.drawText(drawable(heading.period), { x: 36, y, size: 10, font });
  y -= 28;
  for (const [index, row] of rows.entries()) {
    if (y < 40) {
      page = pdf.addPage([842, 595]);
      y = 550;
    }
    let x = 36;
    for (const [column, cell] of row.entries()) {
      const width = widths[column] ?? 58;
      const size = index === 0 ? 7 : 8;
      let text = drawable(cell);
      while (text.length > 1 && (index === 0 ? bold : font).widthOfTextAtSize(text, size) > width - 4)
        text = `${text.slice(0, -2)}…`.replace(/……$/u, '…');
      page.drawText(text, { x, y, size, font: index === 0 || index === rows.length - 1 ? bold : font });
      x += width;
    }
    y -= 16;
  }
  return pdf.save();
}
