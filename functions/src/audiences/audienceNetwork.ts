import { getFirestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { AdNetworkConnector, NetworkAdAccount } from '@adplatform/ad-networks';
import { connectorFor } from '../adNetworks/connectorFor';
import { requireAccountAccess } from '../callable/account';

/**
 * The account of a caller of the wizard's audience calls: its plan must include campaign creation;
 * any member may ask (docs/product-rules.md §10.6).
 * @returns the account's id
 * @throws HttpsError as `requireAccountAccess`: `unauthenticated`, `failed-precondition`, `permission-denied`
 */
export async function requireAudienceAccess(request: CallableRequest<unknown>): Promise<string> {
  const { accountId } = await requireAccountAccess(
    request,
    'createCampaign',
    'Your plan does not include campaign creation.',
    'read',
  );
  return accountId;
}

/** The network whose interests and estimates the wizard's audiences use, and the ad account it asks through. */
export interface AudienceNetwork {
  readonly connector: AdNetworkConnector;
  readonly adAccount: NetworkAdAccount;
}

/**
 * The network that answers for audiences (docs/product-rules.md §10.6): Meta, when the account is
 * connected to it and brings in at least one ad account (the first chosen one is asked); otherwise null,
 * and the product's catalogue and local model answer. Google Ads offers neither here.
 */
export async function audienceNetwork(accountId: string, now: Date): Promise<AudienceNetwork | null> {
  const connection = await getFirestore().doc(`users/${accountId}/adConnections/meta`).get();
  if (connection.get('status') !== 'connected') return null;
  const chosen = (connection.get('chosenAccountIds') as string[] | undefined) ?? [];
  const adAccount = ((connection.get('adAccounts') as NetworkAdAccount[] | undefined) ?? []).find(
    ({ id }) => id === chosen[0],
  );
  if (!adAccount) return null;
  const connector = await connectorFor(accountId, 'meta', now);
  return connector ? { connector, adAccount } : null;
}
