/**
 * How long a remote may take to load (docs/architecture.md "Outages"): not a fixed span from the
 * start, which a busy machine or a slow network overruns while every file is still arriving, but a
 * span of silence — no file of the remote's origin finished loading — with a ceiling on the whole.
 */

/** A remote that answered too slowly (docs/architecture.md "Outages"). */
export class RemoteTimeoutError extends Error {
  override readonly name = 'RemoteTimeoutError';
}

/** Calls `listener` with the URL of each file the page finishes loading; returns the unsubscribe. */
export type ResourceLoads = (listener: (url: string) => void) => () => void;

/** The page's own record of the files it loaded (Resource Timing); nothing where the API is absent. */
export const pageResourceLoads: ResourceLoads = (listener) => {
  if (typeof PerformanceObserver === 'undefined') return () => undefined;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) listener(entry.name);
  });
  try {
    observer.observe({ type: 'resource' });
  } catch {
    return () => undefined;
  }
  return () => observer.disconnect();
};

/** The limits of one load, in ms. */
export interface LoadLimits {
  /** The longest time without a file of the remote finishing. */
  readonly idleMs: number;
  /** The longest time in all, however steadily files arrive. */
  readonly ceilingMs: number;
}

/**
 * `promise`, or a `RemoteTimeoutError` once `limits.idleMs` pass without a file of `origin` finishing
 * to load (each one starts the span again), or once `limits.ceilingMs` have passed in all.
 * @param what - what is loading, for the error's message (`reporting/Section`)
 * @param origin - the remote's origin, or null when unknown (then only the idle span from the start counts)
 */
export function withLoadLimits<T>(
  promise: Promise<T>,
  limits: LoadLimits,
  what: string,
  origin: string | null,
  loads: ResourceLoads = pageResourceLoads,
): Promise<T> {
  let idle: ReturnType<typeof setTimeout> | undefined;
  let ceiling: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe = (): void => undefined;
  const timedOut = new Promise<never>((_, reject) => {
    const fail = (why: string) => reject(new RemoteTimeoutError(`${what} ${why}`));
    const arm = () => {
      clearTimeout(idle);
      idle = setTimeout(() => fail(`loaded nothing for ${limits.idleMs} ms`), limits.idleMs);
    };
    arm();
    ceiling = setTimeout(() => fail(`did not load within ${limits.ceilingMs} ms`), limits.ceilingMs);
    if (origin) unsubscribe = loads((url) => url.startsWith(origin) && arm());
  });
  return Promise.race([promise, timedOut]).finally(() => {
    clearTimeout(idle);
    clearTimeout(ceiling);
    unsubscribe();
  });
}
