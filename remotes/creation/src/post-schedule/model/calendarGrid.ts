import dayjs, { type Dayjs } from 'dayjs';

/** The two calendar views of the posts (docs/product-rules.md §10.7). */
export type CalendarView = 'week' | 'month';

/** A day of the week, 0 = Sunday … 6 = Saturday (dayjs's numbering). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Days in a week. */
const WEEK = 7;

/**
 * The first day of the week where `locale` is used, from the platform's week data (`Intl.Locale`
 * `getWeekInfo()` or `weekInfo`): Sunday in the United States, Monday in Spain. Monday (ISO 8601)
 * when the platform has no week data.
 */
export function firstDayOfWeek(locale: string): Weekday {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay ?? 1;
    // Intl numbers the days 1 = Monday … 7 = Sunday.
    return (firstDay % WEEK) as Weekday;
  } catch {
    return 1;
  }
}

/** The start of the week holding `day`, for weeks starting on `weekStart` (00:00 local time). */
export function startOfWeek(day: Dayjs, weekStart: Weekday): Dayjs {
  const back = (day.day() - weekStart + WEEK) % WEEK;
  return day.startOf('day').subtract(back, 'day');
}

/** The first day a view shows around `anchor` and how many weeks it shows. */
function shownWeeks(
  view: CalendarView,
  anchor: Dayjs,
  weekStart: Weekday,
): { readonly first: Dayjs; readonly weeks: number } {
  const first = startOfWeek(view === 'week' ? anchor : anchor.startOf('month'), weekStart);
  if (view === 'week') return { first, weeks: 1 };
  const lastDay = anchor.endOf('month').startOf('day');
  return { first, weeks: Math.ceil((lastDay.diff(first, 'day') + 1) / WEEK) };
}

/**
 * The days a view shows around `anchor`, in order, each at 00:00 local time: the week holding it, or
 * every whole week that holds a day of its month (4 to 6 weeks).
 */
export function calendarDays(view: CalendarView, anchor: Dayjs, weekStart: Weekday): Dayjs[] {
  const { first, weeks } = shownWeeks(view, anchor, weekStart);
  return Array.from({ length: weeks * WEEK }, (_, index) => first.add(index, 'day'));
}

/** The span a view shows, as epoch ms: `start` included, `end` excluded (the read of its posts). */
export function calendarSpan(
  view: CalendarView,
  anchor: Dayjs,
  weekStart: Weekday,
): { readonly start: number; readonly end: number } {
  const { first, weeks } = shownWeeks(view, anchor, weekStart);
  return { start: first.valueOf(), end: first.add(weeks * WEEK, 'day').valueOf() };
}

/** The anchor of the previous (-1) or next (+1) week or month. */
export function shiftAnchor(view: CalendarView, anchor: Dayjs, direction: -1 | 1): Dayjs {
  return anchor.add(direction, view);
}

/**
 * The new publication time of a post moved to `day`: the same local time of day on that date, in ms.
 * A drag changes the date, never the hour the advertiser chose.
 */
export function movedTo(scheduledAt: number, day: Dayjs): number {
  const time = dayjs(scheduledAt);
  return day
    .startOf('day')
    .hour(time.hour())
    .minute(time.minute())
    .second(time.second())
    .millisecond(time.millisecond())
    .valueOf();
}

/** The `YYYY-MM-DD` key of a day in local time (a calendar cell's identity). */
export function dayKey(day: Dayjs | number): string {
  return dayjs(day).format('YYYY-MM-DD');
}
