import { PLAN_IDS, type PlanId } from '@adplatform/plans';
import { BILLING_PERIODS, PLAN_PRICES } from '@adplatform/plans/prices';

/**
 * The payment provider's catalogue the deploy creates: one product per plan, one recurring price per
 * billing period, each price found by the lookup key the functions ask for
 * (`packages/plans/src/prices.ts`, docs/decisions/0011-billing-with-stripe.md).
 */

/** A price as the provider's `prices.create` takes it. */
export interface CataloguePrice {
  readonly lookupKey: string;
  readonly unitAmount: number;
  readonly currency: string;
  readonly interval: 'month' | 'year';
}

/** A product and its prices. */
export interface CatalogueProduct {
  readonly plan: PlanId;
  readonly name: string;
  readonly prices: readonly CataloguePrice[];
}

/** Every plan's product and prices, from the price table. */
export const BILLING_CATALOGUE: readonly CatalogueProduct[] = PLAN_IDS.map((plan) => ({
  plan,
  name: `Adplatform ${plan}`,
  prices: BILLING_PERIODS.map((period) => {
    const price = PLAN_PRICES[plan][period];
    return {
      lookupKey: price.lookupKey,
      unitAmount: price.amountMinor,
      currency: price.currency.toLowerCase(),
      interval: period,
    };
  }),
}));
