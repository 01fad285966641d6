/**
 * Loads the browser's number and date data (ICU's) in a worker while the app starts
 * (docs/performance.md): the page's first `Intl` format loads it, a long task inside the first
 * section's render, whichever format comes first. The data and its caches belong to the page's
 * process, so once a worker has built a format the page's own first formats cost almost nothing. A
 * browser without workers (or a worker refused) loads the data on the main thread.
 * @param locale - BCP 47 locale the page shows (`en-us`, `es-es`), sent to the worker
 * @param startWorker - makes the worker that runs `intlData.worker.ts` (the entry names its file,
 *   which the bundler emits)
 */
export function warmIntlData(locale: string, startWorker: () => Worker): void {
  if (typeof Worker === 'undefined') return;
  try {
    startWorker().postMessage(locale);
  } catch {
    // A Content-Security-Policy without the page's own origin for workers: nothing is lost.
  }
}
