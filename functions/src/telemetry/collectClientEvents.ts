import { logger } from '../logging/requestLog';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { isAppOrigin } from '../callable/appOrigin';
import { CLIENT_EVENTS_BODY_MAX } from '@adplatform/client-events';
import {
  clientEventSchema,
  clientEventsSchema,
  type ValidatedClientEvent,
} from '@adplatform/client-events/schema';

/** The log entry of one event: its severity, a message to read, and its fields to query. */
function entryOf(event: ValidatedClientEvent): { severity: 'ERROR' | 'INFO'; message: string } {
  switch (event.kind) {
    case 'error':
      return { severity: 'ERROR', message: `Browser error: ${event.message}` };
    case 'remote-failure':
      return {
        severity: 'ERROR',
        message: `Remote ${event.remote}@${event.version} ${event.module}: ${event.phase} failed`,
      };
    case 'web-vital':
      return { severity: 'INFO', message: `Web vital ${event.name} ${event.value} (${event.rating})` };
  }
}

/**
 * The collector of what browsers report (docs/operations.md "Errors and web vitals"): a batch posted
 * by `navigator.sendBeacon` from one of the app's pages, each event written as a structured log entry
 * with its severity and, run through `loggedHttp`, the request's id (Cloud Logging on a project, the emulators' log here).
 * Each event is checked on its own: one the contract refuses is left out with a warning. Answers 204
 * when an event was logged; 405 for another method, 403 for another origin, 413 for a body too large,
 * 400 for a body that is not a batch or whose events were all refused.
 */
export function collectClientEventsHandler(request: Request, response: Response): void {
  if (request.method !== 'POST') {
    response.status(405).set('Allow', 'POST').end();
    return;
  }
  if (!isAppOrigin(request.get('origin'))) {
    response.status(403).end();
    return;
  }
  if (request.rawBody.length > CLIENT_EVENTS_BODY_MAX) {
    response.status(413).end();
    return;
  }
  let parsed: ReturnType<typeof clientEventsSchema.safeParse>;
  try {
    parsed = clientEventsSchema.safeParse(JSON.parse(request.rawBody.toString('utf8')));
  } catch {
    parsed = clientEventsSchema.safeParse(undefined);
  }
  if (!parsed.success) {
    logger.warn('Browser events refused', { issues: issuesOf(parsed.error) });
    response.status(400).end();
    return;
  }
  const { page, events } = parsed.data;
  let logged = 0;
  for (const candidate of events) {
    const checked = clientEventSchema.safeParse(candidate);
    if (!checked.success) {
      logger.warn('Browser event refused', { page, issues: issuesOf(checked.error) });
      continue;
    }
    const event = checked.data;
    const { severity, message } = entryOf(event);
    // The event's own message (an error's text) is kept as `error`; `message` is the entry's line.
    const error = 'message' in event ? { error: event.message } : {};
    logger.write({ ...event, ...error, severity, message, page });
    logged += 1;
  }
  response.status(logged > 0 ? 204 : 400).end();
}

/** Where and why a batch or an event was refused, without the values (they may name someone). */
function issuesOf(error: { issues: ReadonlyArray<{ path: PropertyKey[]; code: string }> }): string[] {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.code}`);
}
