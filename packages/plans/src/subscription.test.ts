import { isExpiredSubscription } from './subscription';

describe('isExpiredSubscription', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('is false for an active subscription inside its period', () => {
    expect(isExpiredSubscription('active', new Date('2026-06-02T00:00:00Z'), now)).toBe(false);
  });
  it('is true when the status is not active', () => {
    expect(isExpiredSubscription('past_due', new Date('2026-06-02T00:00:00Z'), now)).toBe(true);
  });
  it('is true when the period has ended', () => {
    expect(isExpiredSubscription('active', new Date('2026-05-31T00:00:00Z'), now)).toBe(true);
  });
  it('is false for an active subscription with no period end', () => {
    expect(isExpiredSubscription('active', null, now)).toBe(false);
  });
});
