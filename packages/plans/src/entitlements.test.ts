import { excludedSections, isEntitled, PLAN_CATALOGUE, PLAN_IDS } from './entitlements';

describe('entitlements (docs/product-rules.md §6)', () => {
  it('keeps campaign creation, the ad library and leads from Basic', () => {
    expect(excludedSections('Basic')).toEqual(['leads', 'adLibrary', 'createCampaign']);
  });

  it('keeps only leads from Plus', () => {
    expect(excludedSections('Plus')).toEqual(['leads']);
  });

  it('gives Premium, the top plan, every section', () => {
    expect(excludedSections('Premium')).toEqual([]);
  });

  it('entitles an unknown plan to nothing (fail closed)', () => {
    expect(isEntitled('Gold', 'campaigns')).toBe(false);
    expect(isEntitled(null, 'settings')).toBe(false);
  });

  it('prices every plan in integer cents, cheapest first', () => {
    const prices = PLAN_IDS.map((plan) => PLAN_CATALOGUE[plan].monthlyPriceMinor);
    expect(prices.every(Number.isInteger)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });
});
