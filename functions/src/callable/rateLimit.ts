import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';

/**
 * A per-user rate limit on the callable functions (docs/architecture.md "Data"): each caller has a
 * bucket of `burst` calls that refills at `perSecond`; a call that finds it empty is answered
 * `resource-exhausted` before the function reads or writes anything. The buckets live in the
 * instance's memory: each instance limits on its own, and `maxInstances` bounds how many there are.
 */

/** The limit: a burst of calls at once, refilled at a steady rate. */
export interface RateLimit {
  readonly burst: number;
  readonly perSecond: number;
}

/** What a user may do: 30 calls at once, then one a second. */
export const CALL_RATE_LIMIT: RateLimit = { burst: 30, perSecond: 1 };

/** The most callers an instance remembers; the longest idle are forgotten first (their bucket is full). */
const CALLERS_REMEMBERED = 10_000;

/** Token buckets, one per caller. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly limit: RateLimit = CALL_RATE_LIMIT) {}

  /**
   * Takes one call from `key`'s bucket at `now` (ms).
   * @returns false when the bucket is empty (the call is refused and takes nothing)
   */
  take(key: string, now: number): boolean {
    const bucket = this.buckets.get(key);
    const refilled = bucket
      ? Math.min(this.limit.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.limit.perSecond)
      : this.limit.burst;
    this.buckets.delete(key);
    if (this.buckets.size >= CALLERS_REMEMBERED) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    const allowed = refilled >= 1;
    this.buckets.set(key, { tokens: allowed ? refilled - 1 : refilled, at: now });
    return allowed;
  }
}

/**
 * Wraps a callable's handler with the caller's rate limit (a visitor, who has no uid, goes on to the
 * handler, which answers `unauthenticated`).
 * @throws HttpsError `resource-exhausted` when the caller has used up their calls.
 */
export function withRateLimit<T>(
  handler: (request: CallableRequest<unknown>) => Promise<T>,
  limiter = new RateLimiter(),
  clock: () => number = Date.now,
): (request: CallableRequest<unknown>) => Promise<T> {
  return async (request) => {
    const uid = request.auth?.uid;
    if (uid && !limiter.take(uid, clock())) {
      throw new HttpsError('resource-exhausted', 'Too many requests: wait a moment and try again.');
    }
    return handler(request);
  };
}
