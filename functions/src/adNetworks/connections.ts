/**
 * Connecting an account to an ad network (docs/product-rules.md §10.10,
 * docs/decisions/0031-ad-network-connectors.md): the person is sent to the network's login dialog with
 * a one-use state, the code it returns is exchanged here for their token (kept by `tokenVault.ts`,
 * never in a client-readable document), and the connection document lists the ad accounts they may
 * bring in. Owners and admins connect, choose and disconnect; every member reads the connection.
 */
import { randomBytes } from 'node:crypto';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { DAILY_METRICS_COLLECTION } from '@adplatform/delivery-metrics';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import {
  AD_NETWORK_FEATURES,
  AD_NETWORKS,
  AdNetworkError,
  featuresGranted,
  featuresOf,
  permissionsFor,
  type AdNetwork,
  type AdNetworkConnector,
  type AdNetworkFeature,
  type NetworkAdAccount,
} from '@adplatform/ad-networks';
import { documentIdSchema } from '@adplatform/document-id/schema';
import { requireAccountAccess } from '../callable/account';
import { parsePayload } from '../callable/guards';
import { returnOrigin } from '../callable/appOrigin';
import { networkAccess } from './networkAccess';
import { forgetToken, keepToken, type StoredToken } from './tokenVault';
import { forgetMetaLeadPages } from '../leads/metaLeadPages';
import { forgetGoogleLeadForms } from '../leads/googleLeadForms';

/** How long a login dialog's state may be answered, in ms. */
export const CONNECTION_STATE_TTL_MS = 10 * 60_000;
/** The most ad accounts a connection lists (pages of the network's list read). */
export const AD_ACCOUNTS_LISTED = 400;
/** The most ad accounts an account brings in from one network. */
export const AD_ACCOUNTS_CHOSEN_MAX = 25;

const PLAN_MESSAGE = 'Your plan does not include campaigns.';
/** The networks a callable names. */
export const networkSchema = z.enum(AD_NETWORKS);

const connectionRef = (accountId: string, network: string) =>
  getFirestore().doc(`users/${accountId}/adConnections/${network}`);

/** Where the network sends the person back: the settings page of the app's origin that sent them. */
const redirectUriFor = (origin: string): string => `${origin}/settings`;

/** The features a callable names. */
const featuresSchema = z.array(z.enum(AD_NETWORK_FEATURES)).max(AD_NETWORK_FEATURES.length);

/**
 * `startAdNetworkConnection({ network, features? })`: a one-use state for the caller, kept 10
 * minutes, and the network's login dialog URL that carries it, asking for the connection's
 * permissions and those of `features` (incremental consent, docs/decisions/0050-incremental-consent.md).
 * @returns `{ url }`: where the browser goes.
 * @throws HttpsError `unauthenticated`, `failed-precondition` (e-mail not verified), `permission-denied`
 *   (plan, role, or a page that is not the app's), `invalid-argument` (also a feature the network
 *   does not offer).
 */
export async function startAdNetworkConnectionHandler(
  request: CallableRequest<unknown>,
): Promise<{ url: string }> {
  const { network, features = [] } = parsePayload(
    z.strictObject({ network: networkSchema, features: featuresSchema.optional() }),
    request.data,
  );
  if (features.some((feature) => !featuresOf(network).includes(feature))) {
    throw new HttpsError('invalid-argument', 'This network does not offer that feature.');
  }
  const { uid, accountId } = await requireAccountAccess(request, 'campaigns', PLAN_MESSAGE);
  const redirectUri = redirectUriFor(returnOrigin(request.rawRequest.headers.origin));
  const state = randomBytes(24).toString('base64url');
  await getFirestore()
    .doc(`adNetworkStates/${state}`)
    .create({
      uid,
      accountId,
      network,
      features: [...new Set(features)],
      redirectUri,
      expireAt: Timestamp.fromMillis(Date.now() + CONNECTION_STATE_TTL_MS),
    });
  return {
    url: (await networkAccess(network)).loginUrl(redirectUri, state, permissionsFor(network, features)),
  };
}

/**
 * What a token's person granted, in one read of the network's permissions: those the connection
 * needs and `requested` features' missing ones (refused), and the features they turned on.
 */
async function grantedFeatures(
  connector: AdNetworkConnector,
  network: AdNetwork,
  requested: readonly AdNetworkFeature[],
): Promise<{ missing: string[]; features: AdNetworkFeature[] }> {
  const offered = permissionsFor(network, featuresOf(network));
  const denied = await connector.missingPermissions(offered);
  // A feature not asked for this time is not required: it only turns off when its permission is gone.
  const required = new Set(permissionsFor(network, requested));
  const optional = new Set(offered.filter((permission) => !required.has(permission)));
  return {
    missing: denied.filter((permission) => !optional.has(permission)),
    features: featuresGranted(network, new Set(offered.filter((permission) => !denied.includes(permission)))),
  };
}

/** Every ad account the connector lists, up to `AD_ACCOUNTS_LISTED`. */
async function allAdAccounts(connector: AdNetworkConnector): Promise<NetworkAdAccount[]> {
  const accounts: NetworkAdAccount[] = [];
  let next: string | undefined;
  do {
    const page = await connector.listAdAccounts(next);
    accounts.push(...page.items);
    next = page.next ?? undefined;
  } while (next && accounts.length < AD_ACCOUNTS_LISTED);
  return accounts.slice(0, AD_ACCOUNTS_LISTED);
}

/** A network's failure while connecting, as the settings page explains it. */
function connectionRefusal(error: unknown): HttpsError {
  if (!(error instanceof AdNetworkError)) throw error;
  if (error.kind === 'rateLimited' || error.kind === 'transient') {
    return new HttpsError('unavailable', 'The network did not answer. Try again in a minute.', {
      reason: 'networkUnavailable',
    });
  }
  return new HttpsError('failed-precondition', 'The network did not accept the connection.', {
    reason: 'codeRefused',
  });
}

/**
 * A connection's document, `users/{accountId}/adConnections/{network}` (docs/product-rules.md
 * §10.10): who connected it and when, when the token expires, the ad accounts listed, the features
 * turned on, no problem. A new connection has none chosen and never synced; a reconnection keeps
 * the `previous` choice of the accounts still listed, and when they last came in. It never holds the
 * token.
 */
export function connectionDocument(
  connection: {
    readonly network: string;
    readonly connectedBy: string;
    readonly connectedByEmail: string;
    readonly connectedAt: Date;
    readonly tokenExpiresAt: Date | null;
    readonly adAccounts: readonly NetworkAdAccount[];
    readonly features: readonly AdNetworkFeature[];
  },
  previous?: { readonly chosenAccountIds?: unknown; readonly lastSyncedAt?: unknown },
): Record<string, unknown> {
  const listed = new Set(connection.adAccounts.map(({ id }) => id));
  const chosen = Array.isArray(previous?.chosenAccountIds)
    ? previous.chosenAccountIds.filter((id): id is string => typeof id === 'string' && listed.has(id))
    : [];
  return {
    ...connection,
    status: 'connected',
    connectedAt: Timestamp.fromDate(connection.connectedAt),
    tokenExpiresAt: connection.tokenExpiresAt ? Timestamp.fromDate(connection.tokenExpiresAt) : null,
    chosenAccountIds: chosen,
    lastSyncedAt:
      chosen.length > 0 && previous?.lastSyncedAt instanceof Timestamp ? previous.lastSyncedAt : null,
    problem: null,
  };
}

/**
 * `finishAdNetworkConnection({ code, state })`: checks the state is the caller's and fresh (and uses
 * it up), exchanges the code for the person's token, checks every permission was granted (the
 * connection's and those of the features the state asked for), keeps the token and writes the
 * connection with the ad accounts the person may bring in and the features turned on.
 * @returns `{ network, adAccounts, features }`.
 * @throws HttpsError `unauthenticated`, `permission-denied`, `invalid-argument`; `failed-precondition`
 *   with `details.reason`: `stateUnknown` (unknown, used, another person's or expired), `codeRefused`,
 *   `permissionsMissing` (`details.permissions`); `unavailable` (`networkUnavailable`).
 */
export async function finishAdNetworkConnectionHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<{ network: string; adAccounts: NetworkAdAccount[]; features: AdNetworkFeature[] }> {
  const { code, state } = parsePayload(
    z.strictObject({ code: z.string().min(1).max(2000), state: documentIdSchema }),
    request.data,
  );
  const { uid, accountId } = await requireAccountAccess(request, 'campaigns', PLAN_MESSAGE);
  const stateRef = getFirestore().doc(`adNetworkStates/${state}`);
  const held = await getFirestore().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(stateRef);
    // Used up by its own person only: someone else's answer cannot spend it.
    if (snapshot.exists && snapshot.get('uid') === uid) transaction.delete(stateRef);
    return snapshot;
  });
  const expireAt = held.get('expireAt') as Timestamp | undefined;
  if (
    !held.exists ||
    held.get('uid') !== uid ||
    held.get('accountId') !== accountId ||
    !expireAt ||
    expireAt.toMillis() < now.getTime()
  ) {
    throw new HttpsError('failed-precondition', 'This connection was not started here, or too long ago.', {
      reason: 'stateUnknown',
    });
  }
  const network = networkSchema.parse(held.get('network'));
  const requested = featuresSchema.catch([]).parse(held.get('features') ?? []);
  const access = await networkAccess(network);
  let adAccounts: NetworkAdAccount[];
  let token: StoredToken;
  let features: AdNetworkFeature[];
  try {
    token = await access.exchange(String(held.get('redirectUri')), code, now);
    const connector = access.connector(token, now);
    const granted = await grantedFeatures(connector, network, requested);
    const { missing } = granted;
    features = granted.features;
    if (missing.length > 0) {
      throw new HttpsError('failed-precondition', 'Some permissions were not granted.', {
        reason: 'permissionsMissing',
        permissions: missing,
      });
    }
    adAccounts = await allAdAccounts(connector);
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    throw connectionRefusal(error);
  }
  await keepToken(accountId, network, token);
  const ref = connectionRef(accountId, network);
  await ref.set(
    connectionDocument(
      {
        network,
        connectedBy: uid,
        connectedByEmail: String(request.auth?.token.email ?? ''),
        connectedAt: now,
        tokenExpiresAt: token.expiresAt,
        adAccounts,
        features,
      },
      (await ref.get()).data(),
    ),
  );
  return { network, adAccounts, features };
}

/**
 * The reports add up one currency (docs/product-rules.md §10.10): the chosen ad accounts must share
 * one, and it must be that of the delivery the account already keeps (its latest daily rollup), if any.
 * @throws HttpsError `failed-precondition` with `details.reason` `currenciesDiffer` (`details.currencies`)
 *   or `currencyDiffers` (`details.currency`: the account's).
 */
async function requireOneCurrency(accountId: string, currencies: readonly string[]): Promise<void> {
  const distinct = [...new Set(currencies)].sort();
  if (distinct.length > 1) {
    throw new HttpsError('failed-precondition', 'The chosen ad accounts report in different currencies.', {
      reason: 'currenciesDiffer',
      currencies: distinct,
    });
  }
  if (distinct.length === 0) return;
  const latest = await getFirestore()
    .collection(`users/${accountId}/${DAILY_METRICS_COLLECTION}`)
    .orderBy('date', 'desc')
    .limit(1)
    .get();
  const kept = latest.docs[0]?.get('currency') as unknown;
  if (typeof kept === 'string' && kept !== distinct[0]) {
    throw new HttpsError('failed-precondition', `This account reports in ${kept}.`, {
      reason: 'currencyDiffers',
      currency: kept,
    });
  }
}

/**
 * `chooseAdAccounts({ network, accountIds })`: the ad accounts of the connection the account brings in
 * (at most `AD_ACCOUNTS_CHOSEN_MAX`, each one the connection lists).
 * @throws HttpsError `unauthenticated`, `permission-denied`, `invalid-argument` (an account the
 *   connection does not list), `not-found` (not connected), `failed-precondition` (currencies, as
 *   `requireOneCurrency`).
 */
export async function chooseAdAccountsHandler(
  request: CallableRequest<unknown>,
): Promise<{ chosen: number }> {
  const { network, accountIds } = parsePayload(
    z.strictObject({
      network: networkSchema,
      accountIds: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/u)).max(AD_ACCOUNTS_CHOSEN_MAX),
    }),
    request.data,
  );
  const { accountId } = await requireAccountAccess(request, 'campaigns', PLAN_MESSAGE);
  const ref = connectionRef(accountId, network);
  const connection = await ref.get();
  if (!connection.exists) throw new HttpsError('not-found', 'This network is not connected.');
  const listed = new Map(
    ((connection.get('adAccounts') as NetworkAdAccount[] | undefined) ?? []).map((account) => [
      account.id,
      account,
    ]),
  );
  const chosen = [...new Set(accountIds)];
  if (chosen.some((id) => !listed.has(id))) {
    throw new HttpsError('invalid-argument', 'An ad account is not one this connection lists.');
  }
  await requireOneCurrency(
    accountId,
    chosen.map((id) => listed.get(id)!.currency),
  );
  await ref.update({ chosenAccountIds: chosen });
  return { chosen: chosen.length };
}

/**
 * `disconnectAdNetwork({ network })`: forgets the token and the connection, and for Meta the Pages
 * whose leads the account received. What was synced stays.
 * @throws HttpsError `unauthenticated`, `permission-denied`, `invalid-argument`.
 */
export async function disconnectAdNetworkHandler(
  request: CallableRequest<unknown>,
): Promise<{ disconnected: true }> {
  const { network } = parsePayload(z.strictObject({ network: networkSchema }), request.data);
  const { accountId } = await requireAccountAccess(request, 'campaigns', PLAN_MESSAGE);
  await forgetToken(accountId, network);
  await connectionRef(accountId, network).delete();
  if (network === 'meta') await forgetMetaLeadPages(accountId);
  else await forgetGoogleLeadForms(accountId);
  return { disconnected: true };
}
