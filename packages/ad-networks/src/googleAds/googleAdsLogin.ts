/**
 * Google's OAuth 2.0 for the Google Ads API as the product uses it
 * (docs/decisions/0033-google-ads-connector.md): the consent page a person is sent to, with offline
 * access so that the server receives a refresh token, and the server's exchange of the code it returns,
 * through Google's auth library.
 */
import { AdNetworkError } from '../connector';
import { oauthClient, type GoogleAdsApp, type GoogleAdsEndpoints } from './googleAdsApi';
import { toGoogleAdsError } from './googleAdsErrors';

/** The scope the product asks of a person on Google: manage their Google Ads accounts. */
export const GOOGLE_ADS_SCOPES = ['https://www.googleapis.com/auth/adwords'] as const;

/**
 * The consent page's URL: offline access (a refresh token), consent asked every time (so a new
 * connection always gets one), the redirect registered with the client and the one-use `state`.
 */
export function googleAdsLoginUrl(options: {
  readonly app: GoogleAdsApp;
  readonly endpoints: GoogleAdsEndpoints;
  readonly redirectUri: string;
  readonly state: string;
}): string {
  return oauthClient(options.app, options.endpoints, options.redirectUri).generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    scope: [...GOOGLE_ADS_SCOPES],
    state: options.state,
    include_granted_scopes: true,
  });
}

/**
 * Exchanges the code the consent page returned for the person's refresh token.
 * @returns the refresh token; it does not expire on a schedule (`expiresAt` null), though the person
 *   may revoke it.
 * @throws AdNetworkError `refused` for a code that is wrong, used or for another redirect, or when no
 *   refresh token came.
 */
export async function exchangeGoogleAdsCode(options: {
  readonly app: GoogleAdsApp;
  readonly endpoints: GoogleAdsEndpoints;
  readonly redirectUri: string;
  readonly code: string;
}): Promise<{ accessToken: string; expiresAt: null }> {
  let refreshToken: string | null | undefined;
  try {
    const { tokens } = await oauthClient(options.app, options.endpoints, options.redirectUri).getToken(
      options.code,
    );
    refreshToken = tokens.refresh_token;
  } catch (thrown) {
    const error = toGoogleAdsError(thrown);
    throw error.kind === 'tokenExpired'
      ? new AdNetworkError('googleAds', 'refused', error.message, { networkCode: 'invalid_grant' })
      : error;
  }
  if (!refreshToken) {
    throw new AdNetworkError('googleAds', 'refused', 'Google gave no refresh token for this code.');
  }
  return { accessToken: refreshToken, expiresAt: null };
}
