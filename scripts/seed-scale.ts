/**
 * Seeds the large account of the benchmarks into the running emulators, next to the demo data of
 * `seed.ts` (run that first): scale@demo.test (password demo1234, Premium) with 10,000 campaigns and
 * a year of delivery — each campaign with its maintained totals and yearly series, the account's
 * daily rollups with totals only (docs/product-rules.md §11).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { performance } from 'node:perf_hooks';
import { PROJECT_ID } from './lib/emulatorEnv';
import { pointAdminSdkAtEmulators } from './lib/emulatorHosts';
import { demoCampaigns } from './seed/campaigns';
import { DEMO_PASSWORD, SCALE_ACCOUNT } from './seed/demoAccounts';
import { writeCampaigns } from './seed/writeCampaigns';
import { subscriptionClaims } from '@adplatform/plans/claims';

const DAY = 24 * 60 * 60 * 1000;

async function main(): Promise<void> {
  pointAdminSdkAtEmulators();
  const started = performance.now();
  const app = initializeApp({ projectId: PROJECT_ID }, 'seed-scale');
  const db = getFirestore(app);
  const now = new Date();
  const user = await getAuth(app).createUser({
    email: SCALE_ACCOUNT.email,
    password: DEMO_PASSWORD,
    displayName: SCALE_ACCOUNT.displayName,
    emailVerified: true,
  });
  // The emulator cancels calls under a burst: a steady rate, and every failed write retried.
  const writer = db.bulkWriter({ throttling: { initialOpsPerSecond: 500, maxOpsPerSecond: 1500 } });
  writer.onWriteError((error) => error.failedAttempts < 10);
  void writer.set(db.doc(`users/${user.uid}`), {
    displayName: SCALE_ACCOUNT.displayName,
    language: 'en-us',
    updatedAt: Timestamp.fromDate(now),
  });
  const subscription = { selectedPlan: 'Premium', status: 'active' };
  const periodEnd = new Date(now.getTime() + 20 * DAY);
  void writer.set(db.doc(`subscriptions/${user.uid}`), {
    ...subscription,
    currentPeriodStart: Timestamp.fromDate(new Date(now.getTime() - 10 * DAY)),
    currentPeriodEnd: Timestamp.fromDate(periodEnd),
    createdAt: Timestamp.fromDate(new Date(now.getTime() - 400 * DAY)),
    updatedAt: Timestamp.fromDate(now),
  });
  await getAuth(app).setCustomUserClaims(user.uid, subscriptionClaims({ ...subscription, periodEnd }));
  const { campaigns, rollupDays } = await writeCampaigns(
    db,
    writer,
    { uid: user.uid, email: SCALE_ACCOUNT.email, displayName: SCALE_ACCOUNT.displayName },
    demoCampaigns(SCALE_ACCOUNT.email, SCALE_ACCOUNT.campaigns, now),
    now,
    { detail: 'totals' },
  );
  await writer.close();
  await deleteApp(app);
  console.log(
    `  seeded ${SCALE_ACCOUNT.email.padEnd(22)} ${campaigns.length} campaigns, ${rollupDays} daily rollups in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

main().catch((error: unknown) => {
  console.error('Seeding the scale account failed:', error);
  process.exit(1);
});
