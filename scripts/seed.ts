/**
 * Seeds the running emulators with the demo data of ISSUE 2 through the Admin SDK: the demo accounts
 * (password demo1234), their subscription records and profiles, and 25+ campaigns for each active
 * account. Clears the emulators' data first, so running it twice gives the same state.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { PROJECT_ID } from './lib/emulatorEnv';
import { EMULATOR_HOSTS, pointAdminSdkAtEmulators } from './lib/emulatorHosts';
import { demoCampaigns } from './seed/campaigns';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demoAccounts';

const DAY = 24 * 60 * 60 * 1000;

async function clearEmulators(): Promise<void> {
  const targets = [
    `http://${EMULATOR_HOSTS.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    `http://${EMULATOR_HOSTS.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`,
  ];
  for (const url of targets) {
    const response = await fetch(url, { method: 'DELETE' });
    if (!response.ok) throw new Error(`Could not clear ${url}: ${response.status}`);
  }
}

async function main(): Promise<void> {
  pointAdminSdkAtEmulators();
  await clearEmulators();
  const app = initializeApp({ projectId: PROJECT_ID }, 'seed');
  const auth = getAuth(app);
  const db = getFirestore(app);
  const now = new Date();
  for (const account of DEMO_ACCOUNTS) {
    const user = await auth.createUser({
      email: account.email,
      password: DEMO_PASSWORD,
      displayName: account.displayName,
      emailVerified: account.emailVerified,
    });
    const batch = db.batch();
    batch.set(db.doc(`users/${user.uid}`), {
      displayName: account.displayName,
      language: 'en-us',
      updatedAt: Timestamp.fromDate(now),
    });
    if (account.subscription) {
      const periodStart = new Date(now.getTime() - 10 * DAY);
      batch.set(db.doc(`subscriptions/${user.uid}`), {
        ...account.subscription,
        currentPeriodStart: Timestamp.fromDate(periodStart),
        currentPeriodEnd: Timestamp.fromDate(new Date(periodStart.getTime() + 30 * DAY)),
        createdAt: Timestamp.fromDate(new Date(now.getTime() - 200 * DAY)),
        updatedAt: Timestamp.fromDate(now),
      });
    }
    for (const campaign of demoCampaigns(account.email, account.campaigns, now)) {
      batch.set(db.collection(`users/${user.uid}/campaigns`).doc(), {
        ...campaign,
        startDate: Timestamp.fromDate(campaign.startDate),
        endDate: campaign.endDate ? Timestamp.fromDate(campaign.endDate) : null,
        createdAt: Timestamp.fromDate(campaign.createdAt),
        updatedAt: Timestamp.fromDate(campaign.updatedAt),
      });
    }
    await batch.commit();
    console.log(`  seeded ${account.email.padEnd(22)} ${account.campaigns} campaigns`);
  }
  await deleteApp(app);
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error);
  process.exit(1);
});
