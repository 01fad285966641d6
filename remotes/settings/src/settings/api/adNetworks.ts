import { callFunction, firestore } from 'shared-auth';
import { toAdConnection, type AdConnection } from '../model/adConnection';

/**
 * The account's Meta connection, or null when it has none (one read).
 * @throws FirebaseError `permission-denied`.
 */
export async function readMetaConnection(accountId: string): Promise<AdConnection | null> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'users', accountId, 'adConnections', 'meta'));
  return snapshot.exists() ? toAdConnection(snapshot.data()) : null;
}

/**
 * `startAdNetworkConnection`: the URL of Meta's login dialog for this page.
 * @throws FunctionsError `permission-denied` (plan, role).
 */
export async function startMetaConnection(): Promise<string> {
  const { url } = (await callFunction('startAdNetworkConnection', { network: 'meta' })) as { url: string };
  return url;
}

/**
 * `finishAdNetworkConnection`: the dialog's answer (its code and state) turned into the connection.
 * @throws FunctionsError; `failed-precondition` with `details.reason` `stateUnknown`, `codeRefused` or
 *   `permissionsMissing`; `unavailable` (`networkUnavailable`).
 */
export async function finishConnection(code: string, state: string): Promise<void> {
  await callFunction('finishAdNetworkConnection', { code, state });
}

/** `chooseAdAccounts`: the ad accounts the account brings in. @throws FunctionsError. */
export async function chooseMetaAdAccounts(accountIds: readonly string[]): Promise<void> {
  await callFunction('chooseAdAccounts', { network: 'meta', accountIds });
}

/** `disconnectAdNetwork`: forgets the token and the connection. @throws FunctionsError. */
export async function disconnectMeta(): Promise<void> {
  await callFunction('disconnectAdNetwork', { network: 'meta' });
}

/** How one chosen ad account's sync went (`syncAdNetwork`). */
export interface AdAccountSyncReport {
  readonly adAccountId: string;
  readonly outcome: 'synced' | 'paused' | 'reconnect' | 'busy' | 'waiting' | 'failed';
  /** The campaigns the network listed in this run. */
  readonly campaigns: number;
}

/**
 * `syncAdNetwork`: brings the chosen ad accounts in now, as far as the call's time allows.
 * @throws FunctionsError `not-found` (not connected), `permission-denied` (plan, role).
 */
export async function syncMeta(): Promise<readonly AdAccountSyncReport[]> {
  const { reports } = (await callFunction('syncAdNetwork', { network: 'meta' })) as {
    reports: AdAccountSyncReport[];
  };
  return reports;
}
