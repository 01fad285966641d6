import { cheapestPlanWith, excludedFeatures, isEntitled } from './entitlements';

describe('entitlements (docs/product-rules.md §6)', () => {
  it('keeps campaign creation, the ad library and leads from Basic', () => {
    expect(excludedFeatures('Basic')).toEqual(['leads', 'adLibrary', 'createCampaign']);
  });

  it('keeps only leads from Plus', () => {
    expect(excludedFeatures('Plus')).toEqual(['leads']);
  });

  it('gives Premium, the top plan, every section', () => {
    expect(excludedFeatures('Premium')).toEqual([]);
  });

  it('entitles an unknown plan to nothing (fail closed)', () => {
    expect(isEntitled('Gold', 'campaigns')).toBe(false);
    expect(isEntitled(null, 'settings')).toBe(false);
  });

  it('names the cheapest plan that includes a section', () => {
    expect(cheapestPlanWith('leads')).toBe('Premium');
    expect(cheapestPlanWith('adLibrary')).toBe('Plus');
    expect(cheapestPlanWith('campaigns')).toBe('Basic');
  });
});
