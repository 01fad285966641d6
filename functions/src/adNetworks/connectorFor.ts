import type { AdNetwork, AdNetworkConnector } from '@adplatform/ad-networks';
import { networkAccess } from './networkAccess';
import { tokenOf } from './tokenVault';

/**
 * A connector to `network` with the account's kept credential (docs/decisions/0031-ad-network-connectors.md),
 * or null when the account keeps none (never connected, or disconnected).
 */
export async function connectorFor(
  accountId: string,
  network: AdNetwork,
  now: Date,
): Promise<AdNetworkConnector | null> {
  const token = await tokenOf(accountId, network);
  if (!token) return null;
  return (await networkAccess(network)).connector(token, now);
}
