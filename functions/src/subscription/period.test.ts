import { addOneMonth } from './period';

describe('addOneMonth', () => {
  it('keeps the day of the month', () => {
    expect(addOneMonth(new Date('2026-03-15T10:00:00Z')).toISOString()).toBe('2026-04-15T10:00:00.000Z');
  });
  it('clamps to the last day of a shorter month', () => {
    expect(addOneMonth(new Date('2026-01-31T00:00:00Z')).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addOneMonth(new Date('2028-01-31T00:00:00Z')).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
  it('rolls over the year', () => {
    expect(addOneMonth(new Date('2026-12-05T00:00:00Z')).toISOString()).toBe('2027-01-05T00:00:00.000Z');
  });
});
