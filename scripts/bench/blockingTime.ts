/** A task of a page's main thread, from a browser trace. */
export interface MainThreadTask {
  /** When it started, in ms since the page's navigation. */
  readonly start: number;
  /** How long it ran, in ms at this machine's speed. */
  readonly duration: number;
  /** The script its first call ran, or `(no script)` (style, layout, paint, parsing). */
  readonly script: string;
}

/** A task blocks input for what it runs beyond this, in ms (Lighthouse's total blocking time). */
const BLOCKING_AFTER_MS = 50;

/**
 * The blocking time of `tasks` on a CPU `slowdown` times slower, as Lighthouse's simulation counts
 * it: each task's duration scaled by `slowdown`, its excess over 50 ms summed, in ms.
 * @param tasks - the main thread's tasks at this machine's speed
 * @param slowdown - the simulated CPU's slowdown (Lighthouse's mobile preset: 4)
 */
export function blockingTime(tasks: readonly MainThreadTask[], slowdown: number): number {
  return tasks.reduce((total, task) => total + Math.max(0, task.duration * slowdown - BLOCKING_AFTER_MS), 0);
}
