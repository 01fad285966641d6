/**
 * What the Meta stand-in holds (docs/decisions/0031-ad-network-connectors.md): a business's ad accounts,
 * their campaigns (changed by the calls the product sends) and their daily insights, computed from
 * each campaign's id and day so that a year of them costs no memory and reads the same every time.
 * Every breakdown of a day adds up to its total, as Meta's do.
 */
import { minorUnitsPerUnit } from '@adplatform/campaign-model';
import { hashSeed, pick, seededRandom } from '../seed/random';
import { campaignDays, type DayCounts } from './bookDelivery';

/** An ad account of the stand-in, in the Graph API's fields. */
export interface MetaBookAccount {
  readonly id: string;
  readonly name: string;
  readonly currency: string;
  readonly timezone_name: string;
  readonly account_status: number;
}

/** A campaign of the stand-in, in the Graph API's fields (budgets in minor units, as strings). */
export interface MetaBookCampaign {
  readonly id: string;
  readonly accountId: string;
  name: string;
  status: 'ACTIVE' | 'PAUSED' | 'ARCHIVED' | 'DELETED';
  readonly objective: string;
  daily_budget?: string;
  lifetime_budget?: string;
  readonly start_time: string;
  readonly stop_time?: string;
  updated_time: string;
}

/** Each breakdown's keys as Meta names them (`publisher_platform`/`platform_position` for placement). */
const BREAKDOWN_KEYS: Readonly<Record<string, readonly Record<string, string>[]>> = {
  country: ['US', 'GB', 'DE', 'ES', 'FR', 'MX', 'BR', 'PT', 'IT'].map((country) => ({ country })),
  impression_device: ['iphone', 'android_smartphone', 'desktop', 'ipad', 'android_tablet'].map((device) => ({
    impression_device: device,
  })),
  'publisher_platform,platform_position': [
    ['facebook', 'feed'],
    ['instagram', 'instagram_stories'],
    ['instagram', 'instagram_reels'],
    ['facebook', 'instream_video'],
    ['facebook', 'right_hand_column'],
  ].map(([platform, position]) => ({ publisher_platform: platform!, platform_position: position! })),
  age: ['13-17', '18-24', '25-34', '35-44', '45-54', '55-64', '65+', 'Unknown'].map((age) => ({ age })),
  gender: ['female', 'male', 'unknown'].map((gender) => ({ gender })),
};

/** Meta's breakdown parameters the stand-in answers. */
export const META_BOOK_BREAKDOWNS = Object.keys(BREAKDOWN_KEYS);

const OBJECTIVES = [
  'OUTCOME_SALES',
  'OUTCOME_TRAFFIC',
  'OUTCOME_LEADS',
  'OUTCOME_AWARENESS',
  'OUTCOME_ENGAGEMENT',
];
const THEMES = [
  'Black Friday',
  'Winter Boots',
  'Spring Sale',
  'Retargeting',
  'Prospecting',
  'Brand Lift',
  'Catalog',
];
const AUDIENCES = [
  'Lookalike 1%',
  'Broad',
  'Past Buyers',
  'Cart Abandoners',
  'Interests – Running',
  'Video Viewers',
];
const DAY_MS = 86_400_000;

/** Minor units as Meta writes money in insights: a decimal of major units (`"12.34"`). */
function majorUnits(minor: number, currency: string): string {
  const perUnit = minorUnitsPerUnit(currency);
  const digits = Math.round(Math.log10(perUnit));
  return (minor / perUnit).toFixed(digits);
}

/** The stand-in's accounts and campaigns, and the insights computed from them. */
export class MetaBook {
  private readonly accounts = new Map<string, MetaBookAccount>();
  private readonly campaigns = new Map<string, MetaBookCampaign>();

  /**
   * Adds an ad account with `campaigns` campaigns started over the `days` days before `now`, a fifth of
   * them paused, some ended; the same arguments give the same account.
   */
  addAccount(account: MetaBookAccount, campaigns: number, days: number, now: Date): void {
    this.accounts.set(account.id, account);
    const random = seededRandom(hashSeed(`meta:${account.id}`));
    for (let index = 0; index < campaigns; index += 1) {
      const id = `1202${account.id.slice(-6)}${String(index).padStart(6, '0')}`;
      const start = new Date(now.getTime() - (1 + Math.floor(random() * days)) * DAY_MS);
      const ended = random() < 0.15;
      const daily = random() < 0.8;
      const budget = String(Math.round(10 + random() * 190) * 100);
      this.campaigns.set(id, {
        id,
        accountId: account.id,
        name: `${pick(random, THEMES)} – ${pick(random, AUDIENCES)} #${index + 1}`,
        status: random() < 0.2 ? 'PAUSED' : 'ACTIVE',
        objective: pick(random, OBJECTIVES),
        ...(daily ? { daily_budget: budget } : { lifetime_budget: String(Number(budget) * 30) }),
        start_time: start.toISOString(),
        ...(ended ? { stop_time: new Date(start.getTime() + 14 * DAY_MS).toISOString() } : {}),
        updated_time: start.toISOString(),
      });
    }
  }

  /** The accounts, in the order they were added. */
  adAccounts(): MetaBookAccount[] {
    return [...this.accounts.values()];
  }

  account(id: string): MetaBookAccount | undefined {
    return this.accounts.get(id);
  }

  /** An account's campaigns, oldest id first. */
  campaignsOf(accountId: string): MetaBookCampaign[] {
    return [...this.campaigns.values()].filter((campaign) => campaign.accountId === accountId);
  }

  campaign(id: string): MetaBookCampaign | undefined {
    return this.campaigns.get(id);
  }

  /**
   * An account's insights rows at campaign level, one per campaign and day of `since`–`until` (its time
   * zone's days), each split by `breakdowns` when given; in the Graph API's fields.
   */
  insights(
    accountId: string,
    since: string,
    until: string,
    breakdowns: string | null,
  ): Record<string, unknown>[] {
    const account = this.accounts.get(accountId);
    if (!account) return [];
    const keys = breakdowns ? (BREAKDOWN_KEYS[breakdowns] ?? null) : [{}];
    if (!keys) return [];
    const spanOf = (campaign: MetaBookCampaign) => ({
      id: campaign.id,
      startDay: campaign.start_time.slice(0, 10),
      stopDay: campaign.stop_time?.slice(0, 10),
    });
    const rows: Record<string, unknown>[] = [];
    const days = campaignDays(
      this.campaignsOf(accountId),
      spanOf,
      { since, until },
      breakdowns ?? 'total',
      keys.length,
    );
    for (const { campaign, day, parts } of days) {
      keys.forEach((key, index) => {
        const part = (field: keyof DayCounts) => parts[index]![field];
        if (part('impressions') === 0) return;
        rows.push({
          account_id: accountId.replace('act_', ''),
          campaign_id: campaign.id,
          campaign_name: campaign.name,
          date_start: day,
          date_stop: day,
          account_currency: account.currency,
          impressions: String(part('impressions')),
          reach: String(part('reach')),
          clicks: String(part('clicks')),
          spend: majorUnits(part('spendMinor'), account.currency),
          actions: [
            { action_type: 'link_click', value: String(part('clicks')) },
            { action_type: 'purchase', value: String(part('purchases')) },
            { action_type: 'lead', value: String(part('leads')) },
          ],
          action_values: [
            { action_type: 'purchase', value: majorUnits(part('revenueMinor'), account.currency) },
          ],
          ...key,
        });
      });
    }
    return rows;
  }
}
