/**
 * The demo account that runs on Meta and Google Ads (docs/product-rules.md §10.10, §11): each stand-in
 * gets the account's person and ad account (campaigns and a year of delivery), the person's credential
 * is kept as `finishAdNetworkConnection` keeps it, each connection chooses its ad account, and the sync
 * of `functions` brings them into Firestore, as the schedule would. When the emulators' data is
 * restored, the stand-ins (which keep nothing) are given the same people, books and credentials again.
 */
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { AdNetwork, AdNetworkConnector } from '@adplatform/ad-networks';
import {
  DEMO_GOOGLE_ADS_APP,
  DEMO_GOOGLE_ADS_ENDPOINTS,
  DEMO_GOOGLE_ADS_ORIGIN,
  DEMO_META_ORIGIN,
} from '@adplatform/ad-networks/demo';
import { GoogleAdsConnector } from '@adplatform/ad-networks/google-ads';
import { MetaConnector } from '@adplatform/ad-networks/meta';
import { connectionDocument, syncAdAccount, tokenDocument, type StoredToken } from 'functions/src/tooling';
import { addStandInPerson } from '../ad-networks/standInPeople';
import { consentThroughGoogleStandIn, loginThroughStandIn } from '../ad-networks/standInLogin';
import { DEMO_NETWORKS_ACCOUNT } from './demoAccounts';
import { createDemoUser } from './demoUser';

const DAY = 24 * 60 * 60 * 1000;
const ACCOUNT = DEMO_NETWORKS_ACCOUNT;

/**
 * Gives both stand-ins the account's people with the books made as of `asOf`, and the credentials
 * issued then, when given.
 */
async function addPeople(asOf: Date, tokens: Partial<Record<AdNetwork, StoredToken>> = {}): Promise<void> {
  await addStandInPerson(DEMO_META_ORIGIN, {
    email: ACCOUNT.meta.person,
    campaigns: ACCOUNT.meta.campaigns,
    days: ACCOUNT.days,
    accounts: [ACCOUNT.meta.adAccount],
    asOf: asOf.toISOString(),
    ...(tokens.meta
      ? { token: tokens.meta.accessToken, expiresAt: tokens.meta.expiresAt?.toISOString() }
      : {}),
  });
  await addStandInPerson(DEMO_GOOGLE_ADS_ORIGIN, {
    email: ACCOUNT.googleAds.person,
    campaigns: ACCOUNT.googleAds.campaigns,
    days: ACCOUNT.days,
    customers: [ACCOUNT.googleAds.customer],
    asOf: asOf.toISOString(),
    ...(tokens.googleAds ? { refreshToken: tokens.googleAds.accessToken } : {}),
  });
}

/** Keeps the credential, writes the connection with `adAccountId` chosen, and syncs it. */
async function connectAndSync(
  db: Firestore,
  uid: string,
  network: AdNetwork,
  token: StoredToken,
  connector: AdNetworkConnector,
  adAccountId: string,
  now: Date,
): Promise<{ campaigns: number; writes: number }> {
  const adAccounts = (await connector.listAdAccounts()).items;
  const adAccount = adAccounts.find(({ id }) => id === adAccountId);
  if (!adAccount) throw new Error(`The ${network} stand-in does not list ${adAccountId}.`);
  await db.doc(`adNetworkTokens/${uid}_${network}`).set(tokenDocument(token, now));
  const connection = db.doc(`users/${uid}/adConnections/${network}`);
  await connection.set({
    ...connectionDocument({
      network,
      connectedBy: uid,
      connectedByEmail: ACCOUNT.email,
      connectedAt: now,
      tokenExpiresAt: token.expiresAt,
      adAccounts,
      features: [],
    }),
    chosenAccountIds: [adAccountId],
  });
  const { outcome, counts } = await syncAdAccount({ db, accountId: uid, network, adAccount, connector, now });
  if (outcome.kind !== 'synced') throw new Error(`The demo sync stopped: ${JSON.stringify(outcome)}`);
  await connection.update({ lastSyncedAt: Timestamp.fromDate(now) });
  return counts;
}

/**
 * Seeds the account: its user, both stand-ins' people, and both connections synced.
 * @returns per network, the campaigns and the documents the sync wrote.
 * @throws Error when a stand-in is not running or a sync does not finish.
 */
export async function seedNetworksAccount(
  db: Firestore,
  auth: Auth,
  now: Date,
): Promise<Record<AdNetwork, { campaigns: number; writes: number }>> {
  const uid = await createDemoUser(auth, db, { ...ACCOUNT, emailVerified: true }, now);
  await addPeople(now);
  const metaToken = {
    accessToken: await loginThroughStandIn(DEMO_META_ORIGIN, ACCOUNT.meta.person, { now }),
    expiresAt: new Date(now.getTime() + 60 * DAY),
  };
  const googleToken = {
    accessToken: await consentThroughGoogleStandIn(DEMO_GOOGLE_ADS_ORIGIN, ACCOUNT.googleAds.person),
    expiresAt: null,
  };
  return {
    meta: await connectAndSync(
      db,
      uid,
      'meta',
      metaToken,
      new MetaConnector({
        accessToken: metaToken.accessToken,
        graphOrigin: DEMO_META_ORIGIN,
        now: () => now,
      }),
      ACCOUNT.meta.adAccount.id,
      now,
    ),
    googleAds: await connectAndSync(
      db,
      uid,
      'googleAds',
      googleToken,
      new GoogleAdsConnector({
        app: DEMO_GOOGLE_ADS_APP,
        endpoints: DEMO_GOOGLE_ADS_ENDPOINTS,
        refreshToken: googleToken.accessToken,
        now: () => now,
      }),
      ACCOUNT.googleAds.customer.id,
      now,
    ),
  };
}

/**
 * After the emulators' data is restored: gives the stand-ins the account's people again, their books as
 * of the day the account was seeded (its Meta connection's `connectedAt`) and the credentials it keeps,
 * so that its syncs and changes go on where they were.
 * @returns whether the account was there to restore.
 */
export async function restoreNetworksAccount(db: Firestore, auth: Auth): Promise<boolean> {
  const user = await auth.getUserByEmail(ACCOUNT.email).catch(() => null);
  if (!user) return false;
  const connection = await db.doc(`users/${user.uid}/adConnections/meta`).get();
  const connectedAt = connection.get('connectedAt') as Timestamp | undefined;
  if (!connectedAt) return false;
  const tokens: Partial<Record<AdNetwork, StoredToken>> = {};
  for (const network of ['meta', 'googleAds'] as const) {
    const kept = await db.doc(`adNetworkTokens/${user.uid}_${network}`).get();
    const accessToken = kept.get('accessToken') as unknown;
    const expiresAt = kept.get('expiresAt') as Timestamp | null | undefined;
    if (typeof accessToken === 'string')
      tokens[network] = { accessToken, expiresAt: expiresAt?.toDate() ?? null };
  }
  await addPeople(connectedAt.toDate(), tokens);
  return true;
}
