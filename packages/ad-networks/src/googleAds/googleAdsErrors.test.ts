import { AdNetworkError } from '../connector';
import { DEFAULT_QUOTA_WAIT_MS, toGoogleAdsError } from './googleAdsErrors';

// Failures in the shapes gaxios throws them: `response.status` and `response.data`, the body being a
// Google API error whose details carry a GoogleAdsFailure (Google Ads API "Handle errors").
const failed = (status: number, errorCode: Record<string, string>, message: string, details?: unknown) => ({
  message: 'Request failed',
  response: {
    status,
    data: {
      error: {
        code: status,
        message: 'Request contains an invalid argument.',
        status: 'INVALID_ARGUMENT',
        details: [
          {
            '@type': 'type.googleapis.com/google.ads.googleads.v25.errors.GoogleAdsFailure',
            errors: [{ errorCode, message, ...(details ? { details } : {}) }],
            requestId: 'abc',
          },
        ],
      },
    },
  },
});

describe('the Google Ads API failures in the product’s terms', () => {
  it('reads each kind from the GoogleAdsFailure’s first error', () => {
    const kind = (failure: unknown) => toGoogleAdsError(failure).kind;
    expect(kind(failed(401, { authenticationError: 'OAUTH_TOKEN_REVOKED' }, 'Revoked'))).toBe('tokenExpired');
    expect(kind(failed(403, { authorizationError: 'USER_PERMISSION_DENIED' }, 'Denied'))).toBe(
      'permissionRevoked',
    );
    expect(kind(failed(500, { internalError: 'TRANSIENT_ERROR' }, 'Try again'))).toBe('transient');
  });

  it('keeps a refusal’s own words and code', () => {
    const error = toGoogleAdsError(failed(400, { rangeError: 'TOO_LOW' }, 'Too low.'));
    expect(error).toBeInstanceOf(AdNetworkError);
    expect(error).toMatchObject({
      network: 'googleAds',
      kind: 'refused',
      details: { networkCode: 'rangeError.TOO_LOW', networkMessage: 'Too low.' },
    });
  });

  it('waits a quota’s retry delay, or a default when it gives none', () => {
    const delayed = failed(429, { quotaError: 'RESOURCE_EXHAUSTED' }, 'Too many requests.', {
      quotaErrorDetails: { rateScope: 'DEVELOPER', retryDelay: '41s' },
    });
    expect(toGoogleAdsError(delayed)).toMatchObject({
      kind: 'rateLimited',
      details: { retryAfterMs: 41_000 },
    });
    const bare = failed(429, { quotaError: 'RESOURCE_TEMPORARILY_EXHAUSTED' }, 'Too many requests.');
    expect(toGoogleAdsError(bare).details.retryAfterMs).toBe(DEFAULT_QUOTA_WAIT_MS);
  });

  it('reads the token endpoint’s invalid_grant as an expired token, and no answer as transient', () => {
    const refused = {
      response: {
        status: 400,
        data: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
      },
    };
    expect(toGoogleAdsError(refused)).toMatchObject({
      kind: 'tokenExpired',
      message: 'Token has been expired or revoked.',
    });
    expect(toGoogleAdsError(new Error('socket hang up')).kind).toBe('transient');
    expect(toGoogleAdsError({ response: { status: 503, data: 'Service Unavailable' } }).kind).toBe(
      'transient',
    );
    expect(toGoogleAdsError({ response: { status: 429, data: '' } }).kind).toBe('rateLimited');
  });
});
