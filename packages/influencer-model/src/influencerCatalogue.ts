/**
 * Influencers and collaborations: the data contract of the influencers remote, the seed and the rules.
 * `influencers/{id}` is the shared catalogue; `users/{uid}/collaborations/{influencerId}` are the
 * signed-in advertiser's connection requests.
 */

/** The social platforms an influencer publishes on. */
export const INFLUENCER_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'x', 'linkedin'] as const;
/** A social platform. */
export type InfluencerPlatform = (typeof INFLUENCER_PLATFORMS)[number];

/**
 * Where a creator's profile comes from: the product's catalogue, or Instagram's business discovery
 * through an advertiser's own account (docs/decisions/0053-instagram-creators.md).
 */
export const INFLUENCER_SOURCES = ['catalogue', 'instagram'] as const;
/** One of {@link INFLUENCER_SOURCES}. */
export type InfluencerSource = (typeof INFLUENCER_SOURCES)[number];

/** The content niches of the catalogue. */
export const INFLUENCER_NICHES = [
  'beauty',
  'fashion',
  'fitness',
  'food',
  'gaming',
  'tech',
  'travel',
  'parenting',
  'finance',
  'home',
] as const;
/** A content niche. */
export type InfluencerNiche = (typeof INFLUENCER_NICHES)[number];

/** Audience countries of the catalogue (ISO 3166-1 alpha-2). */
export const AUDIENCE_COUNTRIES = ['US', 'GB', 'ES', 'MX', 'DE', 'FR', 'BR', 'IN'] as const;
/** An audience country. */
export type AudienceCountry = (typeof AUDIENCE_COUNTRIES)[number];

/** The age bands of a creator's audience, as the platforms' insights report them. */
export const AUDIENCE_AGE_BANDS = ['13-17', '18-24', '25-34', '35-44', '45-54', '55+'] as const;
/** An audience age band. */
export type AudienceAgeBand = (typeof AUDIENCE_AGE_BANDS)[number];
/** The genders of a creator's audience, as the platforms' insights report them. */
export const AUDIENCE_GENDERS = ['female', 'male', 'other'] as const;
/** An audience gender. */
export type AudienceGender = (typeof AUDIENCE_GENDERS)[number];
/** The most audience countries a profile lists (the largest shares). */
export const AUDIENCE_TOP_COUNTRIES = 3;
/** The most recent posts a profile shows. */
export const RECENT_POSTS_MAX = 6;

/**
 * Follower tiers, the industry's usual bands. Stored on each influencer (`followerTier`) so that the
 * discover list filters by equality and can sort by any field.
 */
export const FOLLOWER_TIERS = [
  { id: 'nano', min: 0, max: 10_000 },
  { id: 'micro', min: 10_000, max: 100_000 },
  { id: 'mid', min: 100_000, max: 500_000 },
  { id: 'macro', min: 500_000, max: 1_000_000 },
  { id: 'mega', min: 1_000_000, max: Number.POSITIVE_INFINITY },
] as const;
/** A follower tier. */
export type FollowerTier = (typeof FOLLOWER_TIERS)[number]['id'];

/** The tier of a follower count (lower bound inclusive). */
export function followerTier(followers: number): FollowerTier {
  const tier = FOLLOWER_TIERS.find(({ min, max }) => followers >= min && followers < max);
  return tier?.id ?? 'nano';
}

/**
 * Engagement bands in whole percent (`engagementBand` = floor of the rate, capped at 10), stored so
 * that "at least N %" is an `in` filter that combines with any sort.
 */
export const ENGAGEMENT_BAND_MAX = 10;

/** The band of an engagement rate in percent (3.7 → 3; 14 → 10). */
export function engagementBand(ratePercent: number): number {
  return Math.max(0, Math.min(ENGAGEMENT_BAND_MAX, Math.floor(ratePercent)));
}

/** The bands that satisfy "engagement of at least `minPercent` %" (a whole percent: bands are whole). */
export function bandsAtLeast(minPercent: number): number[] {
  const bands: number[] = [];
  for (let band = Math.max(0, Math.floor(minPercent)); band <= ENGAGEMENT_BAND_MAX; band += 1)
    bands.push(band);
  return bands;
}

/**
 * Where a collaboration is (docs/product-rules.md §10.5): invited by the advertiser, accepted or
 * declined by the creator, content submitted, approved, posted, paid. The advertiser records each
 * stage as it happens.
 */
export const COLLABORATION_STATUSES = [
  'invited',
  'accepted',
  'declined',
  'contentSubmitted',
  'approved',
  'posted',
  'paid',
] as const;
/** A collaboration status. */
export type CollaborationStatus = (typeof COLLABORATION_STATUSES)[number];

/** The stages of a collaboration that goes ahead, in order (declined leaves the pipeline). */
export const COLLABORATION_PIPELINE: readonly CollaborationStatus[] = [
  'invited',
  'accepted',
  'contentSubmitted',
  'approved',
  'posted',
  'paid',
];

/**
 * The moves a collaboration may make: the creator answers an invitation; accepted content is submitted,
 * then approved or sent back for changes (submitted → accepted); approved content is posted, then paid.
 * Declined and paid are final. firestore.rules `collaborationTransitions` holds the same map.
 */
export const COLLABORATION_TRANSITIONS: Readonly<
  Record<CollaborationStatus, readonly CollaborationStatus[]>
> = {
  invited: ['accepted', 'declined'],
  accepted: ['contentSubmitted'],
  declined: [],
  contentSubmitted: ['approved', 'accepted'],
  approved: ['posted'],
  posted: ['paid'],
  paid: [],
};

/** Whether a collaboration may go from `from` to `to`. */
export function canTransition(from: CollaborationStatus, to: CollaborationStatus): boolean {
  return COLLABORATION_TRANSITIONS[from].includes(to);
}

/** The stages at which the brief may still change: before content is made against it. */
export const BRIEF_EDITABLE_STATUSES: readonly CollaborationStatus[] = ['invited', 'accepted'];

/** The stages at which a due date still matters (content not yet posted, collaboration not declined). */
export const DUE_STATUSES: readonly CollaborationStatus[] = [
  'invited',
  'accepted',
  'contentSubmitted',
  'approved',
];

/** A brief's bounds (firestore.rules `validBrief`): deliverables, each deliverable's length, the fee. */
export const BRIEF_DELIVERABLES_MAX = 10;
export const BRIEF_DELIVERABLE_MAX = 200;
/** The highest fee in minor units (USD 1,000,000.00). */
export const BRIEF_FEE_MAX_MINOR = 100_000_000;

/** The longest message of a collaboration's thread. */
export const COLLABORATION_MESSAGE_MAX = 2000;
/** Messages of a thread read at a time (one read each). */
export const THREAD_PAGE_SIZE = 20;

/** The longest message an advertiser may send with a connection request. */
export const CONNECTION_MESSAGE_MAX = 500;

/** After how many days a creator's metrics count as stale (docs/product-rules.md §10.5). */
export const METRICS_STALE_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether metrics last refreshed at `refreshedAt` (ms since the epoch, or null when never known) are
 * stale at `now`: older than `METRICS_STALE_AFTER_DAYS`, or of an unknown date.
 */
export function metricsStale(refreshedAt: number | null, now: number): boolean {
  return refreshedAt === null || now - refreshedAt > METRICS_STALE_AFTER_DAYS * DAY_MS;
}

/** The longest prefix indexed of a name's word or of a handle. */
const SEARCH_PREFIX_MAX = 20;

function prefixes(word: string): string[] {
  return Array.from({ length: Math.min(word.length, SEARCH_PREFIX_MAX) }, (_, index) =>
    word.slice(0, index + 1),
  );
}

/**
 * The keys `array-contains` search matches a creator by (`searchTokens` of `influencers/{id}`): every
 * prefix (up to 20 characters) of each word of the display name and of the handle without its `@`,
 * lower case.
 */
export function influencerSearchTokens(displayName: string, handle: string): string[] {
  const words = displayName.toLocaleLowerCase('en-US').split(/[^\p{L}\p{N}]+/u);
  const bareHandle = handle.toLocaleLowerCase('en-US').replace(/^@/, '');
  return [...new Set([...words, bareHandle].flatMap(prefixes))];
}

/** The key a search for `term` looks up: its first word (or handle, `@` dropped), lower case; '' for none. */
export function influencerSearchKey(term: string): string {
  const [first = ''] = term
    .trim()
    .toLocaleLowerCase('en-US')
    .replace(/^@/, '')
    .split(/[^\p{L}\p{N}._]+/u)
    .filter(Boolean);
  return first.slice(0, SEARCH_PREFIX_MAX);
}

/** The most creators one user hides from Discover (each hidden one costs a read per page of Discover). */
export const BLOCKED_INFLUENCERS_MAX = 50;

/** The most creators one list holds, and the longest list name (firestore.rules `validInfluencerList`). */
export const INFLUENCER_LIST_MAX = 200;
export const INFLUENCER_LIST_NAME_MAX = 60;
/** The most lists one user keeps (the lists tab reads them all). */
export const INFLUENCER_LISTS_MAX = 50;
