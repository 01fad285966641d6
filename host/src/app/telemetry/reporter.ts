import {
  CLIENT_EVENTS_PER_BATCH,
  redact,
  type ClientEvent,
  type ClientEvents,
} from '@adplatform/client-events';
import type { PageEvent } from './pageEvents';

/** At most this many errors and failures a page reports: a page that fails in a loop says so once. */
export const ERRORS_PER_PAGE = 10;
/** How long the reporter waits after an event for others to batch with it, in ms. */
export const BATCH_WAIT_MS = 1_000;

/**
 * A page event as the collector takes it (`@adplatform/client-events`): texts redacted, a script's
 * file without its query, and the section shown.
 */
export function clientEventOf(event: PageEvent, section: string | undefined): ClientEvent {
  if (event.kind === 'remote-failure') {
    const { remote, version, module, phase, error } = event.failure;
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return {
      kind: 'remote-failure',
      remote,
      version: nameOf(version, 'unknown'),
      // No exposed module: the remote's manifest or entry failed.
      module: nameOf(module, 'remoteEntry'),
      phase,
      message: redact(message),
    };
  }
  return {
    kind: 'error',
    message: redact(event.message),
    ...(event.source ? { source: redact(event.source.split(/[?#]/)[0] ?? '') } : {}),
    ...(event.line ? { line: event.line } : {}),
    ...(event.column ? { column: event.column } : {}),
    ...(event.stack ? { stack: redact(event.stack) } : {}),
    ...(section ? { section } : {}),
  };
}

/** `value` as the collector takes a name (letters, digits, `.`, `_`, `-`), or `fallback` when empty. */
function nameOf(value: string, fallback: string): string {
  return value.replace(/[^\w.-]/g, '-').slice(0, 64) || fallback;
}

/** Where the batches go: `send` takes one, answering whether the browser queued it. */
export interface Reporter {
  /** Adds an event; errors beyond {@link ERRORS_PER_PAGE} are dropped. */
  readonly add: (event: ClientEvent) => void;
  /** Sends what waits now (the page is being hidden or left). */
  readonly flush: () => void;
}

/**
 * Batches a page's events: each batch leaves {@link BATCH_WAIT_MS} after its first event, or at once
 * on `flush`, at most {@link CLIENT_EVENTS_PER_BATCH} events a batch, for the page's path at that time.
 * @param send - posts a batch (`navigator.sendBeacon`)
 * @param page - the page's path now, without its query
 */
export function createReporter(send: (batch: ClientEvents) => void, page: () => string): Reporter {
  let waiting: ClientEvent[] = [];
  let errors = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = (): void => {
    clearTimeout(timer);
    timer = undefined;
    while (waiting.length > 0) send({ page: page(), events: waiting.splice(0, CLIENT_EVENTS_PER_BATCH) });
  };
  return {
    add: (event) => {
      if (event.kind !== 'web-vital' && ++errors > ERRORS_PER_PAGE) return;
      waiting.push(event);
      timer ??= setTimeout(flush, BATCH_WAIT_MS);
    },
    flush: () => {
      flush();
      waiting = [];
    },
  };
}
