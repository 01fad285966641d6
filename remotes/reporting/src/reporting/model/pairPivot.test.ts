import type { DailyPairRollup, MetricTuple } from '@adplatform/delivery-metrics';
import { buildPairPivot } from './pairPivot';

const tuple = (spendMinor: number): MetricTuple => [spendMinor * 2, spendMinor, 1, spendMinor, 0, 0];
const ROLLUPS: DailyPairRollup[] = [
  {
    date: '2026-03-01',
    pair: 'age_gender',
    currency: 'USD',
    campaigns: {
      a: { '25-34|female': tuple(300), '25-34|male': tuple(200), '35-44|male': tuple(100) },
      b: { '35-44|female': tuple(50) },
    },
  },
  {
    date: '2026-03-02',
    pair: 'age_gender',
    currency: 'USD',
    campaigns: { a: { '35-44|male': tuple(400) } },
  },
  { date: '2026-03-09', pair: 'age_gender', currency: 'USD', campaigns: { a: { '18-24|male': tuple(9) } } },
];
const RANGE = { from: '2026-03-01', to: '2026-03-05' };

const spendOf = (pivot: ReturnType<typeof buildPairPivot>) =>
  pivot.rows.map((row) => [row.key, ...pivot.columns.map((column) => row.cells[column]?.spendMinor ?? 0)]);

describe('buildPairPivot', () => {
  it('sums each cell over the range and the campaigns, rows and columns by spend', () => {
    const pivot = buildPairPivot(ROLLUPS, RANGE, null, 'age', 'gender');
    expect(pivot.columns).toEqual(['male', 'female']);
    expect(spendOf(pivot)).toEqual([
      ['35-44', 500, 50],
      ['25-34', 200, 300],
    ]);
  });

  it('transposes the pair when the rows are its second dimension', () => {
    const pivot = buildPairPivot(ROLLUPS, RANGE, null, 'gender', 'age');
    expect(pivot.columns).toEqual(['35-44', '25-34']);
    expect(spendOf(pivot)).toEqual([
      ['male', 500, 200],
      ['female', 50, 300],
    ]);
  });

  it('keeps to one campaign when asked', () => {
    expect(spendOf(buildPairPivot(ROLLUPS, RANGE, 'b', 'age', 'gender'))).toEqual([['35-44', 50]]);
  });

  it('refuses a dimension crossed with itself', () => {
    expect(() => buildPairPivot(ROLLUPS, RANGE, null, 'age', 'age')).toThrow('two dimensions');
  });
});
