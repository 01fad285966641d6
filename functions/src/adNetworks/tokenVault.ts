import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { AdNetwork } from '@adplatform/ad-networks';

/**
 * The ad networks' access tokens of each account (docs/decisions/0031-ad-network-connectors.md), in
 * `adNetworkTokens/{accountId}_{network}`: a collection no security rule opens, read and written by
 * the functions alone; no client-readable document ever holds a token.
 */
const tokenRef = (accountId: string, network: AdNetwork) =>
  getFirestore().doc(`adNetworkTokens/${accountId}_${network}`);

/** An account's token for a network, as kept. */
export interface StoredToken {
  /** The network's credential: Meta's long-lived user access token, Google's refresh token. */
  readonly accessToken: string;
  /** Null for a token that does not expire. */
  readonly expiresAt: Date | null;
}

/** The token's document in `adNetworkTokens`, kept at `keptAt`. */
export function tokenDocument(token: StoredToken, keptAt: Date): Record<string, unknown> {
  return {
    accessToken: token.accessToken,
    expiresAt: token.expiresAt ? Timestamp.fromDate(token.expiresAt) : null,
    keptAt: Timestamp.fromDate(keptAt),
  };
}

/** Keeps an account's token for a network, replacing the one before. */
export async function keepToken(accountId: string, network: AdNetwork, token: StoredToken): Promise<void> {
  await tokenRef(accountId, network).set(tokenDocument(token, new Date()));
}

/** An account's token for a network, or null when it has none. */
export async function tokenOf(accountId: string, network: AdNetwork): Promise<StoredToken | null> {
  const snapshot = await tokenRef(accountId, network).get();
  const accessToken = snapshot.get('accessToken') as unknown;
  if (typeof accessToken !== 'string') return null;
  const expiresAt = snapshot.get('expiresAt') as Timestamp | null;
  return { accessToken, expiresAt: expiresAt ? expiresAt.toDate() : null };
}

/** Forgets an account's token for a network. */
export async function forgetToken(accountId: string, network: AdNetwork): Promise<void> {
  await tokenRef(accountId, network).delete();
}
