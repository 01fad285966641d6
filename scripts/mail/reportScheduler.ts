/**
 * The local stack's scheduler for the scheduled reports (docs/operations.md "Mail"): on a real project
 * Cloud Scheduler runs `sendScheduledReports` every `DUE_REPORTS_EVERY_MINUTES`; the Functions emulator
 * runs no schedule, so this runs the same runner, `sendDueReports`, on the same clock — at each
 * quarter of an hour — against the emulators. Its mail then goes the way of all mail
 * (`mailSender.ts`).
 */
import { DUE_REPORTS_EVERY_MINUTES } from '@adplatform/report-schedule';

/** How the scheduler runs: what, how often, and where a failed run is told. */
export interface SchedulerOptions {
  /** The runner, given the time of its tick. */
  readonly run: (now: Date) => Promise<unknown>;
  /** The interval between ticks, in ms; ticks fall on its multiples of the clock (default: the product's). */
  readonly everyMs?: number;
  /** Told of a run that threw; the next tick runs again. */
  readonly onError?: (error: unknown) => void;
}

/**
 * Starts running `run` at each multiple of `everyMs` of the clock, as a cron schedule does; a tick
 * that comes while the last run is still going is skipped.
 * @returns the function that stops the scheduler (a run under way finishes)
 */
export function startReportScheduler({
  run,
  everyMs = DUE_REPORTS_EVERY_MINUTES * 60_000,
  onError,
}: SchedulerOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let stopped = false;
  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(tick, everyMs - (Date.now() % everyMs));
  };
  const tick = (): void => {
    if (!running) {
      running = true;
      run(new Date())
        .catch((error: unknown) => onError?.(error))
        .finally(() => {
          running = false;
        });
    }
    schedule();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
