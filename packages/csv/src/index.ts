import Papa from 'papaparse';

/**
 * The start of a cell a spreadsheet would run as a formula (docs/product-rules.md §5): `=`, `+`, `-`,
 * `@`, a tab, a carriage return or a line feed, or the full-width `＝ ＋ － ＠` that some spreadsheets
 * read as their ASCII forms. Only the start counts, so a cell that spans lines is caught too
 * (papaparse's own pattern requires the whole cell on one line).
 */
export const FORMULA_START = /^[=+\-@\t\r\n＝＋－＠]/;

/** One CSV cell: text is the user's and may be escaped; a number, a boolean or null is written as is. */
export type CsvCell = string | number | boolean | null | undefined;

/**
 * Every CSV the product writes: a header row and the data rows (papaparse; RFC 4180 quoting, CRLF
 * line ends), with each text cell that starts like a formula ({@link FORMULA_START}) given a leading
 * `'`, so that a spreadsheet shows it as text.
 * @param fields the header row
 * @param rows the data rows, each as long as `fields`
 */
export function toCsv(fields: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    { escapeFormulae: FORMULA_START },
  );
}
