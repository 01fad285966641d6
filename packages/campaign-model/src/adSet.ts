import type { BudgetType, CampaignObjective } from './campaign';

/**
 * Ad sets and ads (docs/product-rules.md §10.1): a campaign holds ad sets, each with its audience,
 * placements, schedule and — when the campaign does not carry one — its budget; an ad set holds ads,
 * each with its creative. Stored at `users/{uid}/campaigns/{campaignId}/adSets/{adSetId}` and
 * `…/ads/{adId}` (with its `adSetId`), written only by the callable functions.
 */

/** Where an ad set's ads may appear. */
export const PLACEMENTS = ['feed', 'stories', 'reels', 'search', 'video'] as const;
/** A placement. */
export type Placement = (typeof PLACEMENTS)[number];

/** An ad set or ad is on or off; it delivers only while its campaign (and ad set) deliver too. */
export const DELIVERY_ITEM_STATUSES = ['active', 'paused'] as const;
/** An ad set's or ad's status. */
export type DeliveryItemStatus = (typeof DELIVERY_ITEM_STATUSES)[number];

/**
 * An interest an audience is narrowed to, as the list it came from names it: a Meta interest by Meta's
 * numeric id, one of the product's own catalogue (`interestCatalogue.ts`) by a `local:` id.
 */
export interface AudienceInterest {
  readonly id: string;
  readonly name: string;
}

/** Who an ad set reaches (the wizard's audience step). */
export interface Audience {
  /** ISO 3166-1 alpha-2 codes. */
  readonly locations: readonly string[];
  readonly ageMin: number;
  readonly ageMax: number;
  readonly genders: readonly string[];
  readonly interests: readonly AudienceInterest[];
}

/**
 * `audience` as the product keeps and sends it (docs/product-rules.md §10.6): each interest by its id and
 * name only, without what else the form holds of it (its share of people).
 */
export function keptAudience(audience: Audience): Audience {
  return { ...audience, interests: audience.interests.map(({ id, name }) => ({ id, name })) };
}

/** An ad's creative (the wizard's creative step). */
export interface Creative {
  readonly headline: string;
  readonly primaryText: string;
  /** A Storage path in the advertiser's media library, or null. */
  readonly mediaPath: string | null;
  readonly callToAction: string;
  /** An https URL. */
  readonly destinationUrl: string;
}

/**
 * How an ad set bids in its auctions (docs/product-rules.md §10.6): the lowest cost for the most
 * results; a cost cap, an average cost per result it keeps under; a bid cap, the most it bids in
 * any auction.
 */
export const BID_STRATEGIES = ['lowestCost', 'costCap', 'bidCap'] as const;
/** One of {@link BID_STRATEGIES}. */
export type BidStrategy = (typeof BID_STRATEGIES)[number];

/**
 * What an ad set's delivery is optimised for, by campaign objective (docs/product-rules.md §10.6):
 * the first of each is the default.
 */
export const OPTIMISATION_GOALS = {
  awareness: ['reach', 'impressions'],
  traffic: ['linkClicks', 'landingPageViews'],
  engagement: ['postEngagement', 'videoViews'],
  leads: ['leadForms', 'conversions'],
  sales: ['conversions', 'conversionValue'],
} as const satisfies Readonly<Record<CampaignObjective, readonly string[]>>;
/** One of the goals of {@link OPTIMISATION_GOALS}. */
export type OptimisationGoal = (typeof OPTIMISATION_GOALS)[CampaignObjective][number];
/** Every optimisation goal, once each. */
export const ALL_OPTIMISATION_GOALS: readonly OptimisationGoal[] = [
  ...new Set(Object.values(OPTIMISATION_GOALS).flat()),
];

/** An ad set's bidding: its strategy, and the cap in minor units of the currency (null for the lowest cost). */
export interface AdSetBidding {
  readonly strategy: BidStrategy;
  readonly capMinor: number | null;
}

/** An ad set as stored (dates as the writer's date type). Money in minor units of the campaign's currency. */
export interface AdSetFields<DateType> {
  readonly name: string;
  readonly status: DeliveryItemStatus;
  readonly audience: Audience;
  readonly placements: readonly Placement[];
  readonly startDate: DateType;
  readonly endDate: DateType | null;
  /** Null when the campaign carries the budget. */
  readonly budgetType: BudgetType | null;
  readonly budgetMinor: number | null;
  /** Absent on ad sets made before bidding was chosen, and on synced ones: the lowest cost. */
  readonly bidding?: AdSetBidding;
  /** Absent on ad sets made before goals were chosen, and on synced ones: the objective's first. */
  readonly goal?: OptimisationGoal;
}

/** An ad as stored. */
export interface AdFields {
  readonly adSetId: string;
  readonly name: string;
  readonly status: DeliveryItemStatus;
  readonly creative: Creative;
}

/** The first ad set's name from its audience, e.g. "US, CA · 25–54". */
export function adSetName(audience: Pick<Audience, 'locations' | 'ageMin' | 'ageMax'>): string {
  return `${audience.locations.join(', ')} · ${audience.ageMin}–${audience.ageMax}`;
}
