/**
 * The connector interface (docs/decisions/0031-ad-network-connectors.md): what the product asks of an
 * ad network, in the product's own terms. A connector reads the advertiser's ad accounts, campaigns
 * and daily delivery, and sends a change; it maps the network's objects, statuses, money and
 * breakdowns into these types, and the network's failures into `AdNetworkError`. The sync and the
 * sections know nothing else of a network: a third one is a third implementation of this file.
 */
import type {
  Audience,
  BudgetType,
  CampaignObjective,
  CampaignStatus,
  Creative,
  DeliveryItemLevel,
  DeliveryItemStatus,
  AdSetBidding,
  OptimisationGoal,
  Placement,
} from '@adplatform/campaign-model';
import type { MetaAdIdentity, MetaAdMedia } from './meta/adMedia';
import type { MetricTotals, ReportDimension } from '@adplatform/delivery-metrics';

/** The networks the product connects to. */
export const AD_NETWORKS = ['meta', 'googleAds'] as const;
/** An ad network. */
export type AdNetwork = (typeof AD_NETWORKS)[number];

/** An ad account the signed-in person of the network may bring in. */
export interface NetworkAdAccount {
  /** The network's id of the account (`act_…` on Meta, the customer id on Google Ads). */
  readonly id: string;
  readonly name: string;
  /** ISO 4217: the currency of every amount the account reports. */
  readonly currency: string;
  /** IANA time zone: the days of the account's delivery are its calendar days. */
  readonly timeZone: string;
  /** Whether the account can deliver now (not disabled, closed or unpaid). */
  readonly deliverable: boolean;
  /** The manager account the person reaches it through (Google Ads' `login-customer-id`), when not directly. */
  readonly managerId?: string;
}

/** A campaign as the network holds it, in the product's terms. */
export interface NetworkCampaign {
  readonly id: string;
  readonly name: string;
  /** The product's status: what the network's status and schedule amount to today. */
  readonly status: CampaignStatus;
  /** The product's objective, or null for one it has none for (e.g. app promotion). */
  readonly objective: CampaignObjective | null;
  /** The campaign's budget in minor units of the account's currency, or null when its ad sets carry it. */
  readonly budget: { readonly type: BudgetType; readonly amountMinor: number } | null;
  /** ISO 8601 instants, or null when the network has none. */
  readonly startTime: string | null;
  readonly stopTime: string | null;
  /** When the network last changed it (ISO 8601), or null when the network does not say (Google Ads). */
  readonly updatedTime: string | null;
}

/**
 * An ad set (Meta) or ad group (Google Ads) as the network holds it, in the product's terms. Audience
 * fields the network keeps elsewhere (Google Ads' locations are the campaign's) read as "everyone".
 */
export interface NetworkAdSet {
  readonly id: string;
  readonly campaignId: string;
  readonly name: string;
  readonly status: DeliveryItemStatus;
  readonly audience: Audience;
  readonly placements: readonly Placement[];
  /** Its own budget in minor units, or null when the campaign carries it. */
  readonly budget: { readonly type: BudgetType; readonly amountMinor: number } | null;
  /** ISO 8601 instants, or null when it runs on the campaign's schedule. */
  readonly startTime: string | null;
  readonly stopTime: string | null;
}

/** An ad as the network holds it, in the product's terms. */
export interface NetworkAd {
  readonly id: string;
  readonly campaignId: string;
  readonly adSetId: string;
  readonly name: string;
  readonly status: DeliveryItemStatus;
  readonly creative: Creative;
}

/**
 * Which part of a campaign's day a delivery row counts: the whole day, one key of an audience
 * breakdown, or one of its ad sets or ads (keyed by the network's id, with its name that day).
 */
export type DeliverySlice =
  | { readonly dimension: 'total' }
  | { readonly dimension: ReportDimension; readonly key: string }
  | { readonly dimension: DeliveryItemLevel; readonly key: string; readonly name: string };

/** What one delivery read is split by. */
export type DeliveryDimension = DeliverySlice['dimension'];

/** One campaign's delivery on one day of the account's time zone, whole or in one slice. */
export interface NetworkDelivery {
  readonly campaignId: string;
  readonly campaignName: string;
  /** `YYYY-MM-DD` in the account's time zone. */
  readonly date: string;
  readonly slice: DeliverySlice;
  /** Money in minor units of the account's currency. */
  readonly totals: MetricTotals;
}

/** A page of what a network lists, and where the next page starts (null: the last page). */
export interface NetworkPage<T> {
  readonly items: readonly T[];
  /** An opaque position the connector resumes from, kept by the sync across failures. */
  readonly next: string | null;
  /** How much of the network's rate limit is used, 0–100, when the network says (Meta's usage headers). */
  readonly usagePercent: number | null;
}

/** A change the product sends to a network before it shows it (docs/product-rules.md §10.1). */
export type NetworkCampaignChange =
  | { readonly kind: 'status'; readonly status: 'active' | 'paused' }
  | { readonly kind: 'budget'; readonly type: BudgetType; readonly amountMinor: number }
  | { readonly kind: 'rename'; readonly name: string };

/**
 * An ad set of a new campaign, with its ads. `amountMinor` is its budget when the budget lives on the
 * ad sets (`budgetOn: 'adSet'`), null otherwise.
 */
export interface NetworkAdSetDraft {
  readonly name: string;
  readonly audience: Audience;
  readonly placements: readonly Placement[];
  readonly amountMinor: number | null;
  /** What its delivery is optimised for (Meta's `optimization_goal`; Google Ads' Search bids on clicks). */
  readonly goal: OptimisationGoal;
  /** How it bids; a cap in minor units of the ad account's currency. */
  readonly bidding: AdSetBidding;
  /** Its own first and last days (`YYYY-MM-DD`, the ad account's); null: the campaign's. */
  readonly schedule: { readonly startDay: string; readonly stopDay: string | null } | null;
  readonly ads: readonly NetworkAdDraft[];
}

/**
 * An ad of a new campaign: its copy, and on Meta its media once uploaded to the ad account
 * (docs/decisions/0054-meta-ad-media.md); without media, a Meta ad is a link ad.
 */
export interface NetworkAdDraft extends Creative {
  readonly metaMedia?: MetaAdMedia;
}

/**
 * A new campaign the product creates on a network (the wizard's form, docs/product-rules.md §10.10
 * "Push out"): its ad sets, each with its audience, placements and ads, sharing the campaign's
 * schedule. Money in minor units of the ad account's currency.
 */
export interface NetworkCampaignDraft {
  readonly name: string;
  readonly objective: CampaignObjective;
  readonly status: 'active' | 'paused';
  /** The budget's kind, and the campaign's amount when it carries the budget (else the ad sets' sum). */
  readonly budget: { readonly type: BudgetType; readonly amountMinor: number };
  /** Whether the campaign carries the budget or each ad set does. */
  readonly budgetOn: 'campaign' | 'adSet';
  /** Its first and last days (`YYYY-MM-DD`) in the ad account's time zone; no last day: it runs on. */
  readonly startDay: string;
  readonly stopDay: string | null;
  /** The ad account's IANA time zone, whose days those are. */
  readonly timeZone: string;
  readonly adSets: readonly NetworkAdSetDraft[];
  /** On Meta: the Page and Instagram account the ads speak as; Meta's connector needs it. */
  readonly metaIdentity?: MetaAdIdentity;
}

/** The network's ids of what `createCampaign` made: the campaign, and each ad set with its ads, in the draft's order. */
export interface NetworkCreated {
  readonly campaignId: string;
  readonly adSets: readonly { readonly adSetId: string; readonly adIds: readonly string[] }[];
}

/** An interest the network narrows audiences by: its id there, its name, what it belongs to, its size. */
export interface NetworkInterest {
  readonly id: string;
  readonly name: string;
  /** Its place in the network's taxonomy, broadest first. */
  readonly path: readonly string[];
  /** How many people hold it, as the network bounds it; null when it does not say. */
  readonly audienceSize: { readonly lower: number; readonly upper: number } | null;
}

/** How many people an audience reaches in a month, as the network estimates it (a range). */
export interface NetworkAudienceEstimate {
  readonly lower: number;
  readonly upper: number;
}

/** A change of an ad set's or ad's status, sent before the product shows it. */
export interface NetworkDeliveryItemChange {
  readonly kind: 'status';
  readonly status: DeliveryItemStatus;
}

/** Why a network refused or failed a call, as the product acts on it. */
export type AdNetworkErrorKind =
  /** The token expired or was invalidated: the connection must be made again ("Reconnect"). */
  | 'tokenExpired'
  /** The person withdrew a permission the product needs, or lost access to the account. */
  | 'permissionRevoked'
  /** Too many calls: wait `retryAfterMs`, then resume from the same page. */
  | 'rateLimited'
  /** The network failed on its side: retry with backoff. */
  | 'transient'
  /** The network refused the request itself (e.g. a budget below its minimum): shown, not retried. */
  | 'refused';

/**
 * A network's failure in the product's terms.
 * `networkMessage` is what the network said to the user (its own words), when it said something.
 */
export class AdNetworkError extends Error {
  constructor(
    readonly network: AdNetwork,
    readonly kind: AdNetworkErrorKind,
    message: string,
    readonly details: {
      /** How long to wait before the next call (rate limits), in ms. */
      readonly retryAfterMs?: number;
      /** The network's message for a person, e.g. "The budget is too low." */
      readonly networkMessage?: string;
      /** The network's own code, for the logs and the change history. */
      readonly networkCode?: string;
    } = {},
  ) {
    super(message);
    this.name = 'AdNetworkError';
  }
}

/** The window of days a delivery read covers, both ends included (`YYYY-MM-DD`, the account's days). */
export interface DayRange {
  readonly since: string;
  readonly until: string;
}

/**
 * One network, behind one interface. Every method throws `AdNetworkError` for the network's failures.
 * `next` is the `NetworkPage.next` of the page before (omitted for the first).
 */
export interface AdNetworkConnector {
  readonly network: AdNetwork;
  /**
   * The permissions the product needs, and `also` (a feature's, docs/decisions/0050-incremental-consent.md),
   * that the token's person has not granted (none: all granted).
   */
  missingPermissions(also?: readonly string[]): Promise<string[]>;
  /** The ad accounts the token's person may manage. */
  listAdAccounts(next?: string): Promise<NetworkPage<NetworkAdAccount>>;
  /**
   * The account's campaigns changed at or after `changedSince` (ISO 8601; every campaign when omitted).
   * A connector may list more than changed (never fewer): the sync writes only what differs.
   */
  listCampaigns(
    accountId: string,
    changedSince?: string,
    next?: string,
  ): Promise<NetworkPage<NetworkCampaign>>;
  /** The account's ad sets (ad groups), with the same `changedSince` contract as `listCampaigns`. */
  listAdSets(accountId: string, changedSince?: string, next?: string): Promise<NetworkPage<NetworkAdSet>>;
  /** The account's ads, with the same `changedSince` contract as `listCampaigns`. */
  listAds(accountId: string, changedSince?: string, next?: string): Promise<NetworkPage<NetworkAd>>;
  /** The account's daily delivery per campaign over `days`, in `dimension`. */
  listDelivery(
    accountId: string,
    days: DayRange,
    dimension: DeliveryDimension,
    next?: string,
  ): Promise<NetworkPage<NetworkDelivery>>;
  /** Sends one change of one campaign; resolves once the network accepted it. */
  changeCampaign(campaignId: string, change: NetworkCampaignChange): Promise<void>;
  /**
   * Creates a campaign with its ad set and ad in the ad account; resolves once the network accepted all
   * of it. A creation the network refuses part of leaves nothing behind on the network.
   */
  createCampaign(accountId: string, draft: NetworkCampaignDraft): Promise<NetworkCreated>;
  /** Sends one change of one ad set or ad (the network's id); resolves once the network accepted it. */
  changeDeliveryItem(level: DeliveryItemLevel, id: string, change: NetworkDeliveryItemChange): Promise<void>;
  /**
   * Interests whose name matches `query`, named in `language` (BCP 47, e.g. `es-ES`), at most `limit`.
   * Absent where the network has no such search the product uses (Google Ads: the product's own
   * catalogue serves instead).
   */
  searchInterests?(query: string, language: string, limit: number): Promise<readonly NetworkInterest[]>;
  /**
   * How many people `audience` on `placements` reaches through the ad account, or null while the
   * network has no estimate ready. Absent where the network has no such estimate the product uses.
   */
  estimateAudience?(
    accountId: string,
    audience: Audience,
    placements: readonly Placement[],
  ): Promise<NetworkAudienceEstimate | null>;
}
