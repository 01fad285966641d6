import { DEMO_GOOGLE_ADS_APP, DEMO_META_APP, googleAdsStandInEndpoints } from '@adplatform/ad-networks/demo';
import {
  exchangeGoogleAdsCode,
  googleAdsLoginUrl,
  GOOGLE_ADS_SCOPES,
} from '@adplatform/ad-networks/google-ads';
import { exchangeMetaCode, META_PERMISSIONS } from '@adplatform/ad-networks/meta';

/** Where the stand-ins' pages send the person back in tests and benchmarks (never followed). */
const REDIRECT = 'http://localhost:3000/settings';

/**
 * Opens a stand-in's consent page, checks it asks for `asking`, and answers Continue as `email` with
 * the page's fields.
 * @returns the code the page sends back.
 * @throws Error when the page is not the expected one or sends back another state.
 */
async function consentCode(
  page: URL,
  asking: string,
  answerPath: string,
  fields: Readonly<Record<string, string>>,
): Promise<string> {
  if (!(await (await fetch(page)).text()).includes(asking)) {
    throw new Error('The stand-in did not show its consent page.');
  }
  const answer = await fetch(new URL(answerPath, page.origin), {
    method: 'POST',
    body: new URLSearchParams({ redirect_uri: REDIRECT, state: 's1', ...fields, answer: 'continue' }),
    redirect: 'manual',
  });
  const back = new URL(answer.headers.get('location') ?? '');
  if (back.searchParams.get('state') !== 's1') throw new Error('The page sent back another state.');
  return back.searchParams.get('code') ?? '';
}

/**
 * Logs `email` in through the Meta stand-in's dialog at `origin` as a person would (granting `scope`),
 * and exchanges the code for their token, as `finishAdNetworkConnection` does.
 * @returns the person's access token.
 * @throws Error when the dialog is not Meta's or sends back another state; AdNetworkError from the exchange.
 */
export async function loginThroughStandIn(
  origin: string,
  email: string,
  { scope = META_PERMISSIONS, now = new Date() }: { scope?: readonly string[]; now?: Date } = {},
): Promise<string> {
  const dialog = new URL('/v24.0/dialog/oauth', origin);
  for (const [key, value] of Object.entries({
    client_id: DEMO_META_APP.id,
    redirect_uri: REDIRECT,
    state: 's1',
    scope: scope.join(','),
  })) {
    dialog.searchParams.set(key, value);
  }
  const code = await consentCode(dialog, 'Manage your ads', '/dialog/oauth/answer', {
    scope: scope.join(','),
    email,
  });
  const { accessToken } = await exchangeMetaCode({
    app: DEMO_META_APP,
    graphOrigin: origin,
    redirectUri: REDIRECT,
    code,
    now,
  });
  return accessToken;
}

/**
 * Consents as `email` on the Google Ads stand-in at `origin` (granting `scope`), and exchanges the
 * code for their refresh token, as `finishAdNetworkConnection` does.
 * @returns the person's refresh token.
 */
export async function consentThroughGoogleStandIn(
  origin: string,
  email: string,
  { scope = GOOGLE_ADS_SCOPES }: { scope?: readonly string[] } = {},
): Promise<string> {
  const endpoints = googleAdsStandInEndpoints(origin);
  const page = new URL(
    googleAdsLoginUrl({ app: DEMO_GOOGLE_ADS_APP, endpoints, redirectUri: REDIRECT, state: 's1' }),
  );
  const code = await consentCode(page, 'Google Ads accounts', '/o/oauth2/v2/auth/answer', {
    scope: scope.join(' '),
    email,
  });
  const { accessToken } = await exchangeGoogleAdsCode({
    app: DEMO_GOOGLE_ADS_APP,
    endpoints,
    redirectUri: REDIRECT,
    code,
  });
  return accessToken;
}
