import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { DEMO_META_ORIGIN } from '@adplatform/ad-networks/demo';
import { MetaConnector } from '@adplatform/ad-networks/meta';
import { connectionDocument } from 'functions/src/adNetworks/connections';
import { syncAdAccount } from 'functions/src/adNetworks/sync/syncAdAccount';
import { tokenDocument } from 'functions/src/adNetworks/tokenVault';
import { loginThroughStandIn } from '../ad-networks/standInLogin';
import { DEMO_META_ACCOUNT } from './demoAccounts';
import { createDemoUser } from './demoUser';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Seeds the demo account that runs its campaigns on Meta (docs/product-rules.md §10.10): the Meta
 * stand-in gets its person and ad account (campaigns and a year of insights), the person's token is
 * kept as `finishAdNetworkConnection` keeps it, the connection chooses the ad account, and the sync of
 * `functions` brings it into Firestore, as the schedule would.
 * @returns the campaigns and the documents the sync wrote.
 * @throws Error when the stand-in is not running or the sync does not finish.
 */
export async function seedMetaAccount(
  db: Firestore,
  auth: Auth,
  now: Date,
): Promise<{ campaigns: number; writes: number }> {
  const account = DEMO_META_ACCOUNT;
  const user = { uid: await createDemoUser(auth, db, { ...account, emailVerified: true }, now) };

  const people = await fetch(`${DEMO_META_ORIGIN}/_test/people`, {
    method: 'POST',
    body: new URLSearchParams({
      email: account.metaPerson,
      campaigns: String(account.campaigns),
      days: String(account.days),
      accounts: JSON.stringify([account.adAccount]),
    }),
  });
  if (!people.ok) throw new Error(`The Meta stand-in did not take the demo person: ${people.status}`);
  const accessToken = await loginThroughStandIn(DEMO_META_ORIGIN, account.metaPerson, { now });
  const connector = new MetaConnector({ accessToken, graphOrigin: DEMO_META_ORIGIN, now: () => now });
  const adAccounts = (await connector.listAdAccounts()).items;
  const expiresAt = new Date(now.getTime() + 60 * DAY);
  await db.doc(`adNetworkTokens/${user.uid}_meta`).set(tokenDocument({ accessToken, expiresAt }, now));
  const connection = db.doc(`users/${user.uid}/adConnections/meta`);
  await connection.set({
    ...connectionDocument({
      network: 'meta',
      connectedBy: user.uid,
      connectedByEmail: account.email,
      connectedAt: now,
      tokenExpiresAt: expiresAt,
      adAccounts,
    }),
    chosenAccountIds: [account.adAccount.id],
  });
  const adAccount = adAccounts.find(({ id }) => id === account.adAccount.id);
  if (!adAccount) throw new Error(`The Meta stand-in does not list ${account.adAccount.id}.`);
  const { outcome, counts } = await syncAdAccount({
    db,
    accountId: user.uid,
    network: 'meta',
    adAccount,
    connector,
    now,
  });
  if (outcome.kind !== 'synced') throw new Error(`The demo sync stopped: ${JSON.stringify(outcome)}`);
  await connection.update({ lastSyncedAt: Timestamp.fromDate(now) });
  return { campaigns: counts.campaigns, writes: counts.writes };
}
