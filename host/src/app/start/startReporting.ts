import { onFirstContent } from 'shared-auth';
import { whenIdle } from './whenIdle';

/**
 * How long after the app starts the reporter loads at the latest when no section says its first data
 * is on screen (a sign-in page), in ms.
 */
export const REPORTING_FALLBACK_MS = 5_000;

/**
 * Loads the page's reporter (`reportPageEvents`, a chunk of its own with `web-vitals`) in the first
 * idle period after the first screen has shown its data, or {@link REPORTING_FALLBACK_MS} after the
 * start: none of it competes with the first screen (docs/performance.md). Until then the entry keeps
 * what it noticed (`noticePageEvents`).
 */
export function startReporting(): void {
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    whenIdle(() => {
      import('../telemetry/reportPageEvents')
        .then(({ reportPageEvents }) => reportPageEvents())
        .catch(() => undefined);
    });
  };
  const timer = setTimeout(() => {
    stopWaiting();
    start();
  }, REPORTING_FALLBACK_MS);
  // Called at once when the first content has already shown.
  const stopWaiting = onFirstContent(() => {
    clearTimeout(timer);
    start();
  });
}
