import {
  AUDIENCE_AGE_BANDS,
  AUDIENCE_COUNTRIES,
  AUDIENCE_GENDERS,
  AUDIENCE_TOP_COUNTRIES,
  engagementBand,
  followerTier,
  influencerSearchTokens,
  INFLUENCER_NICHES,
  INFLUENCER_PLATFORMS,
  COLLABORATION_PIPELINE,
  COLLABORATION_STATUSES,
  type CollaborationStatus,
} from '@adplatform/influencer-model';
import { creative, PALETTES } from './ads';
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
  /** Shares in whole percent: by age band and gender (each summing to 100), the largest countries. */
  audience: {
    ages: Record<string, number>;
    genders: Record<string, number>;
    countries: { country: string; share: number }[];
  };
  /** 3–6 posts of the 30 days before the metrics were refreshed, newest first. */
  recentPosts: { postedAt: Date; caption: string; likes: number; comments: number; views: number }[];
}

/**
 * Whole percentages of `weights` that sum to exactly 100 (largest remainder: the parts rounded down,
 * the points left over given to the largest remainders).
 */
export function toPercentages(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (weight / total) * 100);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => [value - Math.floor(value), index] as const)
    .sort((a, b) => b[0] - a[0]);
  for (const [, index] of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

const CAPTIONS = [
  'Three things I wish I had known sooner',
  'Trying this for a week: honest review',
  'My routine, start to finish',
  'Ask me anything: your questions answered',
  'Before and after, no filters',
  'The one product I keep coming back to',
];
const DAY = 24 * 60 * 60 * 1000;

/** A creator's audience and recent posts, from a random stream of their own (`audience:<id>`). */
function audienceOf(
  id: string,
  home: string,
  followers: number,
  engagementRate: number,
  avgViews: number,
  refreshedAt: Date,
): Pick<SeedInfluencer, 'audience' | 'recentPosts'> {
  const random = seededRandom(hashSeed(`audience:${id}`));
  // Most audiences are young adults: the 18–34 bands weigh most.
  const ageWeights = [0.3, 2.5, 2.8, 1.4, 0.7, 0.3].map((weight) => weight * (0.6 + random() * 0.8));
  const female = 20 + random() * 60;
  const others = AUDIENCE_COUNTRIES.filter((country) => country !== home);
  const second = pick(random, others);
  const third = pick(
    random,
    others.filter((country) => country !== second),
  );
  const homeShare = 35 + Math.floor(random() * 30);
  const secondShare = 8 + Math.floor(random() * 12);
  const countries = [
    { country: home, share: homeShare },
    { country: second, share: secondShare },
    { country: third, share: 3 + Math.floor(random() * (secondShare - 3)) },
  ].slice(0, AUDIENCE_TOP_COUNTRIES);
  const posts = 3 + Math.floor(random() * 4);
  const recentPosts = Array.from({ length: posts }, (_, index) => {
    const likes = Math.round(followers * (engagementRate / 100) * (0.6 + random() * 0.8));
    return {
      postedAt: new Date(refreshedAt.getTime() - Math.floor(((index + random()) * 30 * DAY) / posts)),
      caption: pick(random, CAPTIONS),
      likes,
      comments: Math.round(likes * (0.01 + random() * 0.04)),
      views: Math.round(avgViews * (0.5 + random())),
    };
  });
  return {
    audience: {
      ages: Object.fromEntries(
        AUDIENCE_AGE_BANDS.map((band, index) => [band, toPercentages(ageWeights)[index] ?? 0]),
      ),
      genders: Object.fromEntries(
        AUDIENCE_GENDERS.map((gender, index) => [
          gender,
          toPercentages([female, 97 - female, 3])[index] ?? 0,
        ]),
      ),
      countries,
    },
    recentPosts,
  };
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
    const metricsUpdatedAt = new Date(now.getTime() - refreshedDaysAgo * DAY);
    const platform = pick(random, INFLUENCER_PLATFORMS);
    const audienceCountry = pick(random, AUDIENCE_COUNTRIES);
    const avgViews = Math.round(followers * (0.08 + random() * 0.3));
    return {
      id,
      handle,
      displayName,
      searchTokens: influencerSearchTokens(displayName, handle),
      metricsUpdatedAt,
      platform,
      niche,
      audienceCountry,
      followers,
      followerTier: followerTier(followers),
      engagementRate,
      engagementBand: engagementBand(engagementRate),
      avgViews,
      postsPerWeek: 1 + Math.floor(random() * 9),
      priceFromMinor: Math.max(5_000, Math.round((followers / 1000) * (8 + random() * 12)) * 100),
      currency: 'USD',
      bio: `${niche[0]?.toUpperCase()}${niche.slice(1)} creator sharing honest reviews and everyday tips.`,
      ...audienceOf(id, audienceCountry, followers, engagementRate, avgViews, metricsUpdatedAt),
    };
  });
}

/** A demo collaboration as `users/{uid}/collaborations/{influencerId}` holds it, with its thread. */
export interface SeedCollaboration {
  influencer: SeedInfluencer;
  status: CollaborationStatus;
  message: string;
  brief: { deliverables: string[]; dueDate: string; feeMinor: number; currency: string };
  /** When each stage was reached, the last one the collaboration's `updatedAt`. */
  stageDates: Partial<Record<CollaborationStatus, Date>>;
  createdAt: Date;
  updatedAt: Date;
  messages: { from: 'advertiser' | 'creator'; text: string; sentAt: Date }[];
  /** The creator's content, once submitted: an image and its caption. */
  submission: { caption: string; media: { type: 'image'; url: string }[]; submittedAt: Date } | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date `days` after `now` (`YYYY-MM-DD`, UTC). */
function dateAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The collaborations a demo account starts with: one at each status, so every stage is on show, each
 * with a brief (the approved one overdue), its stages dated two days apart, and a short thread.
 */
export function demoCollaborations(
  email: string,
  influencers: readonly SeedInfluencer[],
  now: Date,
): SeedCollaboration[] {
  const random = seededRandom(hashSeed(`collaborations:${email}`));
  const chosen = new Set<SeedInfluencer>();
  while (chosen.size < COLLABORATION_STATUSES.length) chosen.add(pick(random, influencers));
  return [...chosen].map((influencer, index) => {
    const status = COLLABORATION_STATUSES[index] ?? 'invited';
    const firstName = influencer.displayName.split(' ')[0];
    const reached: CollaborationStatus[] =
      status === 'declined'
        ? ['invited', 'declined']
        : COLLABORATION_PIPELINE.slice(0, COLLABORATION_PIPELINE.indexOf(status) + 1);
    const start = now.getTime() - (2 * reached.length + 1) * DAY_MS;
    const stageDates = Object.fromEntries(
      reached.map((stage, step) => [stage, new Date(start + step * 2 * DAY_MS)]),
    ) as Partial<Record<CollaborationStatus, Date>>;
    const createdAt = new Date(start);
    const updatedAt = stageDates[status] ?? createdAt;
    const messages: SeedCollaboration['messages'] = [
      {
        from: 'advertiser',
        text: `Hi ${firstName}, the brief is attached: tell us if the dates work for you.`,
        sentAt: new Date(start + 60 * 60 * 1000),
      },
    ];
    if (status !== 'invited')
      messages.push({
        from: 'creator',
        text:
          status === 'declined'
            ? 'Thanks for thinking of me, but my calendar is full this month.'
            : 'Sounds great! I will send a first cut a few days before the due date.',
        sentAt: new Date(start + DAY_MS),
      });
    const submittedAt = stageDates.contentSubmitted;
    const submission = submittedAt
      ? {
          caption: `Our new launch, tried for a week: here is what I think. Tell me yours below!\n#ad #partner`,
          media: [
            {
              type: 'image' as const,
              url: creative(
                influencer.displayName,
                'A week with the new launch',
                PALETTES[index % PALETTES.length] ?? [],
              ),
            },
          ],
          submittedAt,
        }
      : null;
    return {
      influencer,
      status,
      submission,
      message: `Hi ${firstName}, we would love to work with you on our next launch.`,
      brief: {
        deliverables: ['1 feed post', '3 stories with a link'],
        dueDate: dateAfter(now, status === 'approved' ? -2 : 14),
        feeMinor: influencer.priceFromMinor,
        currency: influencer.currency,
      },
      stageDates,
      createdAt,
      updatedAt,
      messages,
    };
  });
}
