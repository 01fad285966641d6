/**
 * The calendar days of an ad account: a network reports delivery by the days of the account's own time
 * zone (docs/decisions/0031-ad-network-connectors.md), so the sync counts "today" and its windows in
 * that zone, never in UTC.
 */

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the instant `at` in the IANA time zone `timeZone` (e.g. `Europe/Madrid`). */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The calendar day `days` after `day` (before it when negative), both `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
