/**
 * What a page reports about itself to the collector (docs/operations.md "Errors and web vitals"),
 * the contract between the host's page and the `collectClientEvents` function: the events, their
 * bounds, and the redaction both sides apply. Nothing in an event names a person.
 */

/** At most this many events in one batch; the page sends more as further batches. */
export const CLIENT_EVENTS_PER_BATCH = 20;
/** The largest batch body the collector accepts, in bytes. */
export const CLIENT_EVENTS_BODY_MAX = 16_384;

/** The web vitals reported, as the `web-vitals` library names them. */
export const WEB_VITALS = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const;

/** An uncaught error or unhandled rejection of the page. */
export interface PageErrorEvent {
  readonly kind: 'error';
  readonly message: string;
  /** The script's file, without its query. */
  readonly source?: string;
  readonly line?: number;
  readonly column?: number;
  readonly stack?: string;
  /** The section shown when it happened, if any. */
  readonly section?: string;
}

/**
 * Where a remote failed: fetching its manifest or code, too slow, throwing while rendering, or
 * declaring sections the host refused.
 */
export const REMOTE_FAILURE_PHASES = ['load', 'timeout', 'render', 'declarations'] as const;

/** A section whose remote failed to load, answered too late, threw while rendering, or was refused. */
export interface RemoteFailureEvent {
  readonly kind: 'remote-failure';
  readonly remote: string;
  readonly version: string;
  readonly module: string;
  readonly phase: (typeof REMOTE_FAILURE_PHASES)[number];
  readonly message: string;
}

/** One web vital of the page, as `web-vitals` measured it. */
export interface WebVitalEvent {
  readonly kind: 'web-vital';
  readonly name: (typeof WEB_VITALS)[number];
  /** ms, but CLS, which has no unit. */
  readonly value: number;
  readonly rating: 'good' | 'needs-improvement' | 'poor';
  readonly section?: string;
}

/** Anything a page reports. */
export type ClientEvent = PageErrorEvent | RemoteFailureEvent | WebVitalEvent;

/** One batch: the page's path (no query, no fragment) and its events. */
export interface ClientEvents {
  readonly page: string;
  readonly events: readonly ClientEvent[];
}

/**
 * Credentials as they appear in errors and URLs, each replaced whole: JSON Web Tokens (ID tokens,
 * App Check tokens), `Bearer` values, the OAuth and API parameters that carry a secret (in a query or
 * in JSON), Google's access and refresh tokens, Meta's access tokens and Stripe's keys.
 */
const CREDENTIALS: readonly [RegExp, string][] = [
  [/\beyJ[\w-]*\.[\w-]*(\.[\w-]*)?/g, '<token>'],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, '$1 <token>'],
  [
    /([?&#](?:access_token|refresh_token|id_token|token|code|oobCode|client_secret|api_key|apiKey|key|sig)=)[^&#\s"']+/gi,
    '$1<token>',
  ],
  [
    /("(?:access_token|refresh_token|id_token|idToken|accessToken|refreshToken|token|client_secret|password)"\s*:\s*")[^"]*/gi,
    '$1<token>',
  ],
  [/\b(access_token|refresh_token|id_token)(\s*[:=]\s*)[^\s,;&"']+/gi, '$1$2<token>'],
  [/\bya29\.[\w.-]+/g, '<token>'],
  [/\b1\/\/[\w-]+/g, '<token>'],
  [/\bEAA[A-Za-z0-9]{16,}/g, '<token>'],
  [/\b(sk|rk|pk)_(live|test)_[A-Za-z0-9]+/g, '<token>'],
  [/\bwhsec_[A-Za-z0-9]+/g, '<token>'],
];

/**
 * `value` without what could name a person or open an account: credentials (`CREDENTIALS`), e-mail
 * addresses, long opaque tokens and runs of eight or more digits (phone and card numbers, ids) become
 * placeholders.
 */
export function redact(value: string): string {
  let masked = value;
  for (const [pattern, placeholder] of CREDENTIALS) masked = masked.replace(pattern, placeholder);
  return masked
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>')
    .replace(/[A-Za-z0-9_-]{32,}/g, '<token>')
    .replace(/\d{8,}/g, '<number>');
}
