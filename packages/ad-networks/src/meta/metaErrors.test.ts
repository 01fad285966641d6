import { AdNetworkError } from '../connector';
import { DEFAULT_RATE_LIMIT_WAIT_MS, metaUsagePercent, toMetaError } from './metaErrors';

/** The SDK's `FacebookRequestError` as it carries a Graph API error (the `error` object, status, headers). */
const requestError = (
  error: Record<string, unknown>,
  status = 400,
  headers: Record<string, string> = {},
) => ({
  name: 'FacebookRequestError',
  message: String(error.message),
  response: error,
  status,
  headers,
});

describe('Meta’s errors in the product’s terms', () => {
  it('asks to reconnect for an expired or invalidated token', () => {
    const expired = toMetaError(
      requestError({
        message: 'Error validating access token: Session has expired on Tuesday, 24-Nov-26 10:00:00 PST.',
        type: 'OAuthException',
        code: 190,
        error_subcode: 463,
        fbtrace_id: 'A1b2C3',
      }),
    );
    expect(expired).toBeInstanceOf(AdNetworkError);
    expect(expired).toMatchObject({
      network: 'meta',
      kind: 'tokenExpired',
      details: { networkCode: '190/463' },
    });
  });

  it('reads a withdrawn permission', () => {
    const revoked = toMetaError(
      requestError(
        {
          message: '(#200) Requires ads_management permission to manage the object',
          type: 'OAuthException',
          code: 200,
        },
        403,
      ),
    );
    expect(revoked.kind).toBe('permissionRevoked');
  });

  it('waits out a rate limit as long as the usage headers say, or a minute', () => {
    const headers = {
      'x-business-use-case-usage': JSON.stringify({
        '1020304050': [
          {
            type: 'ads_management',
            call_count: 100,
            total_cputime: 40,
            total_time: 55,
            estimated_time_to_regain_access: 5,
          },
        ],
      }),
    };
    const limited = toMetaError(
      requestError(
        { message: 'User request limit reached', type: 'OAuthException', code: 17, error_subcode: 2446079 },
        400,
        headers,
      ),
    );
    expect(limited).toMatchObject({ kind: 'rateLimited', details: { retryAfterMs: 5 * 60_000 } });
    const bare = toMetaError(requestError({ message: 'There have been too many calls', code: 80004 }));
    expect(bare).toMatchObject({
      kind: 'rateLimited',
      details: { retryAfterMs: DEFAULT_RATE_LIMIT_WAIT_MS },
    });
  });

  it('shows a refusal in Meta’s words, and retries what failed on Meta’s side', () => {
    const refused = toMetaError(
      requestError({
        message: 'Invalid parameter',
        type: 'OAuthException',
        code: 100,
        error_subcode: 1885272,
        error_user_title: 'Budget too low',
        error_user_msg: 'Your budget must be at least €1.00 a day.',
      }),
    );
    expect(refused).toMatchObject({
      kind: 'refused',
      details: { networkMessage: 'Your budget must be at least €1.00 a day.', networkCode: '100/1885272' },
    });
    expect(toMetaError(requestError({ message: 'An unknown error occurred', code: 1 }, 500)).kind).toBe(
      'transient',
    );
    expect(toMetaError(new Error('socket hang up')).kind).toBe('transient');
  });

  it('reads how much of the rate limits is used from either header', () => {
    expect(metaUsagePercent({ 'x-ad-account-usage': JSON.stringify({ acc_id_util_pct: 37.5 }) })).toBe(37.5);
    expect(
      metaUsagePercent({
        'x-business-use-case-usage': JSON.stringify({
          '1': [{ type: 'ads_insights', call_count: 12, total_cputime: 64, total_time: 20 }],
        }),
      }),
    ).toBe(64);
    expect(metaUsagePercent({ 'x-ad-account-usage': 'not json' })).toBeNull();
    expect(metaUsagePercent({})).toBeNull();
  });
});
