/**
 * The delivery the stand-ins' books report (docs/decisions/0031-ad-network-connectors.md): a campaign's
 * counts of a day, computed from its id and the day so that a year of them costs no memory and reads
 * the same every time, and their split over a breakdown's keys, which adds up to the day's total as
 * the networks' breakdowns do.
 */
import { hashSeed, seededRandom } from '../seed/random';

/** Counts of one campaign's day, or of one slice of it; money in minor units. */
export interface DayCounts {
  impressions: number;
  reach: number;
  clicks: number;
  spendMinor: number;
  purchases: number;
  leads: number;
  revenueMinor: number;
}

/** Splits `total` by `weights` into integers that add up to it (largest remainders first). */
function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  const order = exact
    .map((value, index) => [value - Math.floor(value), index] as const)
    .sort((a, b) => b[0] - a[0]);
  for (let left = total - parts.reduce((a, b) => a + b, 0), at = 0; left > 0; left -= 1, at += 1) {
    parts[order[at % order.length]![1]]! += 1;
  }
  return parts;
}

/**
 * The counts of campaign `campaignId` on `day` (`YYYY-MM-DD`): none before `startDay` or after
 * `stopDay` (both `YYYY-MM-DD`, the stop optional).
 */
function campaignDayCounts(
  campaignId: string,
  startDay: string,
  stopDay: string | undefined,
  day: string,
): DayCounts | null {
  if (day < startDay || (stopDay && day > stopDay)) return null;
  const random = seededRandom(hashSeed(`${campaignId}:${day}`));
  const base = seededRandom(hashSeed(campaignId));
  const scale = 2_000 + Math.floor(base() * 30_000);
  const impressions = Math.floor(scale * (0.6 + random() * 0.8));
  const clicks = Math.floor(impressions * (0.005 + base() * 0.025) * (0.8 + random() * 0.4));
  const purchases = Math.floor(clicks * (0.01 + base() * 0.05) * (0.5 + random()));
  return {
    impressions,
    reach: Math.floor(impressions / (1.1 + random() * 0.6)),
    clicks,
    spendMinor: Math.floor((impressions * (400 + base() * 1200)) / 1000),
    purchases,
    leads: Math.floor(clicks * 0.02 * random()),
    revenueMinor: purchases * (2_000 + Math.floor(base() * 8_000)),
  };
}

/**
 * `counts` split over `keys` keys of a breakdown named `breakdown`, each key's share fixed per
 * campaign: one `DayCounts` per key, in order, adding up to `counts`.
 */
export function splitCounts(
  counts: DayCounts,
  campaignId: string,
  breakdown: string,
  keys: number,
): DayCounts[] {
  const weights = Array.from(
    { length: keys },
    (_, index) => 1 + seededRandom(hashSeed(`${campaignId}:${breakdown}:${index}`))() * 9,
  );
  const parts = Object.fromEntries(
    Object.entries(counts).map(([field, value]) => [field, split(value, weights)]),
  ) as Record<keyof DayCounts, number[]>;
  return weights.map(
    (_, index) =>
      Object.fromEntries(
        Object.keys(counts).map((field) => [field, parts[field as keyof DayCounts][index] ?? 0]),
      ) as unknown as DayCounts,
  );
}

/** A campaign's span in a book: its id and its first and last days (`YYYY-MM-DD`, the last optional). */
export interface CampaignSpan {
  readonly id: string;
  readonly startDay: string;
  readonly stopDay?: string;
}

const DAY_MS = 86_400_000;

/** The ad sets of every campaign a book makes. */
export const BOOK_AD_SETS = 2;
/** The ads of every ad set a book makes. */
export const BOOK_ADS = 2;

/**
 * A campaign's day split over its ad sets (`adSets`), and each ad set's over its ads (`ads[adSet]`);
 * `shape` holds each ad set's count of ads.
 */
export function itemParts(
  counts: DayCounts,
  campaignId: string,
  shape: readonly number[],
): { adSets: DayCounts[]; ads: DayCounts[][] } {
  if (shape.length === 0) return { adSets: [], ads: [] };
  const adSets = splitCounts(counts, campaignId, 'adSet', shape.length);
  return {
    adSets,
    ads: adSets.map((part, index) =>
      shape[index]! > 0 ? splitCounts(part, `${campaignId}:${index}`, 'ad', shape[index]!) : [],
    ),
  };
}

/**
 * Each day of `since`–`until` (`YYYY-MM-DD`) of each campaign that delivered on it, its counts split
 * over `keys` keys of `breakdown` (one key: the whole day).
 */
export function* campaignDays<C>(
  campaigns: readonly C[],
  spanOf: (campaign: C) => CampaignSpan,
  range: { readonly since: string; readonly until: string },
  breakdown: string,
  keys: number,
): Generator<{ campaign: C; day: string; parts: DayCounts[] }> {
  const last = Date.parse(`${range.until}T00:00:00Z`);
  for (let time = Date.parse(`${range.since}T00:00:00Z`); time <= last; time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    for (const campaign of campaigns) {
      const span = spanOf(campaign);
      const counts = campaignDayCounts(span.id, span.startDay, span.stopDay, day);
      if (counts) yield { campaign, day, parts: splitCounts(counts, span.id, breakdown, keys) };
    }
  }
}
