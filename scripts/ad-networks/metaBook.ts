/**
 * What the Meta stand-in holds (docs/decisions/0031-ad-network-connectors.md): a business's ad accounts,
 * their campaigns with their ad sets and ads (changed by the calls the product sends) and their daily
 * insights at each of those levels, computed from
 * each campaign's id and day so that a year of them costs no memory and reads the same every time.
 * Every breakdown of a day adds up to its total, as Meta's do.
 */
import { minorUnitsPerUnit } from '@adplatform/campaign-model';
import { hashSeed, pick, seededRandom } from '../seed/random';
import { BOOK_ADS, BOOK_AD_SETS, campaignDays, itemParts, type DayCounts } from './bookDelivery';

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
  readonly special_ad_categories?: readonly string[];
  daily_budget?: string;
  lifetime_budget?: string;
  /** With the budget on the campaign: the strategy its ad sets bid by. */
  readonly bid_strategy?: string;
  start_time: string;
  stop_time?: string;
  updated_time: string;
}

/** A status of a Meta object. */
type MetaStatus = 'ACTIVE' | 'PAUSED' | 'ARCHIVED' | 'DELETED';

/** An ad set of the stand-in, in the Graph API's fields. */
export interface MetaBookAdSet {
  readonly id: string;
  readonly accountId: string;
  readonly campaign_id: string;
  readonly name: string;
  status: MetaStatus;
  readonly targeting: Record<string, unknown>;
  readonly daily_budget?: string;
  readonly lifetime_budget?: string;
  readonly start_time?: string;
  readonly end_time?: string;
  readonly billing_event?: string;
  readonly optimization_goal?: string;
  readonly bid_strategy?: string;
  /** A cost or bid cap, in minor units of the account's currency. */
  readonly bid_amount?: string;
  updated_time: string;
}

/** An ad of the stand-in, in the Graph API's fields. */
export interface MetaBookAd {
  readonly id: string;
  readonly accountId: string;
  readonly campaign_id: string;
  readonly adset_id: string;
  readonly name: string;
  status: MetaStatus;
  readonly creative: Record<string, string>;
  updated_time: string;
}

/** An object the stand-in lists and updates: a campaign, ad set or ad. */
export type MetaBookObject = MetaBookCampaign | MetaBookAdSet | MetaBookAd;

/** The ad sets' audiences: countries, ages, genders, interests and positions (none: Advantage+ placements). */
const TARGETINGS: readonly Record<string, unknown>[] = [
  { geo_locations: { countries: ['US', 'CA'] }, age_min: 25, age_max: 54 },
  {
    geo_locations: { countries: ['GB'] },
    age_min: 18,
    age_max: 34,
    genders: [2],
    flexible_spec: [{ interests: [{ id: '6003107902433', name: 'Running' }] }],
    publisher_platforms: ['instagram'],
    instagram_positions: ['stream', 'story', 'reels'],
  },
  {
    geo_locations: { countries: ['DE', 'ES', 'FR'] },
    age_min: 35,
    age_max: 65,
    publisher_platforms: ['facebook'],
    facebook_positions: ['feed', 'instream_video'],
  },
];
const HEADLINES = ['Free shipping this week', 'New season, new boots', 'Made to last', 'Try it for 30 days'];
const CALLS = ['SHOP_NOW', 'LEARN_MORE', 'SIGN_UP'];

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
  private readonly adSets = new Map<string, MetaBookAdSet>();
  private readonly ads = new Map<string, MetaBookAd>();
  private readonly creatives = new Map<string, { accountId: string; creative: Record<string, string> }>();
  /** Objects created through the API so far (their ids count on from it). */
  private created = 0;

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
      this.addItems(account.id, id, index, start.toISOString());
    }
  }

  /** A campaign's ad sets and their ads (`BOOK_AD_SETS` × `BOOK_ADS`), the last ad of each paused. */
  private addItems(accountId: string, campaignId: string, index: number, at: string): void {
    for (let set = 0; set < BOOK_AD_SETS; set += 1) {
      const adSetId = `${campaignId}${set + 1}`;
      const targeting = TARGETINGS[(index + set) % TARGETINGS.length]!;
      const countries = (targeting.geo_locations as { countries: string[] }).countries;
      this.adSets.set(adSetId, {
        id: adSetId,
        accountId,
        campaign_id: campaignId,
        name: `${countries.join(', ')} · ${String(targeting.age_min)}–${String(targeting.age_max)}`,
        status: 'ACTIVE',
        targeting,
        updated_time: at,
      });
      for (let ad = 0; ad < BOOK_ADS; ad += 1) {
        const adId = `${adSetId}${ad + 1}`;
        const headline = HEADLINES[(index + set + ad) % HEADLINES.length]!;
        this.ads.set(adId, {
          id: adId,
          accountId,
          campaign_id: campaignId,
          adset_id: adSetId,
          name: `${headline} – ${ad === 0 ? 'image' : 'video'}`,
          status: ad === BOOK_ADS - 1 && set === 0 ? 'PAUSED' : 'ACTIVE',
          creative: {
            title: headline,
            body: 'Everything for the trail, delivered to your door.',
            link_url: `https://shop.example/c/${campaignId}`,
            call_to_action_type: CALLS[(index + ad) % CALLS.length]!,
          },
          updated_time: at,
        });
      }
    }
  }

  /** A campaign's day split over its ad sets or ads, each with the insights fields naming it. */
  private levelParts(
    campaignId: string,
    counts: DayCounts,
    level: 'adset' | 'ad',
  ): { key: Record<string, string>; counts: DayCounts }[] {
    const campaignAdSets = [...this.adSets.values()].filter((adSet) => adSet.campaign_id === campaignId);
    const adsOf = (adSetId: string) => [...this.ads.values()].filter((ad) => ad.adset_id === adSetId);
    const { adSets, ads } = itemParts(
      counts,
      campaignId,
      campaignAdSets.map((adSet) => adsOf(adSet.id).length),
    );
    return adSets.flatMap((adSetCounts, set): { key: Record<string, string>; counts: DayCounts }[] => {
      const adSet = campaignAdSets[set]!;
      if (level === 'adset')
        return [{ key: { adset_id: adSet.id, adset_name: adSet.name }, counts: adSetCounts }];
      return adsOf(adSet.id).map((ad, index) => ({
        key: { adset_id: adSet.id, ad_id: ad.id, ad_name: ad.name },
        counts: ads[set]![index]!,
      }));
    });
  }

  /** A new id, as Meta's: numeric, never one the book holds. */
  private nextId(): string {
    this.created += 1;
    return `1209${String(this.created).padStart(11, '0')}`;
  }

  /** Adds a campaign created through the API. @returns it. */
  createCampaign(fields: Omit<MetaBookCampaign, 'id'>): MetaBookCampaign {
    const campaign = { ...fields, id: this.nextId() };
    this.campaigns.set(campaign.id, campaign);
    return campaign;
  }

  /** Adds an ad set created through the API. @returns it. */
  createAdSet(fields: Omit<MetaBookAdSet, 'id'>): MetaBookAdSet {
    const adSet = { ...fields, id: this.nextId() };
    this.adSets.set(adSet.id, adSet);
    return adSet;
  }

  /** Keeps an ad creative created through the API, in an account. @returns its id. */
  createCreative(accountId: string, creative: Record<string, string>): string {
    const id = this.nextId();
    this.creatives.set(id, { accountId, creative });
    return id;
  }

  /** An ad creative by its id. */
  creative(id: string): { accountId: string; creative: Record<string, string> } | undefined {
    return this.creatives.get(id);
  }

  /** Adds an ad created through the API. @returns it. */
  createAd(fields: Omit<MetaBookAd, 'id'>): MetaBookAd {
    const ad = { ...fields, id: this.nextId() };
    this.ads.set(ad.id, ad);
    return ad;
  }

  /** Deletes a campaign with its ad sets and ads, as Meta's `DELETE /{id}` does (they become `DELETED`). */
  deleteCampaign(id: string, at: string): void {
    for (const object of [this.campaigns.get(id), ...this.adSets.values(), ...this.ads.values()]) {
      if (!object || (object.id !== id && (object as { campaign_id?: string }).campaign_id !== id)) continue;
      object.status = 'DELETED';
      object.updated_time = at;
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

  /** An account's ad sets, oldest id first. */
  adSetsOf(accountId: string): MetaBookAdSet[] {
    return [...this.adSets.values()].filter((adSet) => adSet.accountId === accountId);
  }

  /** An account's ads, oldest id first. */
  adsOf(accountId: string): MetaBookAd[] {
    return [...this.ads.values()].filter((ad) => ad.accountId === accountId);
  }

  /** A campaign, ad set or ad by its id. */
  object(id: string): MetaBookObject | undefined {
    return this.campaigns.get(id) ?? this.adSets.get(id) ?? this.ads.get(id);
  }

  /**
   * An account's insights rows at `level`, one per campaign (ad set, ad) and day of `since`–`until`
   * (its time zone's days), each split by `breakdowns` when given (campaign level); in the Graph API's
   * fields.
   */
  insights(
    accountId: string,
    since: string,
    until: string,
    breakdowns: string | null,
    level: 'campaign' | 'adset' | 'ad' = 'campaign',
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
      const split =
        level === 'campaign'
          ? keys.map((key, index) => ({ key, counts: parts[index]! }))
          : this.levelParts(campaign.id, parts[0]!, level);
      split.forEach(({ key, counts }) => {
        const part = (field: keyof DayCounts) => counts[field];
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
