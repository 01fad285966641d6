import type { BillingPeriod } from '@adplatform/plans/prices';

/**
 * The end of a billing period of `period` that starts at `start`, as the provider counts it: same
 * day of the next month (or of the same month next year), clamped to that month's last day
 * (31 January → 28/29 February).
 */
export function addBillingPeriod(start: Date, period: BillingPeriod): Date {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + (period === 'year' ? 12 : 1));
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
