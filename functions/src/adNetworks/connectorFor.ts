import type { AdNetwork, AdNetworkConnector } from '@adplatform/ad-networks';
import { metaAccess } from './metaApp';
import { tokenOf } from './tokenVault';

/**
 * A connector to `network` with the account's kept token (docs/decisions/0031-ad-network-connectors.md),
 * or null when the account keeps none (never connected, or disconnected).
 */
export async function connectorFor(
  accountId: string,
  network: AdNetwork,
  now: Date,
): Promise<AdNetworkConnector | null> {
  const token = await tokenOf(accountId, network);
  if (!token) return null;
  const { meta, graphOrigin } = await metaAccess();
  return new meta.MetaConnector({ accessToken: token.accessToken, graphOrigin, now: () => now });
}
