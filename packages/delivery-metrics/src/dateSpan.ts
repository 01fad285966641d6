/**
 * Spans of days over which delivery is read (docs/product-rules.md §10.1, §10.2): the reporting
 * section's ranges and the campaigns list's custom ranges, both at most a year.
 */

/** An inclusive span of calendar days, as ISO dates (`YYYY-MM-DD`). */
export interface DateSpan {
  readonly from: string;
  readonly to: string;
}

/** The longest span: a year, leap day included (bounds the documents one read of a span costs). */
export const DATE_SPAN_MAX_DAYS = 366;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY = 24 * 60 * 60 * 1000;

/** Whether `day` is a real calendar day written `YYYY-MM-DD`. */
export function isIsoDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return ISO_DAY.test(day) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

/** How many days a span covers, both ends included. */
export function spanDays(span: DateSpan): number {
  return Math.round((Date.parse(`${span.to}T00:00:00Z`) - Date.parse(`${span.from}T00:00:00Z`)) / DAY) + 1;
}

/** Why a span cannot be read on `today`. */
export type SpanProblem = 'malformed' | 'order' | 'future' | 'tooLong';

/**
 * Checks a span on `today` (ISO date): real days, `from` ≤ `to`, nothing after today, at most
 * `DATE_SPAN_MAX_DAYS` days. @returns the first problem, or null
 */
export function spanProblem(span: DateSpan, today: string): SpanProblem | null {
  if (!isIsoDay(span.from) || !isIsoDay(span.to)) return 'malformed';
  if (span.from > span.to) return 'order';
  if (span.to > today) return 'future';
  if (spanDays(span) > DATE_SPAN_MAX_DAYS) return 'tooLong';
  return null;
}
