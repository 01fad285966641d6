import type {
  AudienceCountry,
  FollowerTier,
  InfluencerNiche,
  InfluencerPlatform,
} from '@adplatform/influencer-model';

/** The fields the discover list sorts by. */
export const DISCOVER_SORT_FIELDS = ['followers', 'engagementRate', 'priceFromMinor'] as const;
/** A sortable influencer field. */
export type DiscoverSortField = (typeof DISCOVER_SORT_FIELDS)[number];

/** The minimum engagement choices, in whole percent. */
export const MIN_ENGAGEMENT_CHOICES = [0, 1, 3, 5] as const;

/** What the discover list shows: the filters and the sort. */
export interface DiscoverQuery {
  /** A creator's name or handle (the start of a word; `influencerSearchKey`), or ''. */
  readonly search: string;
  readonly platform: InfluencerPlatform | 'all';
  readonly niche: InfluencerNiche | 'all';
  readonly audienceCountry: AudienceCountry | 'all';
  readonly followerTier: FollowerTier | 'all';
  /** Whole percent; 0 means any. */
  readonly minEngagement: (typeof MIN_ENGAGEMENT_CHOICES)[number];
  readonly sortField: DiscoverSortField;
  readonly sortDirection: 'asc' | 'desc';
}

/** The first view: everyone, the largest audiences first. */
export const DEFAULT_DISCOVER_QUERY: DiscoverQuery = {
  search: '',
  platform: 'all',
  niche: 'all',
  audienceCountry: 'all',
  followerTier: 'all',
  minEngagement: 0,
  sortField: 'followers',
  sortDirection: 'desc',
};

/** Rows per page of the discover list. */
export const DISCOVER_PAGE_SIZE = 12;

/** The equality filters a query asks for, as `[field, value]` pairs (the `all` choices left out). */
export function equalityFilters(query: DiscoverQuery): [string, string][] {
  const filters: [string, string][] = [];
  if (query.platform !== 'all') filters.push(['platform', query.platform]);
  if (query.niche !== 'all') filters.push(['niche', query.niche]);
  if (query.audienceCountry !== 'all') filters.push(['audienceCountry', query.audienceCountry]);
  if (query.followerTier !== 'all') filters.push(['followerTier', query.followerTier]);
  return filters;
}
