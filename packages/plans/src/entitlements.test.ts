import { readFileSync } from 'node:fs';
import path from 'node:path';
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

describe('firestore.rules mirror of the entitlements table', () => {
  const rules = readFileSync(path.join(__dirname, '../../../firestore.rules'), 'utf8');
  const block = /\/\/ entitlements:begin[\s\S]*?return \{([\s\S]*?)\};[\s\S]*?\/\/ entitlements:end/.exec(
    rules,
  );

  it('has an entitlements block', () => {
    expect(block).not.toBeNull();
  });

  it.each(PLAN_IDS)('lists exactly the sections of %s', (plan) => {
    const line = new RegExp(`'${plan}': \\[([^\\]]*)\\]`).exec(block?.[1] ?? '');
    const sections = (line?.[1] ?? '')
      .split(',')
      .map((part) => part.trim().replace(/'/g, ''))
      .filter(Boolean);
    expect(sections).toEqual([...PLAN_CATALOGUE[plan].sections]);
  });
});
