import Papa from 'papaparse';
import { toCsv } from '@adplatform/csv';
import {
  LEAD_IMPORT_ROWS_MAX,
  type LeadImportField,
  type LeadImportRow,
  type LeadImportVerdict,
} from '@adplatform/lead-model/import';

/** A CSV file as read for an import: its name, its header row, and its data rows by header. */
export interface LeadFile {
  readonly name: string;
  readonly headers: string[];
  readonly records: Record<string, string>[];
}

/** Why a file cannot be imported at all. */
export type LeadFileProblem = 'empty' | 'noHeaders' | 'tooManyRows';

/**
 * Reads a CSV file's text (papaparse; the first row names the columns, blank lines skipped).
 * @returns the file, or the reason it cannot be imported: no data row, no header, or more than
 * `LEAD_IMPORT_ROWS_MAX` data rows.
 */
export function readLeadFile(name: string, text: string): LeadFile | LeadFileProblem {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/u, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const headers = (parsed.meta.fields ?? []).filter(Boolean);
  if (headers.length === 0) return 'noHeaders';
  if (parsed.data.length === 0) return 'empty';
  if (parsed.data.length > LEAD_IMPORT_ROWS_MAX) return 'tooManyRows';
  return { name, headers, records: parsed.data };
}

/** The file's rows as the mapping reads them: each field from its column ('' when unmapped). */
export function mappedRows(
  file: LeadFile,
  mapping: Readonly<Record<LeadImportField, string | null>>,
): LeadImportRow[] {
  const value = (record: Record<string, string>, field: LeadImportField): string => {
    const column = mapping[field];
    return column ? String(record[column] ?? '') : '';
  };
  return file.records.map((record, index) => ({
    row: index + 1,
    name: value(record, 'name'),
    email: value(record, 'email'),
    phone: value(record, 'phone'),
    note: value(record, 'note'),
  }));
}

/**
 * The report of skipped rows as CSV (`@adplatform/csv`, formulas escaped: the cells are anyone's text): the
 * row number, name, e-mail and the translated reason of each.
 */
export function skippedRowsCsv(
  verdicts: readonly LeadImportVerdict[],
  labels: { readonly row: string; readonly name: string; readonly email: string; readonly reason: string },
  reason: (verdict: LeadImportVerdict) => string,
): string {
  return toCsv(
    [labels.row, labels.name, labels.email, labels.reason],
    verdicts
      .filter((verdict) => verdict.skip !== null)
      .map((verdict) => [String(verdict.row), verdict.name, verdict.email, reason(verdict)]),
  );
}
