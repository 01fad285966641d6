import { cpus } from 'node:os';

/*
 * Lighthouse's mobile preset simulates a phone four times slower than this machine from the tasks it
 * observes, so whatever else runs on the machine's cores during a run is counted four times over.
 * Right after the seed the emulators keep both cores busy for tens of seconds (the JVM compiling, the
 * functions reacting to the seeded writes): the page is then measured against them, not alone.
 */

/** The machine's CPU time so far, summed over its cores, in ms: idle and in total. */
function cpuTimes(): { readonly idle: number; readonly total: number } {
  let idle = 0;
  let total = 0;
  for (const { times } of cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/**
 * The share of the machine's CPU time that was idle over a window.
 * @param windowMs - how long to watch, in ms
 * @returns 0 (every core busy throughout) to 1 (all idle)
 */
export async function idleShare(windowMs: number): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

/**
 * Waits until the machine is quiet: a window of `windowMs` in which at least `minIdle` of its CPU time
 * was idle, or `timeoutMs` at the most.
 * @returns how long it waited, in ms, and whether the machine was quiet by then
 */
export async function untilQuiet({
  minIdle = 0.9,
  windowMs = 2_000,
  timeoutMs = 120_000,
}: { minIdle?: number; windowMs?: number; timeoutMs?: number } = {}): Promise<{
  readonly waitedMs: number;
  readonly quiet: boolean;
}> {
  const start = Date.now();
  for (;;) {
    const quiet = (await idleShare(windowMs)) >= minIdle;
    const waitedMs = Date.now() - start;
    if (quiet || waitedMs >= timeoutMs) return { waitedMs, quiet };
  }
}
