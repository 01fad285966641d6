import { FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';

/**
 * The per-user rate limit on the callable functions (docs/decisions/0028-shared-rate-limit.md): each
 * caller may make so many calls of a class in each window of time, counted in a Firestore document
 * that every instance increments, so concurrent calls spread over instances share one allowance. A
 * call counts itself first and then reads the count: the k-th call of a window reads at least k, so
 * no more than the allowance is ever served, however the calls interleave, and no transaction
 * contends for the document. A call over the allowance is answered `resource-exhausted` before the
 * function reads anything of its own. Each instance also counts in memory, which only ever refuses
 * earlier: a caller over their allowance on one instance costs no Firestore write there.
 */

/** A limit: so many calls in each window of time. */
export interface RateLimit {
  readonly calls: number;
  readonly windowSeconds: number;
}

/** The classes of callable, each with its own allowance per user (docs/architecture.md "Data"). */
export type CallClass = 'read' | 'write' | 'bulk' | 'mail' | 'charge';

/**
 * What a user may do, per class of call: reads and small writes 60 a minute; bulk changes and imports
 * 20 a minute; calls that send mail or charge money 10 in five minutes.
 */
export const RATE_LIMITS: Readonly<Record<CallClass, RateLimit>> = {
  read: { calls: 60, windowSeconds: 60 },
  write: { calls: 60, windowSeconds: 60 },
  bulk: { calls: 20, windowSeconds: 60 },
  mail: { calls: 10, windowSeconds: 300 },
  charge: { calls: 10, windowSeconds: 300 },
};

/** The collection of shared counts; the rules let no client read or write it. */
const RATE_LIMIT_COLLECTION = 'rateLimits';

/** The most keys an instance remembers; the longest idle are forgotten first. */
const KEYS_REMEMBERED = 10_000;

/** The window `now` (ms) falls in, numbered from the epoch. */
function windowOf(limit: RateLimit, now: number): number {
  return Math.floor(now / (limit.windowSeconds * 1000));
}

/** Calls counted in one instance's memory, per key and window. */
export class RateLimiter {
  private readonly counts = new Map<string, { window: number; calls: number }>();

  /**
   * Counts one call of `key` at `now` (ms) against `limit`.
   * @returns false when the key has used its allowance in this window (the call is refused)
   */
  take(key: string, limit: RateLimit, now: number): boolean {
    const window = windowOf(limit, now);
    const counted = this.counts.get(key);
    const calls = counted?.window === window ? counted.calls : 0;
    this.counts.delete(key);
    if (this.counts.size >= KEYS_REMEMBERED) {
      const oldest = this.counts.keys().next().value;
      if (oldest !== undefined) this.counts.delete(oldest);
    }
    this.counts.set(key, { window, calls: calls + 1 });
    return calls < limit.calls;
  }
}

/**
 * Counts one call of `key` at `now` (ms) in the shared document of its window, then reads the count.
 * The document carries `expireAt`, the window's end, for the collection's TTL policy.
 * @returns false when the count read is over `limit.calls` (this call or a concurrent one went over)
 */
async function takeSharedCall(db: Firestore, key: string, limit: RateLimit, now: number): Promise<boolean> {
  const window = windowOf(limit, now);
  const ref = db.collection(RATE_LIMIT_COLLECTION).doc(`${key}_${window}`);
  await ref.set(
    {
      calls: FieldValue.increment(1),
      expireAt: Timestamp.fromMillis((window + 1) * limit.windowSeconds * 1000),
    },
    { merge: true },
  );
  const calls = (await ref.get()).get('calls') as number;
  return calls <= limit.calls;
}

/** Where the limit counts calls, and its clock (tests give their own). */
export interface RateLimitStore {
  readonly local: RateLimiter;
  readonly shared: (key: string, limit: RateLimit, now: number) => Promise<boolean>;
  readonly clock: () => number;
}

let instanceStore: RateLimitStore | undefined;

/** The instance's store: its memory, and the shared counts in the default Firestore database. */
function firestoreRateLimitStore(): RateLimitStore {
  instanceStore ??= {
    local: new RateLimiter(),
    shared: (key, limit, now) => takeSharedCall(getFirestore(), key, limit, now),
    clock: Date.now,
  };
  return instanceStore;
}

/**
 * Wraps a callable's handler with the caller's rate limit for `callClass` (a visitor, who has no uid,
 * goes on to the handler, which answers `unauthenticated`).
 * @throws HttpsError `resource-exhausted` when the caller has used up their calls of that class.
 */
export function withRateLimit<T>(
  callClass: CallClass,
  handler: (request: CallableRequest<unknown>) => Promise<T>,
  store: () => RateLimitStore = firestoreRateLimitStore,
): (request: CallableRequest<unknown>) => Promise<T> {
  const limit = RATE_LIMITS[callClass];
  return async (request) => {
    const uid = request.auth?.uid;
    if (uid) {
      const { local, shared, clock } = store();
      const key = `${callClass}_${uid}`;
      const now = clock();
      if (!local.take(key, limit, now) || !(await shared(key, limit, now))) {
        throw new HttpsError('resource-exhausted', 'Too many requests: wait a moment and try again.');
      }
    }
    return handler(request);
  };
}
