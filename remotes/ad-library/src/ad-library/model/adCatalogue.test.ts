import { adSearchTokens, daysActive } from './adCatalogue';

describe('adSearchTokens', () => {
  it('indexes prefixes of the advertiser and the headline', () => {
    const tokens = adSearchTokens('Acme Shoes', 'Run Faster Today');
    expect(tokens).toEqual(expect.arrayContaining(['acme', 'sho', 'shoes', 'run', 'fast', 'today']));
    expect(tokens).not.toContain('acme shoes');
  });
});

describe('daysActive', () => {
  const day = 86_400_000;
  it('counts the first day', () => {
    expect(daysActive(0, 0, 10 * day)).toBe(1);
  });
  it('runs to now while the ad is active', () => {
    expect(daysActive(0, null, 9 * day + 1)).toBe(10);
  });
  it('stops at the end of an inactive ad', () => {
    expect(daysActive(0, 4 * day, 100 * day)).toBe(5);
  });
});
