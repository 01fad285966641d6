import {
  AUDIENCE_COUNTRIES,
  engagementBand,
  followerTier,
  influencerSearchTokens,
  INFLUENCER_NICHES,
  INFLUENCER_PLATFORMS,
  type CollaborationStatus,
} from 'influencers/model';
import { hashSeed, pick, seededRandom } from './random';

/** An influencer of the demo catalogue (`influencers/{id}`). Prices are integer cents of USD. */
export interface SeedInfluencer {
  id: string;
  handle: string;
  displayName: string;
  platform: string;
  niche: string;
  audienceCountry: string;
  followers: number;
  followerTier: string;
  engagementRate: number;
  engagementBand: number;
  avgViews: number;
  postsPerWeek: number;
  priceFromMinor: number;
  currency: string;
  bio: string;
  searchTokens: string[];
  /** When the metrics were last refreshed: within the last 25 days, every seventh creator 3–4 months ago. */
  metricsUpdatedAt: Date;
}

const FIRST = [
  'Ava',
  'Leo',
  'Mia',
  'Noah',
  'Zoe',
  'Luca',
  'Ines',
  'Omar',
  'Sofia',
  'Kai',
  'Lena',
  'Mateo',
  'Aria',
  'Ravi',
  'Chloe',
  'Theo',
];
const LAST = [
  'Rivera',
  'Chen',
  'Kowalski',
  'Okafor',
  'Moreau',
  'Silva',
  'Nakamura',
  'Haddad',
  'Jensen',
  'Patel',
  'Garcia',
  'Fischer',
];

/**
 * A deterministic catalogue of `count` influencers with realistic reach, engagement and prices, and
 * the date (before `now`) their metrics were last refreshed.
 */
export function demoInfluencers(count: number, now: Date): SeedInfluencer[] {
  const random = seededRandom(hashSeed('influencers'));
  return Array.from({ length: count }, (_, index) => {
    const first = pick(random, FIRST);
    const last = pick(random, LAST);
    const niche = pick(random, INFLUENCER_NICHES);
    // Log-uniform reach from 3k to 5M followers; smaller accounts engage more, as in the market.
    const followers = Math.round(10 ** (3.5 + random() * 3.2));
    const engagementRate = Math.round((1 + random() * 9) * (followers < 100_000 ? 1 : 0.45) * 10) / 10;
    const id = `inf-${String(index + 1).padStart(3, '0')}`;
    const handle = `@${first.toLowerCase()}${last.toLowerCase().slice(0, 4)}${niche.slice(0, 3)}`;
    const displayName = `${first} ${last}`;
    // From a stream of its own, so the catalogue's other figures stay what they were.
    const refreshed = seededRandom(hashSeed(`metrics:${id}`))();
    const refreshedDaysAgo = index % 7 === 3 ? 90 + Math.floor(refreshed * 30) : Math.floor(refreshed * 25);
    return {
      id,
      handle,
      displayName,
      searchTokens: influencerSearchTokens(displayName, handle),
      metricsUpdatedAt: new Date(now.getTime() - refreshedDaysAgo * 24 * 60 * 60 * 1000),
      platform: pick(random, INFLUENCER_PLATFORMS),
      niche,
      audienceCountry: pick(random, AUDIENCE_COUNTRIES),
      followers,
      followerTier: followerTier(followers),
      engagementRate,
      engagementBand: engagementBand(engagementRate),
      avgViews: Math.round(followers * (0.08 + random() * 0.3)),
      postsPerWeek: 1 + Math.floor(random() * 9),
      priceFromMinor: Math.max(5_000, Math.round((followers / 1000) * (8 + random() * 12)) * 100),
      currency: 'USD',
      bio: `${niche[0]?.toUpperCase()}${niche.slice(1)} creator sharing honest reviews and everyday tips.`,
    };
  });
}

/** The collaborations a demo account starts with: one of each status, so every state is on show. */
export function demoCollaborations(
  email: string,
  influencers: readonly SeedInfluencer[],
): { influencer: SeedInfluencer; status: CollaborationStatus; message: string }[] {
  const random = seededRandom(hashSeed(`collaborations:${email}`));
  const statuses: CollaborationStatus[] = ['invited', 'accepted', 'declined', 'posted'];
  const chosen = new Set<SeedInfluencer>();
  while (chosen.size < statuses.length) chosen.add(pick(random, influencers));
  return [...chosen].map((influencer, index) => ({
    influencer,
    status: statuses[index] ?? 'invited',
    message: `Hi ${influencer.displayName.split(' ')[0]}, we would love to work with you on our next launch.`,
  }));
}
