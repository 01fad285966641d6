import { toCsv } from '@adplatform/csv';
import PDFDocument from 'pdfkit';
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
import { mailText, type MailLanguage } from '@adplatform/mail-texts';

/**
 * A sent report's text (`path` under `report.` of `@adplatform/mail-texts`, such as `kpi.spend`), with
 * `{{name}}` values put in.
 */
export function reportText(
  language: MailLanguage,
  path: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return mailText(language, `report.${path}`, values);
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
function table(lines: readonly ReportLine[], currency: string, language: MailLanguage): string[][] {
  const total = lines.reduce((sum, line) => addTotals(sum, line.totals), ZERO_TOTALS);
  const row = (name: string, totals: MetricTotals): string[] => [
    name,
    ...KPI_KEYS.map((key) => formatKpi(key, kpiValue(totals, key), currency, language)),
  ];
  return [
    [reportText(language, 'campaign'), ...KPI_KEYS.map((key) => reportText(language, `kpi.${key}`))],
    ...lines.map((line) => row(line.name, line.totals)),
    row(reportText(language, 'total'), total),
  ];
}

/** A sent report as CSV (`@adplatform/csv`: cells a spreadsheet would run as formulas escaped). */
export function reportCsv(lines: readonly ReportLine[], currency: string, language: MailLanguage): string {
  const [fields = [], ...data] = table(lines, currency, language);
  return toCsv(fields, data);
}

/** A landscape A4 page, in PDF points, and the report's margin. */
const PAGE = { width: 842, height: 595, margin: 36 } as const;

/**
 * A sent report as a PDF (pdfkit, with the standard Helvetica fonts): the schedule's name and period,
 * then one line per campaign with the main KPIs, landscape A4, as many pages as it takes.
 */
export function reportPdf(
  lines: readonly ReportLine[],
  currency: string,
  language: MailLanguage,
  heading: { readonly title: string; readonly period: string },
): Promise<Uint8Array> {
  const pdf = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    info: { Title: heading.title },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
  });
  const rows = table(lines, currency, language);
  // Helvetica's standard encoding: characters it cannot draw become '?'.
  const drawable = (text: string): string =>
    text.replace(/[\u2009\u202f]/gu, ' ').replace(/[^\u0020-\u00ff\u2013\u2014\u2022\u2026\u20ac]/gu, '?');
  const widths = [190, ...KPI_KEYS.map(() => 58)];
  // PDF points from the page's top, as pdfkit places text.
  let y = PAGE.margin;
  pdf.font('Helvetica-Bold').fontSize(16).text(drawable(heading.title), PAGE.margin, y, { lineBreak: false });
  y += 20;
  pdf.font('Helvetica').fontSize(10).text(drawable(heading.period), PAGE.margin, y, { lineBreak: false });
  y += 28;
  for (const [index, row] of rows.entries()) {
    if (y > PAGE.height - PAGE.margin - 16) {
      pdf.addPage({ size: [PAGE.width, PAGE.height], margin: PAGE.margin });
      y = PAGE.margin;
    }
    pdf
      .font(index === 0 || index === rows.length - 1 ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(index === 0 ? 7 : 8);
    let x = PAGE.margin;
    for (const [column, cell] of row.entries()) {
      const width = widths[column] ?? 58;
      let text = drawable(cell);
      while (text.length > 1 && pdf.widthOfString(text) > width - 4)
        text = `${text.slice(0, -2)}…`.replace(/……$/u, '…');
      pdf.text(text, x, y, { lineBreak: false });
      x += width;
    }
    y += 16;
  }
  pdf.end();
  return done;
}
