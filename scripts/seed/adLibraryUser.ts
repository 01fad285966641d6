import { SAVED_AD_COPIED_FIELDS } from '@adplatform/ad-library-model';
import type { SeedAd } from './ads';

const DAY = 24 * 60 * 60 * 1000;

/** A demo user's saved ad: the copy of a library ad, a note and tags on some (`users/{uid}/savedAds/{id}`). */
export interface SeedSavedAd {
  readonly id: string;
  readonly fields: Record<string, unknown>;
  readonly note: string;
  readonly tags: string[];
}

/** The ads of the demo board "Inspiration" (every 29th of the library). */
export function inspirationAds(ads: readonly SeedAd[]): SeedAd[] {
  return ads.filter((_, index) => index % 29 === 0);
}

/** The saved copies of `ads`: the first two carry a note and tags, as a user would have left them. */
export function demoSavedAds(ads: readonly SeedAd[]): SeedSavedAd[] {
  return ads.map((ad, index) => ({
    id: ad.id,
    fields: Object.fromEntries(SAVED_AD_COPIED_FIELDS.map((field) => [field, ad[field]])),
    note: index === 0 ? 'Strong hook in the first line; try it for the spring campaign.' : '',
    tags: index === 0 ? ['hooks', 'spring'] : index === 1 ? ['ugc'] : [],
  }));
}

/**
 * The advertiser a demo user follows: the one with the most ads started in the last 14 days, last seen
 * 14 days ago, so the following view has new ads to show.
 */
export function demoFollow(
  ads: readonly SeedAd[],
  now: Date,
): { id: string; name: string; followedAt: Date; lastSeenAt: Date } {
  const since = now.getTime() - 14 * DAY;
  const recent = new Map<string, { name: string; count: number }>();
  for (const ad of ads) {
    if (ad.startDate.getTime() <= since) continue;
    const entry = recent.get(ad.advertiserId) ?? { name: ad.advertiser, count: 0 };
    recent.set(ad.advertiserId, { ...entry, count: entry.count + 1 });
  }
  const [id, { name }] = [...recent].sort((a, b) => b[1].count - a[1].count)[0] ?? [
    ads[0]!.advertiserId,
    { name: ads[0]!.advertiser },
  ];
  return { id, name, followedAt: new Date(now.getTime() - 60 * DAY), lastSeenAt: new Date(since) };
}
