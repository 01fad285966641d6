import type { PageErrorEvent } from '@adplatform/client-events';
import { REMOTE_FAILURE_EVENT, type RemoteFailure } from '../federation/remoteFailures';

/**
 * What the page noticed, as it noticed it: an uncaught error or rejection (its text not yet
 * redacted), or a remote's failure.
 */
export type PageEvent =
  Omit<PageErrorEvent, 'section'> | { readonly kind: 'remote-failure'; readonly failure: RemoteFailure };

/** At most this many events are kept until the reporter takes them (a page that fails in a loop). */
export const PAGE_EVENTS_KEPT = 20;

const kept: PageEvent[] = [];
let reporter: ((event: PageEvent) => void) | undefined;
let listening = false;

function notice(event: PageEvent): void {
  if (reporter) reporter(event);
  else if (kept.length < PAGE_EVENTS_KEPT) kept.push(event);
}

function errorOf(reason: unknown): { message: string; stack?: string } {
  return reason instanceof Error
    ? { message: `${reason.name}: ${reason.message}`, stack: reason.stack }
    : { message: String(reason) };
}

/**
 * Starts noticing the page's uncaught errors, unhandled rejections and remotes' failures (the
 * `REMOTE_FAILURE_EVENT` the host dispatches), from the entry on, so that what fails while the first
 * screen starts is reported too; the reporter, loaded once that screen has shown (`reportPageEvents`),
 * takes them (docs/operations.md "Errors and web vitals"). Once per page.
 */
export function noticePageEvents(): void {
  if (listening) return;
  listening = true;
  addEventListener('error', (event) => {
    // A resource that failed to load (an image, a script tag) also fires `error`, without a message.
    if (!(event instanceof ErrorEvent)) return;
    const { message, stack } = errorOf(event.error ?? event.message);
    notice({
      kind: 'error',
      message,
      stack,
      source: event.filename,
      line: event.lineno,
      column: event.colno,
    });
  });
  addEventListener('unhandledrejection', (event) => notice({ kind: 'error', ...errorOf(event.reason) }));
  addEventListener(REMOTE_FAILURE_EVENT, (event) =>
    notice({ kind: 'remote-failure', failure: (event as CustomEvent<RemoteFailure>).detail }),
  );
}

/**
 * Hands every event noticed so far to `report`, and each later one as it comes.
 * @returns the function that stops reporting (later events are kept again)
 */
export function takePageEvents(report: (event: PageEvent) => void): () => void {
  reporter = report;
  for (const event of kept.splice(0)) report(event);
  return () => {
    if (reporter === report) reporter = undefined;
  };
}
