import { daysOf, presetRange, previousRange, rangeLength, rangeProblem } from './dateRange';

const TODAY = '2026-03-15';

describe('presetRange', () => {
  it('counts the last N complete days, ending yesterday', () => {
    expect(presetRange('last7', TODAY)).toEqual({ from: '2026-03-08', to: '2026-03-14' });
    expect(presetRange('last30', TODAY)).toEqual({ from: '2026-02-13', to: '2026-03-14' });
    expect(rangeLength(presetRange('last90', TODAY))).toBe(90);
  });

  it('runs this month to today and covers last month whole (leap years included)', () => {
    expect(presetRange('thisMonth', TODAY)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetRange('lastMonth', TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', '2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('lastMonth', '2027-01-10')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('previousRange', () => {
  it('is the period of the same length just before', () => {
    expect(previousRange({ from: '2026-03-08', to: '2026-03-14' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-07',
    });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    const year = { from: '2025-01-01', to: '2025-12-31' };
    expect(rangeLength(previousRange(year))).toBe(rangeLength(year));
  });
});

describe('daysOf', () => {
  it('lists every day in order across a month end', () => {
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

describe('rangeProblem', () => {
  it('accepts a range up to a year that ends at the latest today', () => {
    expect(rangeProblem({ from: '2025-03-15', to: TODAY }, TODAY)).toBeNull();
  });

  it('refuses a reversed, a future and a too-long range', () => {
    expect(rangeProblem({ from: '2026-03-10', to: '2026-03-01' }, TODAY)).toBe('order');
    expect(rangeProblem({ from: '2026-03-10', to: '2026-03-16' }, TODAY)).toBe('future');
    expect(rangeProblem({ from: '2025-03-13', to: TODAY }, TODAY)).toBe('tooLong');
  });
});
