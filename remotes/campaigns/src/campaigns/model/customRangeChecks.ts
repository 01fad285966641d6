import { isoDay, spanProblem, type DateSpan, type SpanProblem } from '@adplatform/delivery-metrics';

/**
 * What the view toolbar checks of a custom range, and how the opened campaign names one: a module of
 * their own, loaded with them, not with the list (docs/performance.md).
 */

/** How far back a custom range may start, in days before today (the year of delivery kept). */
export const CUSTOM_RANGE_HISTORY_DAYS = 365;

const DAY = 24 * 60 * 60 * 1000;

/** The first day a custom range may start on `today` (ISO date). */
export function earliestCustomDay(today: string): string {
  return isoDay(Date.parse(`${today}T00:00:00Z`) - CUSTOM_RANGE_HISTORY_DAYS * DAY);
}

/** Why a custom range cannot be shown on `today`: a span's problem, or a start before the kept history. */
export function customRangeProblem(span: DateSpan, today: string): SpanProblem | 'tooOld' | null {
  return spanProblem(span, today) ?? (span.from < earliestCustomDay(today) ? 'tooOld' : null);
}

/** A custom range as the list names it in `locale`, e.g. "Nov 1 – 23, 2026" (days at local noon). */
export function formatCustomRange(span: DateSpan, locale: string): string {
  const day = (iso: string) => new Date(`${iso}T12:00:00`);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).formatRange(day(span.from), day(span.to));
}

/**
 * `span` when it can be shown on `today`, else null (a remembered or saved range that has aged out).
 */
export function usableCustomRange(span: DateSpan | null, today: string): DateSpan | null {
  return span && customRangeProblem(span, today) === null ? span : null;
}
