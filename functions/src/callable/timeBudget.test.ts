import { ANSWER_MARGIN_MS, TimeBudget } from './timeBudget';

describe('a callable’s time budget', () => {
  it('lets work go on until the margin before the time-out, then stops it with how far it got', () => {
    let now = 1_000_000;
    const budget = new TimeBudget(120, () => now);
    now += 120_000 - ANSWER_MARGIN_MS - 1;
    expect(() => budget.check({ done: 3 })).not.toThrow();
    now += 1;
    expect(() => budget.check({ done: 4 })).toThrow(
      expect.objectContaining({ code: 'deadline-exceeded', details: { done: 4 } }),
    );
  });
});
