/**
 * Scheduled reports (docs/product-rules.md §10.2): the contract of the reporting remote's schedule
 * form and of the functions that save and send them.
 */

/** How often a scheduled report is sent: each day, each Monday, or on the first of each month. */
export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
/** A schedule's frequency. */
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

/** The file a scheduled report attaches. */
export const REPORT_FORMATS = ['csv', 'pdf'] as const;
/** A scheduled report's file format. */
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The days a sent report covers: the day, week or month before it is sent. */
export const REPORT_PERIOD_DAYS: Readonly<Record<ReportFrequency, number | 'month'>> = {
  daily: 1,
  weekly: 7,
  monthly: 'month',
};

/** A schedule's bounds: recipients, its name, schedules per account. */
export const REPORT_RECIPIENTS_MAX = 5;
export const REPORT_SCHEDULE_NAME_MAX = 80;
export const REPORT_SCHEDULES_MAX = 20;
/** The hour of the day, in the schedule's time zone, a report is sent. */
export const REPORT_SEND_HOUR = 8;
/** How often the due reports are looked for and sent: a report leaves within this of its hour. */
export const DUE_REPORTS_EVERY_MINUTES = 15;
/** Runs of a schedule shown as its history (the newest). */
export const REPORT_RUNS_SHOWN = 10;

/** A schedule as the user writes it. */
export interface ReportScheduleInput {
  readonly name: string;
  readonly frequency: ReportFrequency;
  readonly format: ReportFormat;
  readonly recipients: readonly string[];
  /** One campaign, or null for every campaign. */
  readonly campaignId: string | null;
  /** The IANA time zone the sending hour is in (the user's, e.g. `Europe/Madrid`). */
  readonly timeZone: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

/** Control and format characters (line breaks, bidi overrides), markup, and links. */
const NOT_IN_A_NAME = /[\p{Cc}\p{Cf}<>]|[a-z][a-z0-9+.-]*:\/\/|www\./iu;

/**
 * Whether `name` can name a scheduled report: 1 to `REPORT_SCHEDULE_NAME_MAX` characters of one line,
 * without markup or a link, since it is the subject of a mail sent in the account's name
 * (docs/product-rules.md §10.2).
 */
export function isReportName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= REPORT_SCHEDULE_NAME_MAX && !NOT_IN_A_NAME.test(trimmed);
}

/** Whether `address` is an e-mail address a report can go to (at most 254 characters). */
export function isRecipient(address: string): boolean {
  return address.length <= 254 && EMAIL.test(address);
}

/** The wall-clock parts of `instant` in `timeZone`. */
function localParts(
  instant: number,
  timeZone: string,
): { y: number; m: number; d: number; h: number; min: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return { y: parts.year!, m: parts.month!, d: parts.day!, h: parts.hour!, min: parts.minute! };
}

/** The instant the wall clock of `timeZone` reads `y-m-d` at `hour`:00. */
function instantAt(y: number, m: number, d: number, hour: number, timeZone: string): number {
  const guess = Date.UTC(y, m - 1, d, hour);
  const seen = localParts(guess, timeZone);
  const offset = Date.UTC(seen.y, seen.m - 1, seen.d, seen.h, seen.min) - guess;
  const first = guess - offset;
  // Across a change of offset the first answer can be an hour off: correct it once.
  const again = localParts(first, timeZone);
  return first + (hour - again.h) * 3_600_000;
}

/**
 * When a schedule next sends after `after` (ms since the epoch): at `REPORT_SEND_HOUR` in its time
 * zone, the next day (daily), the next Monday (weekly) or the first of the next month (monthly);
 * today's sending hour counts when it has not passed yet.
 */
export function nextRunAt(frequency: ReportFrequency, timeZone: string, after: number): number {
  const now = localParts(after, timeZone);
  for (let offset = 0; offset <= 62; offset += 1) {
    const day = new Date(Date.UTC(now.y, now.m - 1, now.d + offset));
    const fits =
      frequency === 'daily' ||
      (frequency === 'weekly' && day.getUTCDay() === 1) ||
      (frequency === 'monthly' && day.getUTCDate() === 1);
    if (!fits) continue;
    const at = instantAt(
      day.getUTCFullYear(),
      day.getUTCMonth() + 1,
      day.getUTCDate(),
      REPORT_SEND_HOUR,
      timeZone,
    );
    if (at > after) return at;
  }
  throw new Error(`No next run for ${frequency} in ${timeZone}`);
}

/**
 * The days (`YYYY-MM-DD`, both ends included) a report sent at `sentAt` covers, in its time zone: the
 * day before (daily), the seven days before (weekly) or the month before (monthly).
 */
export function reportPeriod(
  frequency: ReportFrequency,
  timeZone: string,
  sentAt: number,
): { readonly from: string; readonly to: string } {
  const today = localParts(sentAt, timeZone);
  const iso = (date: Date): string => date.toISOString().slice(0, 10);
  const yesterday = new Date(Date.UTC(today.y, today.m - 1, today.d - 1));
  const days = REPORT_PERIOD_DAYS[frequency];
  if (days === 'month')
    return {
      from: iso(new Date(Date.UTC(today.y, today.m - 2, 1))),
      to: iso(new Date(Date.UTC(today.y, today.m - 1, 0))),
    };
  return { from: iso(new Date(Date.UTC(today.y, today.m - 1, today.d - days))), to: iso(yesterday) };
}
