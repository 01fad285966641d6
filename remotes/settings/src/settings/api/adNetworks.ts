import { callFunction, firestore } from 'shared-auth';
import type { AdNetwork, AdNetworkFeature } from '@adplatform/ad-networks';
import { toAdConnection, type AdConnection } from '../model/adConnection';

/**
 * The account's connection to `network`, or null when it has none (one read).
 * @throws FirebaseError `permission-denied`.
 */
export async function readConnection(accountId: string, network: AdNetwork): Promise<AdConnection | null> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'users', accountId, 'adConnections', network));
  return snapshot.exists() ? toAdConnection(snapshot.data()) : null;
}

/**
 * `startAdNetworkConnection`: the URL of the network's login or consent page for this page, asking
 * also for the permissions of `features` (incremental consent, none by default).
 * @throws FunctionsError `permission-denied` (plan, role).
 */
export async function startConnection(
  network: AdNetwork,
  features: readonly AdNetworkFeature[] = [],
): Promise<string> {
  const { url } = (await callFunction(
    'startAdNetworkConnection',
    features.length > 0 ? { network, features } : { network },
  )) as { url: string };
  return url;
}

/**
 * `finishAdNetworkConnection`: the page's answer (its code and state) turned into the connection.
 * @returns the network connected and the features its person allowed.
 * @throws FunctionsError; `failed-precondition` with `details.reason` `stateUnknown`, `codeRefused` or
 *   `permissionsMissing`; `unavailable` (`networkUnavailable`).
 */
export async function finishConnection(
  code: string,
  state: string,
): Promise<{ network: AdNetwork; features: AdNetworkFeature[] }> {
  const { network, features } = (await callFunction('finishAdNetworkConnection', { code, state })) as {
    network: AdNetwork;
    features?: AdNetworkFeature[];
  };
  return { network, features: features ?? [] };
}

/** `chooseAdAccounts`: the ad accounts the account brings in from `network`. @throws FunctionsError. */
export async function chooseAdAccounts(network: AdNetwork, accountIds: readonly string[]): Promise<void> {
  await callFunction('chooseAdAccounts', { network, accountIds });
}

/** `disconnectAdNetwork`: forgets the network's token and connection. @throws FunctionsError. */
export async function disconnect(network: AdNetwork): Promise<void> {
  await callFunction('disconnectAdNetwork', { network });
}

/** How one chosen ad account's sync went (`syncAdNetwork`). */
export interface AdAccountSyncReport {
  readonly adAccountId: string;
  readonly outcome: 'synced' | 'paused' | 'reconnect' | 'busy' | 'waiting' | 'failed';
  /** The campaigns the network listed in this run. */
  readonly campaigns: number;
}

/**
 * `syncAdNetwork`: brings the network's chosen ad accounts in now, as far as the call's time allows.
 * @throws FunctionsError `not-found` (not connected), `permission-denied` (plan, role).
 */
export async function syncNetwork(network: AdNetwork): Promise<readonly AdAccountSyncReport[]> {
  const { reports } = (await callFunction('syncAdNetwork', { network })) as {
    reports: AdAccountSyncReport[];
  };
  return reports;
}
