import {
  REPORT_AGE_BANDS,
  type CampaignDay,
  type DailyRollup,
  type MetricTuple,
  type ReportAgeBand,
  type ReportDimension,
  type ReportCountry,
  type ReportDevice,
  type ReportGender,
} from '@adplatform/delivery-metrics';
import type { CampaignObjective, CampaignStatus } from '@adplatform/campaign-model';
import { AUDIENCES, CHANNELS } from './campaigns';
import { hashSeed, seededRandom } from './random';

/** What the metrics seed needs of a seeded campaign. */
export interface DeliveringCampaign {
  readonly id: string;
  readonly name: string;
  readonly status: CampaignStatus;
  readonly objective: CampaignObjective;
  readonly budgetType: 'daily' | 'lifetime';
  readonly budgetMinor: number;
  readonly startDate: Date;
  readonly endDate: Date | null;
  /** When a paused campaign was paused: it delivers nothing from that day on. */
  readonly pausedAt: Date | null;
  /** Its ad sets and ads with their shares of its delivery (rollups break delivery down to them). */
  readonly adSets?: readonly {
    readonly id: string;
    readonly name?: string;
    readonly weight: number;
    /** The placements it runs on and the ages it targets (its delivery is split over them). */
    readonly placements?: readonly string[];
    readonly audience?: { readonly ageMin: number; readonly ageMax: number };
    readonly ads: readonly { readonly id: string; readonly name?: string; readonly weight: number }[];
  }[];
}

/** How impressions spread over the age bands an ad set targets (renormalised over those bands). */
const AGE_CURVE: Record<ReportAgeBand, number> = {
  '18-24': 0.2,
  '25-34': 0.31,
  '35-44': 0.23,
  '45-54': 0.14,
  '55-64': 0.08,
  '65+': 0.04,
};

/** The age bands overlapping `[ageMin, ageMax]`, weighted by `AGE_CURVE`. */
function ageWeights(ageMin: number, ageMax: number): Partial<Record<ReportAgeBand, number>> {
  return Object.fromEntries(
    REPORT_AGE_BANDS.filter((band) => {
      const [low = 0, high = 200] = band.replace('+', '-200').split('-').map(Number);
      return low <= ageMax && high >= ageMin;
    }).map((band) => [band, AGE_CURVE[band]]),
  );
}

/** A campaign's gender mix: about even, leaning one way or the other by campaign. */
function genderWeights(campaignId: string): Record<ReportGender, number> {
  const lean = (hashSeed(`${campaignId}/gender`) % 21) / 100 - 0.1;
  return { female: 0.5 + lean, male: 0.47 - lean, unknown: 0.03 };
}

function addTuples(a: MetricTuple | undefined, b: MetricTuple): MetricTuple {
  return (a ? a.map((value, index) => value + (b[index] ?? 0)) : [...b]) as unknown as MetricTuple;
}

/** Each ad set's tuple split by `weightsOf(adSet)`, summed over the ad sets. */
function splitByAdSets<A>(
  adSets: readonly A[],
  tuples: Readonly<Record<string, MetricTuple>>,
  idOf: (adSet: A) => string,
  weightsOf: (adSet: A) => Partial<Record<string, number>>,
): Record<string, MetricTuple> {
  const sums: Record<string, MetricTuple> = {};
  for (const adSet of adSets) {
    const tuple = tuples[idOf(adSet)];
    if (!tuple) continue;
    for (const [key, part] of Object.entries(splitTuple(tuple, weightsOf(adSet)))) {
      sums[key] = addTuples(sums[key], part);
    }
  }
  return sums;
}

const DAY = 24 * 60 * 60 * 1000;

/** Where each demo audience's impressions are served (weights sum to 1). */
const COUNTRY_MIX: Record<string, Partial<Record<ReportCountry, number>>> = {
  US: { US: 1 },
  UK: { GB: 1 },
  DACH: { DE: 0.82, other: 0.18 },
  Iberia: { ES: 0.86, other: 0.14 },
  LATAM: { MX: 0.52, BR: 0.4, other: 0.08 },
  Nordics: { other: 1 },
  'Lookalike 1%': { US: 0.5, GB: 0.2, DE: 0.1, FR: 0.1, other: 0.1 },
  'Cart Abandoners': { US: 0.4, GB: 0.2, ES: 0.1, FR: 0.1, DE: 0.1, other: 0.1 },
};

/** Which devices each placement reaches (weights sum to 1). */
const DEVICE_MIX: Record<string, Record<ReportDevice, number>> = {
  Feed: { mobile: 0.72, desktop: 0.22, tablet: 0.06 },
  Stories: { mobile: 0.95, desktop: 0.01, tablet: 0.04 },
  Reels: { mobile: 0.93, desktop: 0.02, tablet: 0.05 },
  Search: { mobile: 0.48, desktop: 0.45, tablet: 0.07 },
  Video: { mobile: 0.6, desktop: 0.25, tablet: 0.15 },
};

/** Typical click-through rate, conversion rate (of clicks) and order value (cents) per objective. */
const OBJECTIVE_RATES: Record<CampaignObjective, { ctr: number; cvr: number; orderMinor: number }> = {
  awareness: { ctr: 0.006, cvr: 0.01, orderMinor: 4_000 },
  traffic: { ctr: 0.021, cvr: 0.02, orderMinor: 4_500 },
  engagement: { ctr: 0.014, cvr: 0.015, orderMinor: 3_500 },
  leads: { ctr: 0.016, cvr: 0.07, orderMinor: 2_500 },
  sales: { ctr: 0.018, cvr: 0.045, orderMinor: 8_500 },
};

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * Splits a non-negative integer into parts proportional to `weights`, summing exactly to `total`
 * (largest remainder). Parts of weight 0 are left out.
 */
export function splitInteger<K extends string>(
  total: number,
  weights: Partial<Record<K, number>>,
): Partial<Record<K, number>> {
  const entries = (Object.entries(weights) as [K, number][]).filter(([, weight]) => weight > 0);
  const sum = entries.reduce((acc, [, weight]) => acc + weight, 0);
  const shares = entries.map(([key, weight]) => {
    const exact = (total * weight) / sum;
    return { key, floor: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = total - shares.reduce((acc, share) => acc + share.floor, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (left <= 0) break;
    share.floor += 1;
    left -= 1;
  }
  return Object.fromEntries(shares.map((share) => [share.key, share.floor])) as Partial<Record<K, number>>;
}

function splitTuple<K extends string>(
  tuple: MetricTuple,
  weights: Partial<Record<K, number>>,
): Record<string, MetricTuple> {
  const columns = tuple.map((value) => splitInteger(value, weights));
  const keys = Object.keys(columns[0] ?? {}) as K[];
  return Object.fromEntries(
    keys.map((key) => [key, columns.map((column) => column[key] ?? 0) as unknown as MetricTuple]),
  );
}

/**
 * The last day a campaign delivers: its end or today, and for a paused one the day before its pause
 * (the demo data follows the product's rules: a paused campaign delivers nothing after its pause).
 */
function lastDeliveryDay(campaign: DeliveringCampaign, today: number): number {
  const end = campaign.endDate ? campaign.endDate.getTime() : today;
  const paused = campaign.pausedAt
    ? Date.UTC(
        campaign.pausedAt.getUTCFullYear(),
        campaign.pausedAt.getUTCMonth(),
        campaign.pausedAt.getUTCDate(),
      ) - DAY
    : today;
  return Math.min(end, today, paused);
}

function dailySpendMinor(campaign: DeliveringCampaign): number {
  if (campaign.budgetType === 'daily') return campaign.budgetMinor;
  const days = campaign.endDate
    ? Math.max(1, Math.round((campaign.endDate.getTime() - campaign.startDate.getTime()) / DAY))
    : 30;
  return Math.round(campaign.budgetMinor / days);
}

/** Seasonality of one day: quieter weekends, busier late November and December. */
function seasonality(time: number): number {
  const date = new Date(time);
  const weekday = date.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.82 : 1;
  const month = date.getUTCMonth();
  const dayOfMonth = date.getUTCDate();
  const holidays = month === 10 && dayOfMonth >= 20 ? 1.45 : month === 11 ? 1.25 : 1;
  return weekend * holidays;
}

/** One ad set of a delivering campaign. */
export type DeliveringAdSet = NonNullable<DeliveringCampaign['adSets']>[number];

/** How each audience dimension splits a slice of delivery: a weight per value (any scale). */
export type AudienceWeights = Readonly<Record<ReportDimension, Partial<Record<string, number>>>>;

/**
 * How each audience dimension splits a campaign's delivery through `adSet` (or the campaign's as a
 * whole, where placement and age are those of no ad set): countries follow the audience in the
 * campaign's name, devices its channel, genders the campaign, placements (evenly) and ages the ad set.
 */
export function audienceWeights(campaign: DeliveringCampaign, adSet?: DeliveringAdSet): AudienceWeights {
  const audience = AUDIENCES.find((name) => campaign.name.includes(`\u2013 ${name} `)) ?? 'US';
  const channel = CHANNELS.find((name) => campaign.name.endsWith(` ${name}`)) ?? 'Feed';
  return {
    country: COUNTRY_MIX[audience] ?? { US: 1 },
    device: DEVICE_MIX[channel] ?? { mobile: 1 },
    placement: Object.fromEntries((adSet?.placements ?? ['feed']).map((placement) => [placement, 1])),
    age: ageWeights(adSet?.audience?.ageMin ?? 18, adSet?.audience?.ageMax ?? 65),
    gender: genderWeights(campaign.id),
  };
}

function campaignDay(
  campaign: DeliveringCampaign,
  time: number,
  fraction: number,
  random: () => number,
  breakdowns: boolean,
): CampaignDay {
  const rates = OBJECTIVE_RATES[campaign.objective];
  const noise = (spread: number): number => 1 + (random() * 2 - 1) * spread;
  const spendMinor = Math.round(dailySpendMinor(campaign) * (0.62 + random() * 0.36) * fraction);
  const cpmMinor = 450 + random() * 900;
  const impressions = Math.round(((spendMinor / cpmMinor) * 1000 * seasonality(time)) / 1.1);
  const reach = Math.round(impressions / (1.15 + random() * 0.6));
  const clicks = Math.round(impressions * rates.ctr * noise(0.35));
  const conversions = Math.round(clicks * rates.cvr * noise(0.5));
  const revenueMinor = Math.round(conversions * rates.orderMinor * noise(0.4));
  const total: MetricTuple = [impressions, reach, clicks, spendMinor, conversions, revenueMinor];
  if (!breakdowns) return { name: campaign.name, total, country: {}, device: {} };
  const adSets = campaign.adSets ?? [];
  const shares = audienceWeights(campaign);
  const adSetTuples = splitTuple(total, Object.fromEntries(adSets.map((adSet) => [adSet.id, adSet.weight])));
  const adTuples = adSets.flatMap((adSet) => {
    const tuple = adSetTuples[adSet.id];
    return tuple
      ? Object.entries(splitTuple(tuple, Object.fromEntries(adSet.ads.map((ad) => [ad.id, ad.weight]))))
      : [];
  });
  const names = Object.fromEntries(
    adSets.flatMap((adSet) => [
      ...(adSet.name ? [[adSet.id, adSet.name]] : []),
      ...adSet.ads.flatMap((ad) => (ad.name ? [[ad.id, ad.name]] : [])),
    ]),
  );
  return {
    name: campaign.name,
    total,
    country: splitTuple(total, shares.country),
    device: splitTuple(total, shares.device),
    ...(adSets.length > 0
      ? {
          // Each ad set's delivery over its own placements (evenly) and targeted ages.
          placement: splitByAdSets(
            adSets,
            adSetTuples,
            (adSet) => adSet.id,
            (adSet) => audienceWeights(campaign, adSet).placement,
          ),
          age: splitByAdSets(
            adSets,
            adSetTuples,
            (adSet) => adSet.id,
            (adSet) => audienceWeights(campaign, adSet).age,
          ),
          gender: splitTuple(total, shares.gender),
          names,
          adSet: adSetTuples,
          ad: Object.fromEntries(adTuples),
        }
      : {}),
  };
}

/**
 * A year of daily rollups for one account: one per day from `days` days ago to today (today's is a
 * partial day), each holding every campaign that delivered that day. The same on every run for the
 * same account, campaigns and day. Money in USD cents. Without `breakdowns` (a large account), each
 * campaign's day is its totals alone: no country, device, ad set or ad breakdown. `salt` varies the
 * draws of a later pass over more campaigns of the same account.
 */
export function demoDailyRollups(
  email: string,
  campaigns: readonly DeliveringCampaign[],
  now: Date,
  {
    days = 365,
    breakdowns = true,
    salt = '',
  }: { readonly days?: number; readonly breakdowns?: boolean; readonly salt?: string } = {},
): DailyRollup[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const delivering = campaigns
    .filter((campaign) => campaign.status !== 'draft' && campaign.status !== 'scheduled')
    .map((campaign) => ({
      campaign,
      first: campaign.startDate.getTime(),
      last: lastDeliveryDay(campaign, today),
    }));
  const rollups: DailyRollup[] = [];
  const partOfToday = (now.getTime() - today) / DAY;
  for (let time = today - days * DAY; time <= today; time += DAY) {
    const date = isoDay(time);
    const random = seededRandom(hashSeed(`${email}/${date}${salt}`));
    const entries: [string, CampaignDay][] = [];
    for (const { campaign, first, last } of delivering) {
      if (time < first || time > last) continue;
      entries.push([
        campaign.id,
        campaignDay(campaign, time, time === today ? partOfToday : 1, random, breakdowns),
      ]);
    }
    rollups.push({ date, currency: 'USD', campaigns: Object.fromEntries(entries) });
  }
  return rollups;
}
