import type { CallableRequest } from 'firebase-functions/v2/https';
import { RATE_LIMITS, RateLimiter, withRateLimit, type RateLimit, type RateLimitStore } from './rateLimit';

const LIMIT: RateLimit = { calls: 3, windowSeconds: 1 };

const as = (uid?: string) => ({ auth: uid ? { uid } : undefined }) as unknown as CallableRequest<unknown>;

/** A store whose shared counts are another limiter's memory, as if every instance shared it. */
function storeSharing(shared: RateLimiter, clock = () => 0): RateLimitStore {
  return {
    local: new RateLimiter(),
    shared: async (key, limit, now) => shared.take(key, limit, now),
    clock,
  };
}

describe('the per-user rate limit', () => {
  it('allows so many calls in each window, per key', () => {
    const limiter = new RateLimiter();
    expect([1, 2, 3, 4].map(() => limiter.take('alice', LIMIT, 0))).toEqual([true, true, true, false]);
    expect(limiter.take('bob', LIMIT, 0)).toBe(true);
    expect(limiter.take('alice', LIMIT, 999)).toBe(false);
    // The next window starts afresh, and a long idle time gives no more than one window's calls.
    expect([1, 2, 3, 4].map(() => limiter.take('alice', LIMIT, 1_000))).toEqual([true, true, true, false]);
    expect([1, 2, 3, 4].map(() => limiter.take('alice', LIMIT, 60_000))).toEqual([true, true, true, false]);
  });

  it('answers resource-exhausted before the handler runs, and lets a visitor through to it', async () => {
    const handler = jest.fn(async () => 'done');
    const store = storeSharing(new RateLimiter());
    const limited = withRateLimit('mail', handler, () => store);
    for (let call = 0; call < RATE_LIMITS.mail.calls; call += 1) {
      await expect(limited(as('alice'))).resolves.toBe('done');
    }
    await expect(limited(as('alice'))).rejects.toMatchObject({ code: 'resource-exhausted' });
    await expect(limited(as())).resolves.toBe('done');
    expect(handler).toHaveBeenCalledTimes(RATE_LIMITS.mail.calls + 1);
  });

  it('counts calls made on every instance against one shared allowance per user and class', async () => {
    const shared = new RateLimiter();
    const handler = jest.fn(async () => 'done');
    // Two instances: each has its own memory, both see the shared counts.
    const instances = [0, 1].map(() => {
      const store = storeSharing(shared);
      return withRateLimit('charge', handler, () => store);
    });
    const answers = await Promise.allSettled(
      Array.from({ length: 3 * RATE_LIMITS.charge.calls }, (_, call) => instances[call % 2]!(as('alice'))),
    );
    expect(answers.filter(({ status }) => status === 'fulfilled')).toHaveLength(RATE_LIMITS.charge.calls);
    // Another class keeps its own allowance.
    const reads = withRateLimit('read', handler, () => storeSharing(shared));
    await expect(reads(as('alice'))).resolves.toBe('done');
  });

  it('refuses without asking the shared counts once the instance’s own memory is empty', async () => {
    const shared = jest.fn(async () => true);
    const store: RateLimitStore = { local: new RateLimiter(), shared, clock: () => 0 };
    const limited = withRateLimit(
      'bulk',
      async () => 'done',
      () => store,
    );
    const answers = await Promise.allSettled(
      Array.from({ length: RATE_LIMITS.bulk.calls + 5 }, () => limited(as('alice'))),
    );
    expect(answers.filter(({ status }) => status === 'rejected')).toHaveLength(5);
    expect(shared).toHaveBeenCalledTimes(RATE_LIMITS.bulk.calls);
  });
});
