import { pairCellKey, encodeDailyPairRollup, type DailyPairRollup } from './pairRollup';
import { pairRollupSchema } from './storedRollupSchema';

const rollup: DailyPairRollup = {
  date: '2026-03-01',
  pair: 'age_gender',
  currency: 'USD',
  campaigns: { c1: { [pairCellKey('25-34', 'female')]: [10, 9, 1, 500, 0, 0] } },
};

describe('the stored pair rollup as a section trusts it (docs/product-rules.md §10.2)', () => {
  it('decodes what the writer stores back to the rollup', () => {
    expect(pairRollupSchema.parse(encodeDailyPairRollup(rollup))).toEqual(rollup);
  });

  it.each([
    ['a malformed tuple', { campaigns: { c1: { 'a|b': '10,9,1' } } }],
    ['a lower-case currency', { currency: 'usd' }],
    ['a date that is not a day', { date: '2026-03-01T00:00:00Z' }],
  ])('refuses %s', (_case, change) => {
    expect(pairRollupSchema.safeParse({ ...encodeDailyPairRollup(rollup), ...change }).success).toBe(false);
  });
});
