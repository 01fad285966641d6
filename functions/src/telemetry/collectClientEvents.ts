import { createHash } from 'node:crypto';
import { logger } from '../logging/requestLog';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { isAppOrigin } from '../callable/appOrigin';
import { RateLimiter, type RateLimit } from '../callable/rateLimit';
import { CLIENT_EVENTS_BODY_MAX } from '@adplatform/client-events';
import {
  clientEventSchema,
  clientEventsSchema,
  type ValidatedClientEvent,
} from '@adplatform/client-events/schema';

/**
 * How many batches one client (an IP address) may post to an instance in a minute: a page sends a
 * few at most, so more is a loop or someone making noise. Counted in the instance's memory; the
 * collector's few instances (`maxInstances`) bound the total.
 */
export const CLIENT_BATCHES_PER_MINUTE: RateLimit = { calls: 30, windowSeconds: 60 };

const clients = new RateLimiter();

/** The client a request comes from, as a hash of its address (the first of `X-Forwarded-For`). */
function clientKey(request: Request): string {
  const address = request.get('x-forwarded-for')?.split(',')[0]?.trim() || request.ip || 'unknown';
  return createHash('sha256').update(address).digest('base64url').slice(0, 22);
}

/** Error Reporting's type for a log entry that reports an error (its `ReportedErrorEvent`). */
export const REPORTED_ERROR_EVENT =
  'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent';

/**
 * A browser error as Error Reporting reads it from the log: with a stack, the message is that stack
 * in V8's shape (the error's line first), which Error Reporting parses and groups; without one, the
 * error's line and where it happened (`context.reportLocation`). Grouped per section
 * (`serviceContext.service`).
 */
function reportedError(
  event: Extract<ValidatedClientEvent, { kind: 'error' }>,
  page: string,
  userAgent: string | undefined,
): Record<string, unknown> & { message: string } {
  const { stack, message } = event;
  const withStack = stack ? (stack.startsWith(message) ? stack : `${message}\n${stack}`) : undefined;
  return {
    '@type': REPORTED_ERROR_EVENT,
    message: withStack ?? `Browser error: ${message}`,
    serviceContext: { service: event.section ? `web-${event.section}` : 'web' },
    context: {
      httpRequest: { url: page, ...(userAgent ? { userAgent: userAgent.slice(0, 300) } : {}) },
      ...(withStack
        ? {}
        : {
            reportLocation: {
              filePath: event.source ?? page,
              lineNumber: event.line ?? 0,
              functionName: '(page)',
            },
          }),
    },
  };
}

/** The log entry of one event: its severity, a message to read, and its fields to query. */
function entryOf(
  event: ValidatedClientEvent,
  page: string,
  userAgent: string | undefined,
): Record<string, unknown> & { severity: 'ERROR' | 'INFO'; message: string } {
  switch (event.kind) {
    case 'error':
      return { severity: 'ERROR', ...reportedError(event, page, userAgent) };
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
 * A browser error is written as Error Reporting's `ReportedErrorEvent`. Each event is checked on its
 * own: one the contract refuses is left out with a warning. Answers 204 when an event was logged; 405
 * for another method, 403 for another origin, 429 past `CLIENT_BATCHES_PER_MINUTE` from one client,
 * 413 for a body too large, 400 for a body that is not a batch or whose events were all refused.
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
  if (!clients.take(clientKey(request), CLIENT_BATCHES_PER_MINUTE, Date.now())) {
    response.status(429).set('Retry-After', String(CLIENT_BATCHES_PER_MINUTE.windowSeconds)).end();
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
    // The event's own message (an error's text) is kept as `error`; `message` is the entry's line.
    const error = 'message' in event ? { error: event.message } : {};
    logger.write({ ...event, ...error, ...entryOf(event, page, request.get('user-agent')), page });
    logged += 1;
  }
  response.status(logged > 0 ? 204 : 400).end();
}

/** Where and why a batch or an event was refused, without the values (they may name someone). */
function issuesOf(error: { issues: ReadonlyArray<{ path: PropertyKey[]; code: string }> }): string[] {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.code}`);
}
