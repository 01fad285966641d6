/**
 * The Google Ads API's failures in the product's terms (Google Ads API "Handle errors" and "Rate
 * limits"): an OAuth refusal or `AuthenticationError` means a credential to renew, an
 * `AuthorizationError` a permission lost, a `QuotaError` a limit to wait out, an internal error one to
 * retry, and any other `GoogleAdsFailure` a refusal to show in the network's words.
 */
import { AdNetworkError, type AdNetworkErrorKind } from '../connector';
import { failureAnswerSchema, oauthErrorSchema, type FailureAnswer } from './googleAdsShapes';

/** How long to wait after a quota answer when it says nothing, in ms. */
export const DEFAULT_QUOTA_WAIT_MS = 30_000;

/** The `errorCode` fields, each naming an enum of the API's errors, and what each amounts to. */
const KIND_OF_ERROR: Readonly<Record<string, AdNetworkErrorKind>> = {
  authenticationError: 'tokenExpired',
  authorizationError: 'permissionRevoked',
  quotaError: 'rateLimited',
  internalError: 'transient',
};

/** The HTTP statuses that say the same when no `GoogleAdsFailure` came. */
function kindOfStatus(status: number): AdNetworkErrorKind {
  if (status === 401) return 'tokenExpired';
  if (status === 403) return 'permissionRevoked';
  if (status === 429) return 'rateLimited';
  return status >= 500 || status === 0 ? 'transient' : 'refused';
}

/** A protobuf duration as the REST interface writes it (`"30s"`, `"1.5s"`) in ms, or null. */
function durationMs(value: string | undefined): number | null {
  const match = /^(\d+(?:\.\d+)?)s$/u.exec(value ?? '');
  return match ? Math.round(Number(match[1]) * 1000) : null;
}

/** The first error of the failure, its code as `enum.VALUE`, and the kind it amounts to. */
function firstError(answer: FailureAnswer) {
  const error = answer.error.details.flatMap((detail) => detail.errors ?? [])[0];
  const [field, value] = Object.entries(error?.errorCode ?? {})[0] ?? [];
  return {
    error,
    code: field ? `${field}.${value}` : answer.error.status,
    kind: field ? KIND_OF_ERROR[field] : undefined,
  };
}

/** What gaxios (under Google's auth library) throws for an answer that is not a success. */
interface GaxiosFailure {
  readonly response?: { readonly status?: number; readonly data?: unknown };
  readonly message?: string;
}

/**
 * A failed call (a gaxios error from the API or from the OAuth token endpoint, or anything thrown on
 * the way) as an `AdNetworkError`. A refused refresh (`invalid_grant`: revoked or expired) is
 * `tokenExpired`; no answer is `transient`; otherwise the `GoogleAdsFailure`'s first error decides,
 * then the HTTP status.
 */
export function toGoogleAdsError(thrown: unknown): AdNetworkError {
  if (thrown instanceof AdNetworkError) return thrown;
  const failure = (typeof thrown === 'object' && thrown !== null ? thrown : {}) as GaxiosFailure;
  const status = failure.response?.status ?? 0;
  const oauth = oauthErrorSchema.safeParse(failure.response?.data);
  if (oauth.success) {
    const kind = oauth.data.error === 'invalid_grant' ? 'tokenExpired' : kindOfStatus(status);
    return new AdNetworkError('googleAds', kind, oauth.data.error_description ?? oauth.data.error, {
      networkCode: oauth.data.error,
    });
  }
  const parsed = failureAnswerSchema.safeParse(failure.response?.data);
  if (!parsed.success) {
    return new AdNetworkError(
      'googleAds',
      kindOfStatus(status),
      `Google Ads did not answer: ${failure.message ?? String(thrown)}`,
    );
  }
  const { error, code, kind: errorKind } = firstError(parsed.data);
  const kind = errorKind ?? kindOfStatus(status);
  const message = error?.message || parsed.data.error.message;
  return new AdNetworkError('googleAds', kind, message, {
    networkCode: code,
    ...(kind === 'refused' && message ? { networkMessage: message } : {}),
    ...(kind === 'rateLimited'
      ? {
          retryAfterMs: durationMs(error?.details?.quotaErrorDetails?.retryDelay) ?? DEFAULT_QUOTA_WAIT_MS,
        }
      : {}),
  });
}
