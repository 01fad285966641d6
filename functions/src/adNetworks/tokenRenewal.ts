/**
 * Renewing a connection's credential before it ends (docs/product-rules.md §10.10 "Tokens stay on the
 * server"): a token in its last weeks is exchanged for one of a full lifetime when the account's syncs
 * run, so a connection in use never ends. The connection's warning in its last week, with "Reconnect",
 * is what is left when the network refuses the renewal.
 */
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { AdNetworkError, type AdNetwork } from '@adplatform/ad-networks';
import { networkAccess } from './networkAccess';
import { keepToken, tokenOf } from './tokenVault';

/** How long before its end a token is renewed, in ms: earlier than the connection warns. */
export const RENEW_BEFORE_MS = 14 * 86_400_000;

/**
 * Renews the account's credential for `network` when it ends within `RENEW_BEFORE_MS` of `now` and
 * the network renews credentials; keeps the new one and its end on the connection.
 * @returns whether it was renewed. A refusal of the network is logged, not thrown: the sync that
 *   follows finds out whether the old credential still works.
 */
export async function renewEndingToken(accountId: string, network: AdNetwork, now: Date): Promise<boolean> {
  const token = await tokenOf(accountId, network);
  if (!token?.expiresAt || token.expiresAt.getTime() - now.getTime() > RENEW_BEFORE_MS) return false;
  const access = await networkAccess(network);
  if (!access.renew) return false;
  let renewed;
  try {
    renewed = await access.renew(token, now);
  } catch (error) {
    if (!(error instanceof AdNetworkError)) throw error;
    console.warn(`[adNetworks] ${network} did not renew the token of ${accountId}: ${error.message}`);
    return false;
  }
  await keepToken(accountId, network, renewed);
  await getFirestore()
    .doc(`users/${accountId}/adConnections/${network}`)
    .update({ tokenExpiresAt: renewed.expiresAt ? Timestamp.fromDate(renewed.expiresAt) : null });
  return true;
}
