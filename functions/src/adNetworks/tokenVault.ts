/**
 * Where the ad networks' tokens are kept (docs/decisions/0034-ad-network-tokens-in-secret-manager.md):
 * in the project's Secret Manager, one secret per account and network; in a `demo-` project, whose
 * emulators have no Secret Manager, in `adNetworkTokens/{accountId}_{network}`, a collection no security
 * rule opens. Either way no client-readable document ever holds a token.
 */
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { AdNetwork } from '@adplatform/ad-networks';
import { isDemoProject } from '@adplatform/plans/demo-billing';
import { SecretManagerTokens } from './secretManagerTokens';
import type { StoredToken } from './storedToken';

export type { StoredToken } from './storedToken';

/** Whether this deployment keeps tokens in Firestore (a demo project) rather than Secret Manager. */
const IN_FIRESTORE = isDemoProject(process.env.GCLOUD_PROJECT);

const tokenRef = (accountId: string, network: AdNetwork) =>
  getFirestore().doc(`adNetworkTokens/${accountId}_${network}`);

let secrets: Promise<SecretManagerTokens> | null = null;
/** The Secret Manager store, its client loaded on the first token kept or read. */
function secretStore(): Promise<SecretManagerTokens> {
  secrets ??= import('@google-cloud/secret-manager').then(
    ({ SecretManagerServiceClient }) =>
      new SecretManagerTokens(new SecretManagerServiceClient(), String(process.env.GCLOUD_PROJECT)),
  );
  return secrets;
}

/** The token's document in `adNetworkTokens` (a demo project's store), kept at `keptAt`. */
export function tokenDocument(token: StoredToken, keptAt: Date): Record<string, unknown> {
  return {
    accessToken: token.accessToken,
    expiresAt: token.expiresAt ? Timestamp.fromDate(token.expiresAt) : null,
    keptAt: Timestamp.fromDate(keptAt),
  };
}

/** Keeps an account's token for a network, replacing the one before. */
export async function keepToken(accountId: string, network: AdNetwork, token: StoredToken): Promise<void> {
  if (!IN_FIRESTORE) return (await secretStore()).keep(accountId, network, token);
  await tokenRef(accountId, network).set(tokenDocument(token, new Date()));
}

/** An account's token for a network, or null when it has none. */
export async function tokenOf(accountId: string, network: AdNetwork): Promise<StoredToken | null> {
  if (!IN_FIRESTORE) return (await secretStore()).read(accountId, network);
  const snapshot = await tokenRef(accountId, network).get();
  const accessToken = snapshot.get('accessToken') as unknown;
  if (typeof accessToken !== 'string') return null;
  const expiresAt = snapshot.get('expiresAt') as Timestamp | null;
  return { accessToken, expiresAt: expiresAt ? expiresAt.toDate() : null };
}

/** Forgets an account's token for a network. */
export async function forgetToken(accountId: string, network: AdNetwork): Promise<void> {
  if (!IN_FIRESTORE) return (await secretStore()).forget(accountId, network);
  await tokenRef(accountId, network).delete();
}
