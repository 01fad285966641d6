import {
  namePrefixes,
  type BudgetType,
  type CampaignObjective,
  type CampaignStatus,
} from '@adplatform/campaign-model';
import { hashSeed, pick, seededRandom } from './random';

/** A campaign as the seed writes it (dates as JS Dates; the writer turns them into Timestamps). */
export interface SeedCampaign {
  name: string;
  namePrefixes: Record<string, true>;
  status: CampaignStatus;
  objective: CampaignObjective;
  budgetType: BudgetType;
  budgetMinor: number;
  currency: string;
  startDate: Date;
  endDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** When a paused campaign was paused (nothing delivers from that day on); null otherwise. */
  pausedAt: Date | null;
}

const THEMES = [
  'Spring Sale',
  'Summer Launch',
  'Back to School',
  'Black Friday',
  'Cyber Monday',
  'Holiday Gifts',
  'New Year Reset',
  'Valentine Picks',
  'Mother\u2019s Day',
  'Loyalty Rewards',
  'Brand Awareness',
  'App Install Push',
  'Webinar Signups',
  'Free Trial',
  'Retargeting',
  'Product Demo',
  'Flash Deals',
  'Clearance',
  'Referral Boost',
  'Newsletter Growth',
];
/** The audiences a demo campaign's name ends with (the metrics seed reads its countries from them). */
export const AUDIENCES = [
  'US',
  'UK',
  'DACH',
  'Iberia',
  'LATAM',
  'Nordics',
  'Lookalike 1%',
  'Cart Abandoners',
];
/** The placements a demo campaign's name ends with (the metrics seed reads its devices from them). */
export const CHANNELS = ['Feed', 'Stories', 'Reels', 'Search', 'Video'];
const OBJECTIVES: readonly CampaignObjective[] = ['awareness', 'traffic', 'engagement', 'leads', 'sales'];
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** When a paused campaign was paused: 3 to 30 days ago, at a working hour, and not before it started. */
function pauseTime(startDate: Date, now: Date, random: () => number): Date {
  const daysAgo = 3 + Math.floor(random() * 28);
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * DAY;
  return new Date(Math.max(day, startDate.getTime()) + (9 + Math.floor(random() * 8)) * HOUR);
}

function statusFor(start: Date, end: Date | null, now: Date, random: () => number): CampaignStatus {
  if (random() < 0.08) return 'draft';
  if (start.getTime() > now.getTime()) return 'scheduled';
  if (end && end.getTime() < now.getTime()) return 'completed';
  return random() < 0.25 ? 'paused' : 'active';
}

/**
 * `count` realistic campaigns for the account `email`, the same on every run (seeded by the e-mail).
 * Budgets are integer cents of USD; schedules spread over the last year and the next two months.
 */
export function demoCampaigns(email: string, count: number, now: Date): SeedCampaign[] {
  const random = seededRandom(hashSeed(email));
  const campaigns: SeedCampaign[] = [];
  const usedNames = new Set<string>();
  for (let index = 0; campaigns.length < count; index += 1) {
    const name = `${pick(random, THEMES)} \u2013 ${pick(random, AUDIENCES)} ${pick(random, CHANNELS)}`;
    if (usedNames.has(name) && index < count * 10) continue;
    usedNames.add(name);
    const budgetType: BudgetType = random() < 0.7 ? 'daily' : 'lifetime';
    const budgetMinor =
      budgetType === 'daily'
        ? (10 + Math.floor(random() * 490)) * 100
        : (500 + Math.floor(random() * 19500)) * 100;
    const startDate = new Date(now.getTime() + Math.floor((random() * 425 - 365) * DAY));
    startDate.setUTCHours(0, 0, 0, 0);
    const endDate =
      budgetType === 'lifetime' || random() < 0.5
        ? new Date(startDate.getTime() + (7 + Math.floor(random() * 83)) * DAY)
        : null;
    // Created before it starts, and never after now (a campaign scheduled for next week was created today at the latest).
    const createdAt = new Date(
      Math.min(startDate.getTime() - Math.floor(random() * 20 + 1) * DAY, now.getTime() - HOUR),
    );
    const status = statusFor(startDate, endDate, now, random);
    campaigns.push({
      name,
      namePrefixes: namePrefixes(name),
      status,
      objective: pick(random, OBJECTIVES),
      budgetType,
      budgetMinor,
      currency: 'USD',
      startDate,
      endDate,
      createdAt,
      updatedAt: createdAt,
      pausedAt: status === 'paused' ? pauseTime(startDate, now, random) : null,
    });
  }
  return campaigns;
}
