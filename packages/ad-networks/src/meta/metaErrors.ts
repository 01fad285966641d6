/**
 * The Graph API's failures and rate-limit headers in the product's terms (Marketing API "Handling
 * errors" and "Rate limiting"): which codes mean a token to renew, a permission withdrawn, a limit to
 * wait out, a failure to retry, or a refusal to show.
 */
import { z } from 'zod';
import { AdNetworkError } from '../connector';
import { graphErrorSchema } from './graphShapes';

/** Codes of an expired or invalidated access token (190; 102 for an old session). */
const TOKEN_CODES = new Set([102, 190]);
/** Codes of a permission the person withdrew or never gave (10, and 200–299). */
const isPermissionCode = (code: number): boolean => code === 10 || (code >= 200 && code <= 299);
/** Codes of the app's, the account's and the business use case's rate limits. */
const isRateLimitCode = (code: number): boolean =>
  [4, 17, 32, 613].includes(code) || (code >= 80000 && code <= 80014);
/** Codes of a failure on Meta's side that a retry may pass. */
const TRANSIENT_CODES = new Set([1, 2]);

/** How long to wait after a rate-limit answer when its headers say nothing, in ms. */
export const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000;

const useCaseUsageSchema = z.record(
  z.string(),
  z.array(
    z.object({
      call_count: z.number().optional(),
      total_cputime: z.number().optional(),
      total_time: z.number().optional(),
      estimated_time_to_regain_access: z.number().optional(),
    }),
  ),
);
const accountUsageSchema = z.object({
  acc_id_util_pct: z.number().optional(),
  reset_time_duration: z.number().optional(),
});

type Headers = Readonly<Record<string, unknown>> | null | undefined;

function headerJson<T>(headers: Headers, name: string, schema: z.ZodType<T>): T | null {
  const value = headers?.[name];
  if (typeof value !== 'string') return null;
  try {
    const parsed = schema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * How much of Meta's rate limits the calls have used, 0–100: the highest of the business use case's
 * counters (`x-business-use-case-usage`) and the ad account's (`x-ad-account-usage`); null when neither
 * header came.
 */
export function metaUsagePercent(headers: Headers): number | null {
  const useCase = headerJson(headers, 'x-business-use-case-usage', useCaseUsageSchema);
  const account = headerJson(headers, 'x-ad-account-usage', accountUsageSchema);
  const counters = [
    ...Object.values(useCase ?? {}).flatMap((entries) =>
      entries.flatMap((entry) => [entry.call_count ?? 0, entry.total_cputime ?? 0, entry.total_time ?? 0]),
    ),
    ...(account?.acc_id_util_pct === undefined ? [] : [account.acc_id_util_pct]),
  ];
  return counters.length === 0 ? null : Math.min(100, Math.max(...counters));
}

/** How long the headers of a rate-limit answer say to wait, in ms (minutes and seconds as Meta sends them). */
function retryAfterMs(headers: Headers): number {
  const useCase = headerJson(headers, 'x-business-use-case-usage', useCaseUsageSchema);
  const minutes = Math.max(
    0,
    ...Object.values(useCase ?? {}).flatMap((entries) =>
      entries.map((entry) => entry.estimated_time_to_regain_access ?? 0),
    ),
  );
  const seconds = headerJson(headers, 'x-ad-account-usage', accountUsageSchema)?.reset_time_duration ?? 0;
  const wait = Math.max(minutes * 60_000, seconds * 1000);
  return wait > 0 ? wait : DEFAULT_RATE_LIMIT_WAIT_MS;
}

/** What the SDK's `FacebookRequestError` carries: the `error` object, the HTTP status and headers. */
interface SdkRequestError {
  readonly response?: unknown;
  readonly status?: number | null;
  readonly headers?: Headers;
  readonly message?: string;
}

/**
 * A failed Graph API call (the SDK's `FacebookRequestError`, or anything thrown on the way) as an
 * `AdNetworkError`: no answer or a 5xx is `transient`; otherwise the `error` object's code decides.
 */
export function toMetaError(thrown: unknown): AdNetworkError {
  if (thrown instanceof AdNetworkError) return thrown;
  const failure = (typeof thrown === 'object' && thrown !== null ? thrown : {}) as SdkRequestError;
  const parsed = graphErrorSchema.safeParse(failure.response);
  if (!parsed.success) {
    return new AdNetworkError(
      'meta',
      'transient',
      `Meta did not answer: ${failure.message ?? String(thrown)}`,
    );
  }
  const error = parsed.data;
  const details = {
    networkCode:
      error.error_subcode === undefined ? String(error.code) : `${error.code}/${error.error_subcode}`,
    ...(error.error_user_msg ? { networkMessage: error.error_user_msg } : {}),
  };
  const kind = TOKEN_CODES.has(error.code)
    ? 'tokenExpired'
    : isPermissionCode(error.code)
      ? 'permissionRevoked'
      : isRateLimitCode(error.code)
        ? 'rateLimited'
        : TRANSIENT_CODES.has(error.code) || (failure.status ?? 0) >= 500
          ? 'transient'
          : 'refused';
  return new AdNetworkError('meta', kind, error.message, {
    ...details,
    ...(kind === 'rateLimited' ? { retryAfterMs: retryAfterMs(failure.headers) } : {}),
  });
}
