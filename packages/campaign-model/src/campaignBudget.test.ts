import {
  budgetMinimumMinor,
  budgetRefusal,
  dailyMinimumMinor,
  scheduleDays,
  type BudgetSubject,
} from './campaignBudget';

const daily: BudgetSubject = {
  budgetType: 'daily',
  currency: 'USD',
  startDate: new Date('2026-06-01T00:00:00Z'),
  endDate: null,
};
const lifetime: BudgetSubject = {
  ...daily,
  budgetType: 'lifetime',
  endDate: new Date('2026-06-30T00:00:00Z'),
};

describe('budget bounds (docs/product-rules.md §10.1)', () => {
  it('asks one unit of the currency a day, or the minimum of its table', () => {
    expect(dailyMinimumMinor('USD')).toBe(100);
    expect(dailyMinimumMinor('EUR')).toBe(100);
    expect(dailyMinimumMinor('JPY')).toBe(150);
    expect(dailyMinimumMinor('CHF')).toBe(100);
  });

  it('asks a lifetime budget the daily minimum for every day of the schedule', () => {
    expect(scheduleDays(lifetime.startDate, lifetime.endDate)).toBe(30);
    expect(budgetMinimumMinor(lifetime)).toBe(3_000);
    expect(budgetMinimumMinor(daily)).toBe(100);
  });

  it('refuses a budget below the minimum, above the maximum or below what a lifetime budget spent', () => {
    expect(budgetRefusal(daily, 99)).toBe('budgetTooLow');
    expect(budgetRefusal(daily, 100)).toBeNull();
    expect(budgetRefusal(lifetime, 2_999)).toBe('budgetTooLow');
    expect(budgetRefusal(lifetime, 3_000)).toBeNull();
    expect(budgetRefusal(daily, 100_000_001)).toBe('budgetTooHigh');
    expect(budgetRefusal({ ...lifetime, spentMinor: 50_000 }, 40_000)).toBe('budgetBelowSpend');
    expect(budgetRefusal({ ...daily, spentMinor: 50_000 }, 40_000)).toBeNull();
  });
});
