/**
 * The one price table, beside the entitlements table (docs/product-rules.md §12 "Billing"): what each
 * plan costs per billing period, and the lookup key that names its price at the payment provider.
 *
 * A provider's price id differs per account and per mode (the demo stand-in, test mode, live mode);
 * its lookup key is set by us on the price and is the same in every environment, so this table holds
 * the key and the callable functions resolve it to the environment's id
 * (docs/decisions/0011-billing-with-stripe.md). Onboarding and settings show these prices.
 */
import { PLAN_IDS, type PlanId } from './entitlements';

/** How often a subscription is billed. */
export const BILLING_PERIODS = ['month', 'year'] as const;
/** A billing period. */
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** One price of the table. `amountMinor` is in integer minor units (cents) of `currency`. */
export interface PlanPrice {
  readonly plan: PlanId;
  readonly period: BillingPeriod;
  readonly amountMinor: number;
  /** ISO 4217, as the provider and `Intl.NumberFormat` write it. */
  readonly currency: 'USD';
  /** The provider price's lookup key: `adplatform_<plan>_<period>`, lower case. */
  readonly lookupKey: string;
}

const MONTHLY_MINOR: Readonly<Record<PlanId, number>> = { Basic: 1900, Plus: 4900, Premium: 9900 };
/** A year costs ten months: two months free for paying ahead. */
const MONTHS_BILLED_PER_YEAR = 10;

function price(plan: PlanId, period: BillingPeriod): PlanPrice {
  const monthly = MONTHLY_MINOR[plan];
  return {
    plan,
    period,
    amountMinor: period === 'month' ? monthly : monthly * MONTHS_BILLED_PER_YEAR,
    currency: 'USD',
    lookupKey: `adplatform_${plan.toLowerCase()}_${period}`,
  };
}

/** Every price: each plan × each billing period. */
export const PLAN_PRICES: Readonly<Record<PlanId, Readonly<Record<BillingPeriod, PlanPrice>>>> =
  Object.fromEntries(
    PLAN_IDS.map((plan) => [plan, { month: price(plan, 'month'), year: price(plan, 'year') }]),
  ) as Record<PlanId, Record<BillingPeriod, PlanPrice>>;

/** Narrows any value to a billing period. */
export function isBillingPeriod(value: unknown): value is BillingPeriod {
  return typeof value === 'string' && (BILLING_PERIODS as readonly string[]).includes(value);
}

/**
 * The table's price with this lookup key (a provider price read from a webhook event), or null
 * when the key is not ours: the caller refuses what it cannot map rather than guessing a plan.
 */
export function priceOfLookupKey(lookupKey: string | null | undefined): PlanPrice | null {
  for (const plan of PLAN_IDS) {
    for (const period of BILLING_PERIODS) {
      if (PLAN_PRICES[plan][period].lookupKey === lookupKey) return PLAN_PRICES[plan][period];
    }
  }
  return null;
}
