import dayjs from 'dayjs';
import { DATE_SPAN_MAX_DAYS, spanDays, type DateSpan } from '@adplatform/delivery-metrics';

/** An inclusive range of calendar days, as ISO dates (`YYYY-MM-DD`) in the user's time zone. */
export type ReportRange = DateSpan;

/** The range presets (docs/product-rules.md §10.2), plus `custom` for a range the user picked. */
export const RANGE_PRESETS = ['last7', 'last30', 'last90', 'thisMonth', 'lastMonth'] as const;
/** A range preset. */
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The longest report: a year, leap day included (bounds the documents one report reads). */
export const MAX_RANGE_DAYS = DATE_SPAN_MAX_DAYS;

const ISO = 'YYYY-MM-DD';

/**
 * The days a preset covers on `today` (an ISO date). "Last N days" are the N complete days before
 * today, as the ad platforms count them; "this month" runs to today.
 */
export function presetRange(preset: RangePreset, today: string): ReportRange {
  const day = dayjs(today);
  const yesterday = day.subtract(1, 'day');
  switch (preset) {
    case 'last7':
      return { from: yesterday.subtract(6, 'day').format(ISO), to: yesterday.format(ISO) };
    case 'last30':
      return { from: yesterday.subtract(29, 'day').format(ISO), to: yesterday.format(ISO) };
    case 'last90':
      return { from: yesterday.subtract(89, 'day').format(ISO), to: yesterday.format(ISO) };
    case 'thisMonth':
      return { from: day.startOf('month').format(ISO), to: day.format(ISO) };
    case 'lastMonth': {
      const lastMonth = day.subtract(1, 'month');
      return { from: lastMonth.startOf('month').format(ISO), to: lastMonth.endOf('month').format(ISO) };
    }
  }
}

/** How many days a range covers, both ends included. */
export function rangeLength(range: ReportRange): number {
  return spanDays(range);
}

/** The period of the same length that ends the day before `range` starts (the comparison period). */
export function previousRange(range: ReportRange): ReportRange {
  const length = rangeLength(range);
  const to = dayjs(range.from).subtract(1, 'day');
  return { from: to.subtract(length - 1, 'day').format(ISO), to: to.format(ISO) };
}

/** Every day of a range, in order. */
export function daysOf(range: ReportRange): string[] {
  const days: string[] = [];
  const last = dayjs(range.to);
  for (let day = dayjs(range.from); !day.isAfter(last, 'day'); day = day.add(1, 'day')) {
    days.push(day.format(ISO));
  }
  return days;
}

/** Why a custom range cannot be reported, or null when it can. */
export type RangeProblem = 'order' | 'future' | 'tooLong' | null;

/** Checks a custom range: its start not after its end, not in the future, at most `MAX_RANGE_DAYS` long. */
export function rangeProblem(range: ReportRange, today: string): RangeProblem {
  if (range.from > range.to) return 'order';
  if (range.to > today) return 'future';
  if (rangeLength(range) > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/** Today in the user's time zone, as an ISO date. */
export function localToday(): string {
  return dayjs().format(ISO);
}
