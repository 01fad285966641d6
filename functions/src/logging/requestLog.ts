import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { logger as functionsLogger } from 'firebase-functions';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';

/**
 * The functions' log (docs/operations.md "Errors and web vitals"): firebase-functions' structured
 * logger, each entry with its severity and the id of the request, event or run it belongs to, so
 * that every line one call wrote can be found together in Cloud Logging (`jsonPayload.requestId`).
 * An entry of a request that came with a trace header also carries Cloud Logging's trace field, so
 * the console shows it under the platform's own request line.
 */

interface RequestContext {
  readonly requestId: string;
  /** The request's Cloud Trace id, when it came with the platform's trace header. */
  readonly traceId?: string;
}

/** The field Cloud Logging reads an entry's trace from (`projects/<project>/traces/<trace id>`). */
export const TRACE_FIELD = 'logging.googleapis.com/trace';

/** The function this instance serves: an instance serves one, deployed and in the emulator alike. */
function functionName(): string | undefined {
  return process.env.FUNCTION_TARGET ?? process.env.K_SERVICE;
}

const current = new AsyncLocalStorage<RequestContext>();

/**
 * The id of a request from its Cloud Trace header (`TRACE_ID/SPAN_ID;o=1`), which the platform also
 * puts on its own request log line; a new id without one (a scheduled run, the emulator, a test).
 */
export function requestIdOf(traceHeader?: string): string {
  return traceHeader?.split('/')[0] || randomUUID();
}

/**
 * Runs `run` as the work of one request (a call, an event, a scheduled run): what it logs, however
 * deep, carries `requestId`.
 * @returns what `run` returns
 */
export function inRequest<T>(requestId: string, run: () => T): T {
  return current.run({ requestId }, run);
}

/**
 * Runs `run` as the work of a request that may carry the platform's trace header: its trace id is
 * the request's id, and every entry carries the trace field (`TRACE_FIELD`); a new id without one.
 * @returns what `run` returns
 */
export function inTracedRequest<T>(traceHeader: string | undefined, run: () => T): T {
  const traceId = traceHeader?.split('/')[0] || undefined;
  return current.run({ requestId: traceId ?? randomUUID(), ...(traceId ? { traceId } : {}) }, run);
}

/** The platform's trace header, whose trace id is a request's id in the log. */
export const TRACE_HEADER = 'x-cloud-trace-context';

/** An HTTP function's handler, each request run as one request of the log ({@link inRequest}). */
export function loggedHttp(
  handler: (request: Request, response: Response) => void | Promise<void>,
): (request: Request, response: Response) => void | Promise<void> {
  return (request, response) => inTracedRequest(request.get(TRACE_HEADER), () => handler(request, response));
}

/** The request the calling code runs for, if any. */
export function currentRequest(): RequestContext | undefined {
  return current.getStore();
}

type Level = 'debug' | 'info' | 'warn' | 'error';

/** The project the functions run in, deployed and in the emulator alike. */
function projectId(): string | undefined {
  return process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
}

/** What every entry carries besides its own fields. */
function context(): Record<string, string> {
  const request = current.getStore();
  const name = functionName();
  const project = projectId();
  return {
    ...(request ? { requestId: request.requestId } : {}),
    ...(request?.traceId && project
      ? { [TRACE_FIELD]: `projects/${project}/traces/${request.traceId}` }
      : {}),
    ...(name ? { function: name } : {}),
  };
}

function entry(level: Level, message: string, data: Record<string, unknown> = {}): void {
  functionsLogger[level](message, { ...data, ...context() });
}

/**
 * firebase-functions' logger with the request's id and function name added to every entry.
 * `write` takes a whole entry (its `severity` and `message` included), as firebase-functions' does.
 */
export const logger = {
  debug: (message: string, data?: Record<string, unknown>) => entry('debug', message, data),
  info: (message: string, data?: Record<string, unknown>) => entry('info', message, data),
  warn: (message: string, data?: Record<string, unknown>) => entry('warn', message, data),
  error: (message: string, data?: Record<string, unknown>) => entry('error', message, data),
  write: (logEntry: Parameters<typeof functionsLogger.write>[0]) =>
    functionsLogger.write({ ...logEntry, ...context() }),
};
