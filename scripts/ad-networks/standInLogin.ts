import { DEMO_META_APP } from '@adplatform/ad-networks/demo';
import { exchangeMetaCode, META_PERMISSIONS } from '@adplatform/ad-networks/meta';

/** Where the stand-in's dialog sends the person back in tests and benchmarks (never followed). */
const REDIRECT = 'http://localhost:3000/settings';

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
  const page = await (await fetch(dialog)).text();
  if (!page.includes('Manage your ads')) throw new Error('The stand-in did not show its login dialog.');
  const answer = await fetch(new URL('/dialog/oauth/answer', origin), {
    method: 'POST',
    body: new URLSearchParams({
      redirect_uri: REDIRECT,
      state: 's1',
      scope: scope.join(','),
      email,
      answer: 'continue',
    }),
    redirect: 'manual',
  });
  const back = new URL(answer.headers.get('location') ?? '');
  if (back.searchParams.get('state') !== 's1') throw new Error('The dialog sent back another state.');
  const { accessToken } = await exchangeMetaCode({
    app: DEMO_META_APP,
    graphOrigin: origin,
    redirectUri: REDIRECT,
    code: back.searchParams.get('code') ?? '',
    now,
  });
  return accessToken;
}
