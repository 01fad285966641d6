import dayjs from 'dayjs';
import { previousRange, rangeLength, type ReportRange } from './dateRange';

/**
 * A period a report is compared with (docs/product-rules.md §10.2): the previous period of the same
 * length, the same days a year earlier, or a period of the same length starting on a chosen day
 * (`YYYY-MM-DD`).
 */
export type Comparison = 'previous' | 'lastYear' | `${number}-${number}-${number}`;

/** A report shows its own period and at most three others, four side by side. */
export const COMPARISONS_MAX = 3;

/** What a report is compared with when the URL says nothing: the previous period. */
export const DEFAULT_COMPARISONS: readonly Comparison[] = ['previous'];

const ISO = 'YYYY-MM-DD';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The days `comparison` covers for a report of `range`: always as many days as `range`. */
export function comparisonRange(comparison: Comparison, range: ReportRange): ReportRange {
  if (comparison === 'previous') return previousRange(range);
  const from = comparison === 'lastYear' ? dayjs(range.from).subtract(1, 'year') : dayjs(comparison);
  return { from: from.format(ISO), to: from.add(rangeLength(range) - 1, 'day').format(ISO) };
}

/**
 * The comparisons a URL's `compare` names (comma-separated), as far as they can be reported: known
 * names and real days whose period ends by `today` and is not the report's own, each once, at most
 * `COMPARISONS_MAX`. Absent: the default; `none`: no comparison.
 */
export function parseComparisons(text: string | undefined, range: ReportRange, today: string): Comparison[] {
  if (text === undefined) return [...DEFAULT_COMPARISONS];
  const found: Comparison[] = [];
  for (const part of text.split(',')) {
    const value = part.trim();
    const known =
      value === 'previous' || value === 'lastYear'
        ? value
        : DAY_PATTERN.test(value) && dayjs(value).format(ISO) === value
          ? (value as Comparison)
          : null;
    if (!known || found.includes(known)) continue;
    const period = comparisonRange(known, range);
    if (period.to > today || period.from === range.from) continue;
    found.push(known);
    if (found.length === COMPARISONS_MAX) break;
  }
  return found;
}

/** The URL's `compare` for `comparisons` (the inverse of `parseComparisons`), or null for the default. */
export function comparisonsParam(comparisons: readonly Comparison[]): string | null {
  if (comparisons.join(',') === DEFAULT_COMPARISONS.join(',')) return null;
  return comparisons.length === 0 ? 'none' : comparisons.join(',');
}

/**
 * The spans of days to read for a report and its comparisons: overlapping or adjacent periods joined,
 * in order, so that no rollup is read twice.
 */
export function readSpans(periods: readonly ReportRange[]): ReportRange[] {
  const sorted = [...periods].sort((a, b) => a.from.localeCompare(b.from));
  const spans: ReportRange[] = [];
  for (const period of sorted) {
    const last = spans[spans.length - 1];
    if (last && dayjs(last.to).add(1, 'day').format(ISO) >= period.from) {
      if (period.to > last.to) spans[spans.length - 1] = { from: last.from, to: period.to };
    } else spans.push({ ...period });
  }
  return spans;
}
