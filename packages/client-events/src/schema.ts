/**
 * The collector's check of a batch (`events.ts` says what each event is): the page is a path without
 * its query, texts are cut short and redacted again (the collector trusts no page), and no field
 * beyond the events' own is accepted — a user id, an address or an account is refused.
 */
import * as z from 'zod';
import { CLIENT_EVENTS_PER_BATCH, redact, REMOTE_FAILURE_PHASES, WEB_VITALS } from './events';

const text = (max: number) => z.string().transform((value) => redact(value).slice(0, max));
const name = z.string().regex(/^[\w.-]{1,64}$/);

const errorEvent = z.strictObject({
  kind: z.literal('error'),
  message: text(500),
  /** The script's file, without its query. */
  source: text(200).optional(),
  line: z.number().int().nonnegative().optional(),
  column: z.number().int().nonnegative().optional(),
  stack: text(2000).optional(),
  /** The section shown when it happened, if any. */
  section: name.optional(),
});

const remoteFailureEvent = z.strictObject({
  kind: z.literal('remote-failure'),
  remote: name,
  version: name,
  module: name,
  phase: z.enum(REMOTE_FAILURE_PHASES),
  message: text(500),
});

const webVitalEvent = z.strictObject({
  kind: z.literal('web-vital'),
  name: z.enum(WEB_VITALS),
  /** ms, but CLS, which has no unit. */
  value: z.number().nonnegative().max(3_600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  section: name.optional(),
});

/** One event of a batch. */
export const clientEventSchema = z.discriminatedUnion('kind', [
  errorEvent,
  remoteFailureEvent,
  webVitalEvent,
]);

/** One batch of a page's events, each checked on its own (`clientEventSchema`): one bad event loses only itself. */
export const clientEventsSchema = z.strictObject({
  /** The page's path, e.g. `/reporting`: a query or fragment is refused. */
  page: z.string().regex(/^\/[\w./-]{0,199}$/),
  events: z.array(z.unknown()).min(1).max(CLIENT_EVENTS_PER_BATCH),
});

/** One validated event: what the page sent, its texts cut short and redacted. */
export type ValidatedClientEvent = z.output<typeof clientEventSchema>;
