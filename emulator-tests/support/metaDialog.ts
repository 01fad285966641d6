import { callCallable } from './callable';
import { DEMO_META_PERSON } from '../../scripts/ad-networks/metaStandIn';

/** The page the callables are called from: one of the app's origins. */
export const APP = 'http://localhost:3000';

/**
 * Starts a Meta connection for the user (asking for `features` too, if given) and answers the
 * stand-in's dialog as a person would: allowing the `scope` asked for, unless told another.
 */
export async function throughTheDialog(
  idToken: string,
  {
    scope,
    answer = 'continue',
    email = DEMO_META_PERSON,
    features,
  }: { scope?: string; answer?: string; email?: string; features?: string[] } = {},
): Promise<{ code: string; state: string; dialog: URL }> {
  const started = await callCallable(
    'startAdNetworkConnection',
    features ? { network: 'meta', features } : { network: 'meta' },
    idToken,
    { origin: APP },
  );
  expect(started.error).toBeUndefined();
  const dialog = new URL((started.result as { url: string }).url);
  expect((await fetch(dialog)).status).toBe(200);
  const back = await fetch(new URL('/dialog/oauth/answer', dialog.origin), {
    method: 'POST',
    body: new URLSearchParams({
      redirect_uri: dialog.searchParams.get('redirect_uri') ?? '',
      state: dialog.searchParams.get('state') ?? '',
      scope: scope ?? dialog.searchParams.get('scope') ?? '',
      email,
      answer,
    }),
    redirect: 'manual',
  });
  const location = new URL(back.headers.get('location') ?? '');
  return {
    code: location.searchParams.get('code') ?? '',
    state: location.searchParams.get('state') ?? '',
    dialog,
  };
}

/**
 * Connects the user's account to Meta as the stand-in's person `email`, asking for `features` too,
 * and allowing `scope` (what was asked, unless told another).
 * @returns the dialog as opened, and `finishAdNetworkConnection`'s answer
 */
export async function connectMeta(idToken: string, email: string, features?: string[], scope?: string) {
  const { code, state, dialog } = await throughTheDialog(idToken, { email, features, scope });
  const finished = await callCallable('finishAdNetworkConnection', { code, state }, idToken, { origin: APP });
  return { dialog, finished };
}
