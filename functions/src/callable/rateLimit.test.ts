import type { CallableRequest } from 'firebase-functions/v2/https';
import { RateLimiter, withRateLimit } from './rateLimit';

describe('the per-user rate limit', () => {
  it('allows a burst, then one call per refill, per user', () => {
    const limiter = new RateLimiter({ burst: 3, perSecond: 1 });
    expect([1, 2, 3, 4].map(() => limiter.take('alice', 0))).toEqual([true, true, true, false]);
    expect(limiter.take('bob', 0)).toBe(true);
    expect(limiter.take('alice', 500)).toBe(false);
    expect(limiter.take('alice', 1_000)).toBe(true);
    expect(limiter.take('alice', 1_100)).toBe(false);
    // Idle long enough, the bucket is full again, never more.
    expect([1, 2, 3, 4].map(() => limiter.take('alice', 60_000))).toEqual([true, true, true, false]);
  });

  it('answers resource-exhausted before the handler runs, and lets a visitor through to it', async () => {
    const handler = jest.fn(async () => 'done');
    const limited = withRateLimit(handler, new RateLimiter({ burst: 1, perSecond: 1 }), () => 0);
    const as = (uid?: string) => ({ auth: uid ? { uid } : undefined }) as unknown as CallableRequest<unknown>;
    await expect(limited(as('alice'))).resolves.toBe('done');
    await expect(limited(as('alice'))).rejects.toMatchObject({ code: 'resource-exhausted' });
    await expect(limited(as())).resolves.toBe('done');
    expect(handler).toHaveBeenCalledTimes(2);
  });
});
