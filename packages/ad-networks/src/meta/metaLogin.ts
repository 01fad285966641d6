/**
 * Facebook Login for Business as the product uses it (docs/decisions/0031-ad-network-connectors.md):
 * the dialog a person is sent to, the server's exchange of the code it returns for the person's
 * access token, and the renewal of that token before it ends, through Meta's SDK with the app's own
 * token.
 */
import { z } from 'zod';
import { AdNetworkError } from '../connector';
import { GraphApi } from './graphApi';
import { META_API_VERSION } from './metaApiVersion';
import { toMetaError } from './metaErrors';

/** The permissions the product asks of a person on Meta: manage their ads and read their results. */
export const META_PERMISSIONS = ['ads_management', 'ads_read'] as const;

/** Where Meta's login dialog is. */
export const META_DIALOG_ORIGIN = 'https://www.facebook.com';

/** A Meta app: its id and secret (the secret only ever on the server). */
export interface MetaApp {
  readonly id: string;
  readonly secret: string;
}

/**
 * The login dialog's URL: the app, where Meta sends the person back (`redirectUri`, registered with
 * the app), the one-use `state` the product checks on return, and `META_PERMISSIONS` with the
 * features' `extraPermissions`. Asking for extra permissions asks again for those declined before
 * (`auth_type=rerequest`), as Meta documents for incremental consent.
 */
export function metaLoginUrl(options: {
  readonly appId: string;
  readonly dialogOrigin: string;
  readonly redirectUri: string;
  readonly state: string;
  readonly extraPermissions?: readonly string[];
}): string {
  const extra = options.extraPermissions ?? [];
  const url = new URL(`/${META_API_VERSION}/dialog/oauth`, options.dialogOrigin);
  url.searchParams.set('client_id', options.appId);
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('state', options.state);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', [...new Set([...META_PERMISSIONS, ...extra])].join(','));
  if (extra.length > 0) url.searchParams.set('auth_type', 'rerequest');
  return url.toString();
}

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  /** Seconds; absent for a token that does not expire. */
  expires_in: z.number().int().positive().optional(),
});

/**
 * One call of `GET oauth/access_token` with the app's own token and `params`.
 * @returns the token it answered and when that expires (ISO 8601, null for never).
 * @throws AdNetworkError `refused` for what Meta refuses (a wrong code, an invalid token).
 */
async function accessTokenCall(
  app: MetaApp,
  graphOrigin: string,
  params: Record<string, string>,
  now: Date,
): Promise<{ accessToken: string; expiresAt: string | null }> {
  const api = new GraphApi(`${app.id}|${app.secret}`, graphOrigin);
  let answer: unknown;
  try {
    answer = await api.call('GET', ['oauth', 'access_token'], {
      client_id: app.id,
      client_secret: app.secret,
      ...params,
    });
  } catch (thrown) {
    throw toMetaError(thrown);
  }
  const parsed = tokenAnswerSchema.safeParse(answer);
  if (!parsed.success)
    throw new AdNetworkError('meta', 'transient', 'Meta answered a token request in an unknown shape.');
  const { access_token: accessToken, expires_in: seconds } = parsed.data;
  return {
    accessToken,
    expiresAt: seconds === undefined ? null : new Date(now.getTime() + seconds * 1000).toISOString(),
  };
}

/**
 * Exchanges the code the dialog returned for the person's access token (`GET oauth/access_token`).
 * @returns the token and when it expires (ISO 8601, null for never).
 * @throws AdNetworkError `refused` for a code that is wrong, used or for another redirect.
 */
export function exchangeMetaCode(options: {
  readonly app: MetaApp;
  readonly graphOrigin: string;
  readonly redirectUri: string;
  readonly code: string;
  readonly now: Date;
}): Promise<{ accessToken: string; expiresAt: string | null }> {
  return accessTokenCall(
    options.app,
    options.graphOrigin,
    { redirect_uri: options.redirectUri, code: options.code },
    options.now,
  );
}

/**
 * Exchanges a person's valid long-lived token for one that lives about 60 days from now (Meta's
 * `fb_exchange_token` grant), so a connection is renewed before its token ends.
 * @returns the new token and when it expires (ISO 8601, null for never).
 * @throws AdNetworkError `tokenExpired` for a token already expired or invalidated.
 */
export function extendMetaToken(options: {
  readonly app: MetaApp;
  readonly graphOrigin: string;
  readonly accessToken: string;
  readonly now: Date;
}): Promise<{ accessToken: string; expiresAt: string | null }> {
  return accessTokenCall(
    options.app,
    options.graphOrigin,
    { grant_type: 'fb_exchange_token', fb_exchange_token: options.accessToken },
    options.now,
  );
}
