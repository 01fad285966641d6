import type { BudgetType } from './campaign';
import type { ChangeRefusal } from './campaignStatus';

/**
 * Budget bounds (docs/product-rules.md §10.1): a daily budget of at least the currency's minimum a day,
 * a lifetime budget of at least that minimum for every day of the schedule, never more than
 * `BUDGET_MAXIMUM_MINOR`, and a lifetime budget never below what the campaign has already spent.
 */

/** The highest budget a campaign may have, in minor units (USD 1,000,000.00). */
export const BUDGET_MAXIMUM_MINOR = 100_000_000;

/**
 * The smallest daily budget per currency in minor units, where it is not one unit of the currency
 * (ad platforms ask a little more of currencies whose unit is worth little).
 */
const DAILY_MINIMUM_MINOR: Readonly<Record<string, number>> = {
  JPY: 150,
  KRW: 1_500,
  INR: 10_000,
  MXN: 2_000,
  BRL: 500,
};

/** Minor units in one unit of `currency` (100 for USD, 1 for JPY), from the platform's Intl data. */
export function minorUnitsPerUnit(currency: string): number {
  const digits =
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
    2;
  return 10 ** digits;
}

/** The smallest daily budget in `currency`, in minor units. */
export function dailyMinimumMinor(currency: string): number {
  return DAILY_MINIMUM_MINOR[currency] ?? minorUnitsPerUnit(currency);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days a schedule runs, both ends included (an open-ended schedule counts one). */
export function scheduleDays(startDate: Date, endDate: Date | null): number {
  if (!endDate) return 1;
  return Math.max(1, Math.round((endDate.getTime() - startDate.getTime()) / DAY_MS) + 1);
}

/** A budget as the bounds need it. Money in minor units of `currency`. */
export interface BudgetSubject {
  readonly budgetType: BudgetType;
  readonly currency: string;
  readonly startDate: Date;
  readonly endDate: Date | null;
  /** What the campaign has spent over its life so far, if known. */
  readonly spentMinor?: number;
}

/** The lowest budget `subject` may have, in minor units. */
export function budgetMinimumMinor(subject: BudgetSubject): number {
  const daily = dailyMinimumMinor(subject.currency);
  if (subject.budgetType === 'daily') return daily;
  return Math.max(daily * scheduleDays(subject.startDate, subject.endDate), subject.spentMinor ?? 0);
}

/**
 * Why `amountMinor` (an integer) is refused as the budget of `subject`, or null when it is within bounds:
 * `budgetTooLow` (below the minimum), `budgetBelowSpend` (a lifetime budget below what is spent),
 * `budgetTooHigh` (above `BUDGET_MAXIMUM_MINOR`).
 */
export function budgetRefusal(subject: BudgetSubject, amountMinor: number): ChangeRefusal | null {
  if (amountMinor > BUDGET_MAXIMUM_MINOR) return 'budgetTooHigh';
  const spent = subject.budgetType === 'lifetime' ? (subject.spentMinor ?? 0) : 0;
  if (amountMinor < spent) return 'budgetBelowSpend';
  if (amountMinor < budgetMinimumMinor({ ...subject, spentMinor: 0 })) return 'budgetTooLow';
  return null;
}
