/**
 * Seeds the running emulators with the demo data of ISSUES 2 and 3 through the Admin SDK: the demo
 * accounts (password demo1234), their subscription records and profiles, 25+ campaigns for each active
 * account, a year of daily delivery rollups for reporting, the influencer catalogue and each account's
 * collaborations, leads (with some duplicate e-mails) for the plans that include them, the ad library
 * and a board of saved ads. Clears the emulators' data first, so running it twice gives the same state.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from './lib/emulatorEnv';
import { EMULATOR_HOSTS, pointAdminSdkAtEmulators } from './lib/emulatorHosts';
import { demoCampaigns } from './seed/campaigns';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demoAccounts';
import { demoCollaborations, demoInfluencers } from './seed/influencers';
import { demoLeads } from './seed/leads';
import { demoAds } from './seed/ads';
import { isEntitled } from '@adplatform/plans';
import {
  campaignMetricsFromRollups,
  DAILY_METRICS_COLLECTION,
  encodeDailyRollup,
  zeroMetrics,
  type DailyRollup,
} from '@adplatform/delivery-metrics';
import { demoDailyRollups } from './seed/dailyMetrics';

const DAY = 24 * 60 * 60 * 1000;
/** The size of the demo influencer catalogue. */
const INFLUENCER_COUNT = 120;
/** Leads for each account whose plan includes leads. */
const LEADS_PER_ACCOUNT = 64;
/** The size of the demo ad library. */
const AD_COUNT = 150;

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

/** Writes the daily rollups of one account, at most 500 writes a batch (Firestore's limit). */
async function writeRollups(db: Firestore, uid: string, rollups: readonly DailyRollup[]): Promise<void> {
  for (let start = 0; start < rollups.length; start += 500) {
    const batch = db.batch();
    for (const rollup of rollups.slice(start, start + 500)) {
      batch.set(db.doc(`users/${uid}/${DAILY_METRICS_COLLECTION}/${rollup.date}`), encodeDailyRollup(rollup));
    }
    await batch.commit();
  }
}

async function main(): Promise<void> {
  pointAdminSdkAtEmulators();
  await clearEmulators();
  const app = initializeApp({ projectId: PROJECT_ID }, 'seed');
  const auth = getAuth(app);
  const db = getFirestore(app);
  const now = new Date();
  const influencers = demoInfluencers(INFLUENCER_COUNT);
  const catalogue = db.batch();
  for (const { id, ...influencer } of influencers) catalogue.set(db.doc(`influencers/${id}`), influencer);
  await catalogue.commit();
  console.log(`  seeded ${influencers.length} influencers`);
  const ads = demoAds(AD_COUNT, now);
  const library = db.batch();
  for (const { id, startDate, endDate, ...ad } of ads) {
    library.set(db.doc(`ads/${id}`), {
      ...ad,
      startDate: Timestamp.fromDate(startDate),
      endDate: endDate ? Timestamp.fromDate(endDate) : null,
    });
  }
  await library.commit();
  console.log(`  seeded ${ads.length} ads`);
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
    const campaignRefs = demoCampaigns(account.email, account.campaigns, now).map((campaign) => ({
      ...campaign,
      id: db.collection(`users/${user.uid}/campaigns`).doc().id,
    }));
    const rollups = campaignRefs.length > 0 ? demoDailyRollups(account.email, campaignRefs, now) : [];
    const metrics = campaignMetricsFromRollups(rollups, now.toISOString().slice(0, 10));
    for (const { id, pausedAt, ...campaign } of campaignRefs) {
      const ref = db.doc(`users/${user.uid}/campaigns/${id}`);
      batch.set(ref, {
        ...campaign,
        startDate: Timestamp.fromDate(campaign.startDate),
        endDate: campaign.endDate ? Timestamp.fromDate(campaign.endDate) : null,
        metrics: metrics.get(id) ?? zeroMetrics(),
        createdAt: Timestamp.fromDate(campaign.createdAt),
        updatedAt: Timestamp.fromDate(pausedAt ?? campaign.updatedAt),
      });
      // The pause is in the campaign's history, as if the advertiser had made it in the list.
      if (pausedAt) {
        batch.set(ref.collection('history').doc(), {
          at: Timestamp.fromDate(pausedAt),
          by: user.uid,
          byName: account.displayName,
          field: 'status',
          before: 'active',
          after: 'paused',
        });
      }
    }
    if (account.subscription && isEntitled(account.subscription.selectedPlan, 'leads')) {
      for (const lead of demoLeads(account.email, campaignRefs, LEADS_PER_ACCOUNT, now)) {
        batch.set(db.collection(`users/${user.uid}/leads`).doc(), {
          ...lead,
          createdAt: Timestamp.fromDate(lead.createdAt),
          updatedAt: Timestamp.fromDate(lead.updatedAt),
        });
      }
    }
    if (account.subscription && isEntitled(account.subscription.selectedPlan, 'adLibrary')) {
      batch.set(db.collection(`users/${user.uid}/boards`).doc(), {
        name: 'Inspiration',
        adIds: ads.filter((_, index) => index % 29 === 0).map((ad) => ad.id),
        createdAt: Timestamp.fromDate(now),
        updatedAt: Timestamp.fromDate(now),
      });
    }
    if (account.subscription) {
      for (const { influencer, status, message } of demoCollaborations(account.email, influencers)) {
        batch.set(db.doc(`users/${user.uid}/collaborations/${influencer.id}`), {
          influencerId: influencer.id,
          handle: influencer.handle,
          displayName: influencer.displayName,
          platform: influencer.platform,
          status,
          message,
          createdAt: Timestamp.fromDate(new Date(now.getTime() - 12 * DAY)),
          updatedAt: Timestamp.fromDate(new Date(now.getTime() - 3 * DAY)),
        });
      }
    }
    await batch.commit();
    await writeRollups(db, user.uid, rollups);
    console.log(
      `  seeded ${account.email.padEnd(22)} ${account.campaigns} campaigns, ${rollups.length} daily rollups`,
    );
  }
  await deleteApp(app);
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error);
  process.exit(1);
});
