import { getFirestore } from 'firebase-admin/firestore';
import type { AdNetwork, AdNetworkConnector, NetworkAdAccount } from '@adplatform/ad-networks';
import { networkAccess } from './networkAccess';
import { tokenOf } from './tokenVault';

/**
 * A connector to `network` with the account's kept credential and its connection's listed ad accounts
 * (docs/decisions/0031-ad-network-connectors.md), or null when the account keeps none (never
 * connected, or disconnected).
 */
export async function connectorFor(
  accountId: string,
  network: AdNetwork,
  now: Date,
): Promise<AdNetworkConnector | null> {
  const [token, connection] = await Promise.all([
    tokenOf(accountId, network),
    getFirestore().doc(`users/${accountId}/adConnections/${network}`).get(),
  ]);
  if (!token) return null;
  const adAccounts = (connection.get('adAccounts') as NetworkAdAccount[] | undefined) ?? [];
  return (await networkAccess(network)).connector(token, now, adAccounts);
}
