import { PLAN_IDS } from './entitlements';
import { BILLING_PERIODS, isBillingPeriod, PLAN_PRICES, priceOfLookupKey } from './prices';

describe('the price table (docs/product-rules.md §12)', () => {
  it('prices every plan in integer cents, cheapest plan first, in each period', () => {
    for (const period of BILLING_PERIODS) {
      const amounts = PLAN_IDS.map((plan) => PLAN_PRICES[plan][period].amountMinor);
      expect(amounts.every((amount) => Number.isInteger(amount) && amount > 0)).toBe(true);
      expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    }
  });

  it('bills a year as ten months', () => {
    expect(PLAN_PRICES.Plus.month.amountMinor).toBe(4900);
    expect(PLAN_PRICES.Plus.year.amountMinor).toBe(49000);
  });

  it('gives each price its own lookup key and finds the price back from it', () => {
    const keys = PLAN_IDS.flatMap((plan) =>
      BILLING_PERIODS.map((period) => PLAN_PRICES[plan][period].lookupKey),
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(priceOfLookupKey('adplatform_premium_year')).toMatchObject({ plan: 'Premium', period: 'year' });
  });

  it('maps a key that is not ours to nothing', () => {
    expect(priceOfLookupKey('someone_elses_price')).toBeNull();
    expect(priceOfLookupKey(null)).toBeNull();
    expect(isBillingPeriod('week')).toBe(false);
    expect(isBillingPeriod('year')).toBe(true);
  });
});
