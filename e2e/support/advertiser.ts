import type { PlanId } from '@adplatform/plans';
import { adminDb, createTestUser, type TestUser } from '../../scripts/lib/testAccounts';
import { demoCampaigns } from '../../scripts/seed/campaigns';
import { writeCampaigns, type WrittenCampaign } from '../../scripts/seed/writeCampaigns';

/** A fresh advertiser of one test, with campaigns as the seed writes them. */
export interface TestAdvertiser extends TestUser {
  readonly campaigns: readonly WrittenCampaign[];
}

/** Campaigns of every test advertiser that are running whatever the day: started a month ago, no end. */
const RUNNING = 6;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Creates an advertiser with an active `plan`, a profile and `count` campaigns (with ad sets, ads,
 * totals and a year of rollups), so that a test may change campaigns without touching the demo
 * accounts other tests read. The first `RUNNING` campaigns are active with an open-ended daily budget
 * whatever the day the test runs; the others are as the demo seed makes them.
 */
export async function givenAdvertiser(plan: PlanId, count: number): Promise<TestAdvertiser> {
  const user = await createTestUser({
    prefix: 'advertiser',
    emailVerified: true,
    subscription: { selectedPlan: plan, status: 'active' },
  });
  const db = adminDb();
  const now = new Date();
  const writer = db.bulkWriter();
  void writer.set(db.doc(`users/${user.uid}`), {
    displayName: 'Ada Advertiser',
    language: 'en-us',
    updatedAt: now,
  });
  const { campaigns } = await writeCampaigns(
    db,
    writer,
    { uid: user.uid, email: user.email, displayName: 'Ada Advertiser' },
    demoCampaigns(user.email, count, now).map((campaign, index) => {
      if (index >= RUNNING) return campaign;
      const startDate = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 30 * DAY,
      );
      return {
        ...campaign,
        status: 'active' as const,
        budgetType: 'daily' as const,
        startDate,
        endDate: null,
        createdAt: new Date(startDate.getTime() - DAY),
        updatedAt: new Date(startDate.getTime() - DAY),
        pausedAt: null,
      };
    }),
    now,
  );
  await writer.close();
  return { ...user, campaigns };
}
