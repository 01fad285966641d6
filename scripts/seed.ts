/**
 * Seeds the running emulators with the demo data of docs/product-rules.md §11 through the Admin SDK: the demo
 * accounts (password demo1234), their subscription records and profiles, 25+ campaigns for each active
 * account (with ad sets, ads, their totals and a change history), a year of daily delivery rollups, the influencer catalogue and each account's
 * collaborations, posts (published, scheduled and drafts), leads (with some duplicate e-mails) for the plans that include them, the ad library
 * and a board of saved ads (their copies, a note and tags) and a followed advertiser, the ads of the Meta
 * stand-in's Ad Library as premium@'s searches keep them; premium@'s leads
 * from its Page's lead forms, which the product's backfill and webhook bring in from the Meta stand-in;
 * and an account whose campaigns come from the Meta stand-in through the product's sync. Clears the emulators' data first, so running it twice gives the same state.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { PROJECT_ID } from './lib/emulatorEnv';
import { EMULATOR_HOSTS, pointAdminSdkAtEmulators } from './lib/emulatorHosts';
import { demoCampaigns } from './seed/campaigns';
import {
  DEMO_ACCOUNTS,
  DEMO_LEAD_PAGE,
  DEMO_MEMBERS,
  DEMO_NETWORKS_ACCOUNT,
  DEMO_PASSWORD,
  demoAccount,
} from './seed/demoAccounts';
import { seedNetworksAccount } from './seed/networksAccount';
import { seedLeadForms } from './seed/leadForms';
import { seedMetaAdLibrary } from './seed/metaAdLibrary';
import { seedInstagramCreators } from './seed/instagramCreators';
import { coveringRecord } from 'functions/src/tooling';
import { demoCollaborations, demoInfluencers } from './seed/influencers';
import { demoLeadActivity, demoLeads } from './seed/leads';
import { demoAds } from './seed/ads';
import { demoFollow, demoSavedAds, inspirationAds } from './seed/adLibraryUser';
import { demoPosts } from './seed/posts';
import { isEntitled, type PlanId } from '@adplatform/plans';
import { subscriptionClaims } from '@adplatform/plans/claims';
import { writeCampaigns } from './seed/writeCampaigns';
import { createDemoUser } from './seed/demoUser';

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

async function main(): Promise<void> {
  pointAdminSdkAtEmulators();
  await clearEmulators();
  const app = initializeApp({ projectId: PROJECT_ID }, 'seed');
  const auth = getAuth(app);
  const db = getFirestore(app);
  const now = new Date();
  const influencers = demoInfluencers(INFLUENCER_COUNT, now);
  const catalogue = db.batch();
  for (const { id, metricsUpdatedAt, recentPosts, ...influencer } of influencers)
    catalogue.set(db.doc(`influencers/${id}`), {
      ...influencer,
      metricsUpdatedAt: Timestamp.fromDate(metricsUpdatedAt),
      recentPosts: recentPosts.map((post) => ({ ...post, postedAt: Timestamp.fromDate(post.postedAt) })),
    });
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
  const accountUids = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const user = { uid: await createDemoUser(auth, db, account, now) };
    accountUids.set(account.key, user.uid);
    const writer = db.bulkWriter();
    const { campaigns: campaignRefs, rollupDays } = await writeCampaigns(
      db,
      writer,
      { uid: user.uid, email: account.email, displayName: account.displayName },
      demoCampaigns(account.email, account.campaigns, now),
      now,
    );
    if (account.subscription && isEntitled(account.subscription.selectedPlan, 'leads')) {
      for (const [index, lead] of demoLeads(account.email, campaignRefs, LEADS_PER_ACCOUNT, now).entries()) {
        const ref = db.collection(`users/${user.uid}/leads`).doc();
        // Every other lead is the subscriber's; the rest have no owner yet (docs/product-rules.md §10.3).
        const owned = index % 2 === 0;
        const { entries, updatedAt } = demoLeadActivity(lead, { uid: user.uid, email: account.email }, now);
        const ids = entries.map((entry) => {
          const entryRef = ref.collection('activity').doc();
          void writer.set(entryRef, { ...entry, at: Timestamp.fromDate(entry.at) });
          return entryRef.id;
        });
        void writer.set(ref, {
          ...lead,
          ownerUid: owned ? user.uid : null,
          ownerEmail: owned ? account.email : null,
          ownerName: owned ? account.displayName : null,
          ...(ids.length > 0 ? { lastActivity: ids.at(-1) } : {}),
          createdAt: Timestamp.fromDate(lead.createdAt),
          updatedAt: Timestamp.fromDate(updatedAt),
        });
      }
    }
    if (account.subscription && isEntitled(account.subscription.selectedPlan, 'adLibrary')) {
      const saved = inspirationAds(ads);
      void writer.set(db.collection(`users/${user.uid}/boards`).doc(), {
        name: 'Inspiration',
        adIds: saved.map((ad) => ad.id),
        createdAt: Timestamp.fromDate(now),
        updatedAt: Timestamp.fromDate(now),
      });
      for (const { id, fields, note, tags } of demoSavedAds(saved)) {
        void writer.set(db.doc(`users/${user.uid}/savedAds/${id}`), {
          ...fields,
          startDate: Timestamp.fromDate(fields.startDate as Date),
          endDate: fields.endDate ? Timestamp.fromDate(fields.endDate as Date) : null,
          note,
          tags,
          savedAt: Timestamp.fromDate(now),
        });
      }
      const followed = demoFollow(ads, now);
      void writer.set(db.doc(`users/${user.uid}/followedAdvertisers/${followed.id}`), {
        name: followed.name,
        followedAt: Timestamp.fromDate(followed.followedAt),
        lastSeenAt: Timestamp.fromDate(followed.lastSeenAt),
      });
    }
    if (account.subscription) {
      for (const collaboration of demoCollaborations(account.email, influencers, now)) {
        const { influencer } = collaboration;
        const path = `users/${user.uid}/collaborations/${influencer.id}`;
        void writer.set(db.doc(path), {
          influencerId: influencer.id,
          handle: influencer.handle,
          displayName: influencer.displayName,
          platform: influencer.platform,
          status: collaboration.status,
          message: collaboration.message,
          brief: collaboration.brief,
          stageDates: Object.fromEntries(
            Object.entries(collaboration.stageDates).map(([stage, at]) => [stage, Timestamp.fromDate(at)]),
          ),
          ...(collaboration.submission
            ? {
                submission: {
                  ...collaboration.submission,
                  submittedAt: Timestamp.fromDate(collaboration.submission.submittedAt),
                },
              }
            : {}),
          createdAt: Timestamp.fromDate(collaboration.createdAt),
          updatedAt: Timestamp.fromDate(collaboration.updatedAt),
        });
        for (const { from, text, sentAt } of collaboration.messages) {
          void writer.set(db.collection(`${path}/messages`).doc(), {
            from,
            text,
            ...(from === 'advertiser' ? { by: user.uid, byEmail: account.email } : {}),
            sentAt: Timestamp.fromDate(sentAt),
          });
        }
      }
      for (const { scheduledAt, createdAt, updatedAt, ...post } of demoPosts(account.email, now)) {
        void writer.set(db.collection(`users/${user.uid}/posts`).doc(), {
          ...post,
          scheduledAt: scheduledAt ? Timestamp.fromDate(scheduledAt) : null,
          createdAt: Timestamp.fromDate(createdAt),
          updatedAt: Timestamp.fromDate(updatedAt),
        });
      }
    }
    await writer.close();
    console.log(
      `  seeded ${account.email.padEnd(22)} ${account.campaigns} campaigns, ${rollupDays} daily rollups`,
    );
  }
  // The members, joined as acceptInvitation joins them: an entry in the account and the record that
  // covers them with its plan, and the claims storage.rules read (docs/product-rules.md §10.9).
  for (const member of DEMO_MEMBERS) {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === member.account);
    const accountId = accountUids.get(member.account);
    const record = accountId && (await db.doc(`subscriptions/${accountId}`).get()).data();
    if (!account || !accountId || !record) throw new Error(`No subscribed demo account ${member.account}`);
    const user = await auth.createUser({
      email: member.email,
      password: DEMO_PASSWORD,
      displayName: member.displayName,
      emailVerified: true,
    });
    const batch = db.batch();
    batch.set(db.doc(`users/${user.uid}`), {
      displayName: member.displayName,
      language: 'en-us',
      updatedAt: Timestamp.fromDate(now),
    });
    batch.set(db.doc(`users/${accountId}/members/${user.uid}`), {
      email: member.email,
      role: member.role,
      joinedAt: Timestamp.fromDate(new Date(now.getTime() - 30 * DAY)),
      invitedBy: accountId,
    });
    const covering = coveringRecord(
      {
        selectedPlan: record.selectedPlan as PlanId,
        status: String(record.status),
        currentPeriodStart: record.currentPeriodStart as Timestamp,
        currentPeriodEnd: record.currentPeriodEnd as Timestamp,
      },
      accountId,
      account.email,
      member.role,
      now,
    );
    batch.set(db.doc(`subscriptions/${user.uid}`), covering);
    await batch.commit();
    await auth.setCustomUserClaims(user.uid, {
      ...subscriptionClaims({
        selectedPlan: String(record.selectedPlan),
        status: String(record.status),
        periodEnd: (record.currentPeriodEnd as Timestamp).toDate(),
      }),
      accountId,
      accountRole: member.role,
    });
    console.log(`  seeded ${member.email.padEnd(22)} ${member.role} of ${account.email}`);
  }
  // premium@'s leads from its Page's lead forms, brought in by the product's backfill and webhook.
  const leadForms = await seedLeadForms(db, accountUids.get(DEMO_LEAD_PAGE.account)!, now);
  console.log(
    `  seeded ${demoAccount(DEMO_LEAD_PAGE.account).email.padEnd(22)} ${leadForms.backfilled} leads backfilled from its Page's lead form, ${leadForms.delivered} delivered by Meta's webhook`,
  );
  // Meta's Ad Library in the ad library, searched through premium@'s Meta connection.
  const fromMeta = await seedMetaAdLibrary({
    uid: accountUids.get(DEMO_LEAD_PAGE.account)!,
    email: demoAccount(DEMO_LEAD_PAGE.account).email,
  });
  console.log(`  seeded ${fromMeta} ads of Meta's Ad Library, kept by searchAdLibrary`);
  // Creators read from Instagram in the influencer catalogue, added by handle through premium@'s connection.
  const fromInstagram = await seedInstagramCreators({
    uid: accountUids.get(DEMO_LEAD_PAGE.account)!,
    email: demoAccount(DEMO_LEAD_PAGE.account).email,
  });
  console.log(`  seeded ${fromInstagram.length} creators from Instagram, added by addInstagramCreator`);
  // The account that runs on Meta and Google Ads: its data is the stand-ins', brought in by the product's sync.
  const synced = await seedNetworksAccount(db, auth, now);
  console.log(
    `  seeded ${DEMO_NETWORKS_ACCOUNT.email.padEnd(22)} ${synced.meta.campaigns} campaigns synced from Meta, ${synced.googleAds.campaigns} from Google Ads (${synced.meta.writes + synced.googleAds.writes} documents)`,
  );
  await deleteApp(app);
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error);
  process.exit(1);
});
