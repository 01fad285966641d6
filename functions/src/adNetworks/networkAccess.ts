/**
 * Each ad network's way in, behind one shape (docs/decisions/0031-ad-network-connectors.md): the page
 * a person is sent to, the exchange of the code it returns for the credential the server keeps, and a
 * connector made with that credential. The callables and the sync know no network beyond this file.
 */
import type { AdNetwork, AdNetworkConnector, NetworkAdAccount } from '@adplatform/ad-networks';
import { GOOGLE_ADS_SECRETS, googleAdsAccess, googleAdsConnectorWith } from './googleAdsApp';
import { META_SECRETS, metaAccess } from './metaApp';
import type { StoredToken } from './tokenVault';

/** The secrets a function that talks to any ad network declares (none in a demo project). */
export const AD_NETWORK_SECRETS = [...META_SECRETS, ...GOOGLE_ADS_SECRETS];

/** One network's login, code exchange and connector. */
export interface NetworkAccess {
  /**
   * The network's login or consent page for `redirectUri`, carrying the one-use `state`, asking for
   * the connection's permissions and `extraPermissions` (the features', none by default).
   */
  loginUrl(redirectUri: string, state: string, extraPermissions?: readonly string[]): string;
  /** The credential a returned code stands for. @throws AdNetworkError */
  exchange(redirectUri: string, code: string, now: Date): Promise<StoredToken>;
  /**
   * A connector with a kept credential, for the connection's listed `adAccounts` (those reached through
   * a manager account are called through it).
   */
  connector(token: StoredToken, now: Date, adAccounts?: readonly NetworkAdAccount[]): AdNetworkConnector;
  /**
   * A credential that lives longer, for one that is ending; absent for a network whose credential does
   * not end (Google's refresh token). @throws AdNetworkError
   */
  renew?(token: StoredToken, now: Date): Promise<StoredToken>;
}

/** `network`'s access for this deployment (its SDK loaded on first use). */
export async function networkAccess(network: AdNetwork): Promise<NetworkAccess> {
  if (network === 'googleAds') {
    const access = await googleAdsAccess();
    const { googleAds, app, endpoints } = access;
    return {
      loginUrl: (redirectUri, state) => googleAds.googleAdsLoginUrl({ app, endpoints, redirectUri, state }),
      exchange: (redirectUri, code) => googleAds.exchangeGoogleAdsCode({ app, endpoints, redirectUri, code }),
      connector: (token, now, adAccounts = []) =>
        googleAdsConnectorWith(access, token.accessToken, now, adAccounts),
    };
  }
  const { meta, app, dialogOrigin, graphOrigin } = await metaAccess();
  const stored = (token: { accessToken: string; expiresAt: string | null }): StoredToken => ({
    accessToken: token.accessToken,
    expiresAt: token.expiresAt ? new Date(token.expiresAt) : null,
  });
  return {
    loginUrl: (redirectUri, state, extraPermissions) =>
      meta.metaLoginUrl({ appId: app.id, dialogOrigin, redirectUri, state, extraPermissions }),
    exchange: async (redirectUri, code, now) =>
      stored(await meta.exchangeMetaCode({ app, graphOrigin, redirectUri, code, now })),
    connector: (token, now) =>
      new meta.MetaConnector({ accessToken: token.accessToken, graphOrigin, now: () => now }),
    renew: async (token, now) =>
      stored(await meta.extendMetaToken({ app, graphOrigin, accessToken: token.accessToken, now })),
  };
}
