import { addBillingPeriod } from './period';

describe('addBillingPeriod', () => {
  it('keeps the day of the month', () => {
    expect(addBillingPeriod(new Date('2026-03-15T10:00:00Z'), 'month').toISOString()).toBe(
      '2026-04-15T10:00:00.000Z',
    );
  });
  it('clamps to the last day of a shorter month', () => {
    expect(addBillingPeriod(new Date('2026-01-31T00:00:00Z'), 'month').toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(addBillingPeriod(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });
  it('rolls over the year', () => {
    expect(addBillingPeriod(new Date('2026-12-05T00:00:00Z'), 'month').toISOString()).toBe(
      '2027-01-05T00:00:00.000Z',
    );
    expect(addBillingPeriod(new Date('2026-12-05T00:00:00Z'), 'year').toISOString()).toBe(
      '2027-12-05T00:00:00.000Z',
    );
  });
});
