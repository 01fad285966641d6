/**
 * Meta's objects in the product's terms (docs/decisions/0031-ad-network-connectors.md): statuses,
 * objectives, budgets, money and the insights breakdowns the rollups keep.
 */
import {
  minorUnitsPerUnit,
  type AdSetBidding,
  type Audience,
  type BidStrategy,
  type CampaignObjective,
  type CampaignStatus,
  type DeliveryItemStatus,
  type OptimisationGoal,
  type Placement,
} from '@adplatform/campaign-model';
import { AUDIENCE_GENDERS, CALLS_TO_ACTION } from '@adplatform/campaign-model/form';
import {
  REPORT_COUNTRIES,
  type MetricTotals,
  type ReportAgeBand,
  type ReportDevice,
  type ReportPlacement,
} from '@adplatform/delivery-metrics';
import type {
  DeliveryDimension,
  DeliverySlice,
  NetworkAd,
  NetworkAdAccount,
  NetworkAdSet,
  NetworkCampaign,
  NetworkDelivery,
} from '../connector';
import type { GraphAd, GraphAdAccount, GraphAdSet, GraphCampaign, GraphInsightsRow } from './graphShapes';

/** `account_status` values under which an account delivers: active, and in its grace period. */
const DELIVERING_ACCOUNT_STATUSES = new Set([1, 9]);

/** An ad account in the product's terms. */
export function toNetworkAdAccount(account: GraphAdAccount): NetworkAdAccount {
  return {
    id: account.id,
    name: account.name,
    currency: account.currency,
    timeZone: account.timezone_name,
    deliverable: DELIVERING_ACCOUNT_STATUSES.has(account.account_status),
  };
}

/** Meta's objectives (the outcome-based ones, and the legacy ones older campaigns keep) → the product's. */
const OBJECTIVES: Readonly<Record<string, CampaignObjective>> = {
  OUTCOME_AWARENESS: 'awareness',
  OUTCOME_TRAFFIC: 'traffic',
  OUTCOME_ENGAGEMENT: 'engagement',
  OUTCOME_LEADS: 'leads',
  OUTCOME_SALES: 'sales',
  BRAND_AWARENESS: 'awareness',
  REACH: 'awareness',
  LINK_CLICKS: 'traffic',
  POST_ENGAGEMENT: 'engagement',
  PAGE_LIKES: 'engagement',
  VIDEO_VIEWS: 'engagement',
  LEAD_GENERATION: 'leads',
  MESSAGES: 'leads',
  CONVERSIONS: 'sales',
  PRODUCT_CATALOG_SALES: 'sales',
};

/**
 * The product's status of a campaign: archived or deleted → archived; paused → paused; active before
 * its start → scheduled, after its stop → completed, else active (docs/product-rules.md §10.1).
 */
export function campaignStatus(campaign: GraphCampaign, now: Date): CampaignStatus {
  if (campaign.status === 'ARCHIVED' || campaign.status === 'DELETED') return 'archived';
  if (campaign.status === 'PAUSED') return 'paused';
  if (campaign.start_time && Date.parse(campaign.start_time) > now.getTime()) return 'scheduled';
  if (campaign.stop_time && Date.parse(campaign.stop_time) <= now.getTime()) return 'completed';
  return 'active';
}

/** Meta's instants (`2026-11-02T10:00:00+0100`) as ISO 8601 in UTC. */
function isoInstant(value: string | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/u, '$1:$2'));
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** A campaign in the product's terms; budgets stay in minor units, as Meta sends them. */
export function toNetworkCampaign(campaign: GraphCampaign, now: Date): NetworkCampaign {
  return {
    id: campaign.id,
    name: campaign.name,
    status: campaignStatus(campaign, now),
    objective: OBJECTIVES[campaign.objective ?? ''] ?? null,
    // A budget of 0 is Meta's way of saying the ad sets carry it.
    budget: budgetOf(campaign),
    startTime: isoInstant(campaign.start_time),
    stopTime: isoInstant(campaign.stop_time),
    updatedTime: isoInstant(campaign.updated_time) ?? new Date(0).toISOString(),
  };
}

/** A budget as Meta sends it: daily or lifetime, in minor units; 0 or none means it is set elsewhere. */
function budgetOf(item: Pick<GraphCampaign, 'daily_budget' | 'lifetime_budget'>): NetworkCampaign['budget'] {
  const budget = item.daily_budget
    ? { type: 'daily' as const, amountMinor: Number(item.daily_budget) }
    : item.lifetime_budget
      ? { type: 'lifetime' as const, amountMinor: Number(item.lifetime_budget) }
      : null;
  return budget && budget.amountMinor > 0 ? budget : null;
}

/** An ad set's or ad's status: only an active one delivers; archived and deleted ones are off. */
const itemStatus = (status: GraphAdSet['status']): DeliveryItemStatus =>
  status === 'ACTIVE' ? 'active' : 'paused';

/** Every placement Advantage+ placements may use: what an ad set without chosen positions gets. */
const AUTOMATIC_PLACEMENTS: readonly Placement[] = ['feed', 'stories', 'reels', 'video'];

/** The product's placements of an ad set's chosen positions (Facebook's and Instagram's). */
function placementsOf(targeting: GraphAdSet['targeting']): Placement[] {
  if (!targeting?.publisher_platforms) return [...AUTOMATIC_PLACEMENTS];
  const positions = [...(targeting.facebook_positions ?? []), ...(targeting.instagram_positions ?? [])];
  const placements = new Set<Placement>(positions.map(placementKey));
  return placements.size > 0 ? [...placements] : [...AUTOMATIC_PLACEMENTS];
}

/** Meta's genders (1 men, 2 women; none: everyone) as the audience's. */
function gendersOf(genders: readonly number[] | undefined): string[] {
  if (!genders || genders.length === 0 || (genders.includes(1) && genders.includes(2)))
    return [...AUDIENCE_GENDERS];
  return genders.includes(1) ? ['male'] : ['female'];
}

/** An ad set in the product's terms: its targeting as an audience, its positions as placements. */
export function toNetworkAdSet(adSet: GraphAdSet): NetworkAdSet {
  const targeting = adSet.targeting;
  return {
    id: adSet.id,
    campaignId: adSet.campaign_id,
    name: adSet.name,
    status: itemStatus(adSet.status),
    audience: {
      locations: targeting?.geo_locations?.countries ?? [],
      ageMin: targeting?.age_min ?? 18,
      ageMax: targeting?.age_max ?? 65,
      genders: gendersOf(targeting?.genders),
      interests: (targeting?.flexible_spec ?? []).flatMap((spec) =>
        (spec.interests ?? []).map(({ id, name }) => ({ id, name })),
      ),
    },
    placements: placementsOf(targeting),
    budget: budgetOf(adSet),
    startTime: isoInstant(adSet.start_time),
    stopTime: isoInstant(adSet.end_time),
  };
}

/** Meta's call to action (`SHOP_NOW`) as the product's, or "learn more" for one it has none for. */
function callToActionOf(type: string | undefined): string {
  const key = (type ?? '').toLowerCase();
  return (CALLS_TO_ACTION as readonly string[]).includes(key) ? key : 'learn_more';
}

/** An ad in the product's terms, with the gist of its creative. */
export function toNetworkAd(ad: GraphAd): NetworkAd {
  return {
    id: ad.id,
    campaignId: ad.campaign_id,
    adSetId: ad.adset_id,
    name: ad.name,
    status: itemStatus(ad.status),
    creative: {
      headline: ad.creative?.title ?? '',
      primaryText: ad.creative?.body ?? '',
      mediaPath: null,
      callToAction: callToActionOf(ad.creative?.call_to_action_type),
      destinationUrl: ad.creative?.link_url ?? '',
    },
  };
}

/** The product's bid strategies as Meta's `bid_strategy`. */
export const META_BID_STRATEGIES: Readonly<Record<BidStrategy, string>> = {
  lowestCost: 'LOWEST_COST_WITHOUT_CAP',
  costCap: 'COST_CAP',
  bidCap: 'LOWEST_COST_WITH_BID_CAP',
};

/**
 * An ad set's bidding as Meta's parameters: its `bid_strategy` and, for a cap, `bid_amount` in minor
 * units of the ad account's currency, both on the ad set (`adSet`). With the budget on the campaign,
 * Meta takes the strategy on the campaign (`campaign`) and the cap on each ad set (`capOnly`).
 */
export function toMetaBidding(
  bidding: AdSetBidding,
  where: 'adSet' | 'campaign' | 'capOnly',
): Record<string, string> {
  const cap =
    bidding.strategy !== 'lowestCost' && bidding.capMinor !== null ? String(bidding.capMinor) : null;
  if (where === 'campaign') return { bid_strategy: META_BID_STRATEGIES[bidding.strategy] };
  return {
    ...(where === 'adSet' ? { bid_strategy: META_BID_STRATEGIES[bidding.strategy] } : {}),
    ...(cap ? { bid_amount: cap } : {}),
  };
}

/** The product's objectives as Meta's outcome objectives. */
export const META_OBJECTIVES: Readonly<Record<CampaignObjective, string>> = {
  awareness: 'OUTCOME_AWARENESS',
  traffic: 'OUTCOME_TRAFFIC',
  engagement: 'OUTCOME_ENGAGEMENT',
  leads: 'OUTCOME_LEADS',
  sales: 'OUTCOME_SALES',
};

/** The product's optimisation goals as Meta's ad set `optimization_goal`. */
export const META_OPTIMISATION_GOALS: Readonly<Record<OptimisationGoal, string>> = {
  reach: 'REACH',
  impressions: 'IMPRESSIONS',
  linkClicks: 'LINK_CLICKS',
  landingPageViews: 'LANDING_PAGE_VIEWS',
  postEngagement: 'POST_ENGAGEMENT',
  videoViews: 'THRUPLAY',
  leadForms: 'LEAD_GENERATION',
  conversions: 'OFFSITE_CONVERSIONS',
  conversionValue: 'VALUE',
};

/** Each product placement's positions on Facebook and Instagram (search has none on Meta). */
const PLACEMENT_POSITIONS: Readonly<Record<Placement, { facebook: string[]; instagram: string[] }>> = {
  feed: { facebook: ['feed'], instagram: ['stream'] },
  stories: { facebook: ['story'], instagram: ['story'] },
  reels: { facebook: ['facebook_reels'], instagram: ['reels'] },
  video: { facebook: ['instream_video'], instagram: [] },
  search: { facebook: [], instagram: [] },
};

/**
 * An audience and placements as an ad set's `targeting`: every placement Advantage+ placements use
 * leaves the positions to Meta. Interests go by Meta's own ids, people holding any of them; one of the
 * product's catalogue (a `local:` id) has no id on Meta and is not sent, as the wizard says when it
 * offers the catalogue.
 */
export function toMetaTargeting(
  audience: Audience,
  placements: readonly Placement[],
): Record<string, unknown> {
  const genders =
    audience.genders.includes('female') === audience.genders.includes('male')
      ? {}
      : { genders: audience.genders.includes('male') ? [1] : [2] };
  const automatic = AUTOMATIC_PLACEMENTS.every((placement) => placements.includes(placement));
  const facebook = [...new Set(placements.flatMap((placement) => PLACEMENT_POSITIONS[placement].facebook))];
  const instagram = [...new Set(placements.flatMap((placement) => PLACEMENT_POSITIONS[placement].instagram))];
  const interests = audience.interests
    .filter(({ id }) => /^\d+$/u.test(id))
    .map(({ id, name }) => ({ id, name }));
  return {
    geo_locations: { countries: [...audience.locations] },
    age_min: audience.ageMin,
    age_max: audience.ageMax,
    ...genders,
    ...(interests.length ? { flexible_spec: [{ interests }] } : {}),
    ...(automatic
      ? {}
      : {
          publisher_platforms: [
            ...(facebook.length ? ['facebook'] : []),
            ...(instagram.length ? ['instagram'] : []),
          ],
          facebook_positions: facebook,
          instagram_positions: instagram,
        }),
  };
}

/** The `breakdowns` (or, for ad sets and ads, the `level`) of an insights read for each slice. */
export const META_BREAKDOWNS: Readonly<Record<DeliveryDimension, string | null>> = {
  total: null,
  country: 'country',
  device: 'impression_device',
  placement: 'publisher_platform,platform_position',
  age: 'age',
  gender: 'gender',
  adSet: null,
  ad: null,
};

/** The insights `level` of each slice: campaigns, except for the ad sets' and ads' own rows. */
export const META_LEVELS: Readonly<Record<DeliveryDimension, 'campaign' | 'adset' | 'ad'>> = {
  total: 'campaign',
  country: 'campaign',
  device: 'campaign',
  placement: 'campaign',
  age: 'campaign',
  gender: 'campaign',
  adSet: 'adset',
  ad: 'ad',
};

/** The action types counted as conversions, and whose values are revenue. */
const CONVERSION_ACTIONS = new Set(['purchase', 'lead']);
const REVENUE_ACTIONS = new Set(['purchase']);

const TABLET_DEVICES = new Set(['ipad', 'android_tablet']);

/** Meta's `platform_position` → the rollups' placement; positions of no product placement count as feed. */
function placementKey(position: string): ReportPlacement {
  if (position.includes('stor')) return 'stories';
  if (position.includes('reels')) return 'reels';
  if (position === 'search') return 'search';
  if (position.includes('video')) return 'video';
  return 'feed';
}

/** The age bands of the rollups; Meta's `13-17` and `Unknown` have none and are left out of the age slice. */
const AGE_BANDS = new Set<string>(['18-24', '25-34', '35-44', '45-54', '55-64', '65+']);

/** The rollups' key of an insights row's breakdown, or null when the row has no place in it. */
function sliceOf(row: GraphInsightsRow, dimension: DeliveryDimension): DeliverySlice | null {
  switch (dimension) {
    case 'total':
      return { dimension };
    case 'adSet':
      return row.adset_id ? { dimension, key: row.adset_id, name: row.adset_name ?? '' } : null;
    case 'ad':
      return row.ad_id ? { dimension, key: row.ad_id, name: row.ad_name ?? '' } : null;
    case 'country': {
      const country = (row.country ?? '').toUpperCase();
      return {
        dimension,
        key: (REPORT_COUNTRIES as readonly string[]).includes(country) ? country : 'other',
      };
    }
    case 'device': {
      const device = row.impression_device ?? '';
      const key: ReportDevice =
        device === 'desktop' ? 'desktop' : TABLET_DEVICES.has(device) ? 'tablet' : 'mobile';
      return { dimension, key };
    }
    case 'placement':
      return { dimension, key: placementKey(row.platform_position ?? '') };
    case 'age':
      return AGE_BANDS.has(row.age ?? '') ? { dimension, key: row.age as ReportAgeBand } : null;
    case 'gender':
      return { dimension, key: row.gender === 'female' || row.gender === 'male' ? row.gender : 'unknown' };
  }
}

/** The sum of the entries of `actions` whose type is in `types`. */
function sumActions(actions: GraphInsightsRow['actions'], types: ReadonlySet<string>): number {
  return (actions ?? []).reduce(
    (sum, action) => (types.has(action.action_type) ? sum + Number(action.value) : sum),
    0,
  );
}

/**
 * An insights row as the product's delivery of one campaign's day, or null when the breakdown's key has
 * no place in the rollups. `spend` and revenue (major units) become minor units of `currency`.
 */
export function toNetworkDelivery(
  row: GraphInsightsRow,
  dimension: DeliveryDimension,
  currency: string,
): NetworkDelivery | null {
  const slice = sliceOf(row, dimension);
  if (!slice) return null;
  const perUnit = minorUnitsPerUnit(currency);
  const totals: MetricTotals = {
    impressions: Number(row.impressions ?? 0),
    reach: Number(row.reach ?? 0),
    clicks: Number(row.clicks ?? 0),
    spendMinor: Math.round(Number(row.spend ?? 0) * perUnit),
    conversions: Math.round(sumActions(row.actions, CONVERSION_ACTIONS)),
    revenueMinor: Math.round(sumActions(row.action_values, REVENUE_ACTIONS) * perUnit),
  };
  return {
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    date: row.date_start,
    slice,
    totals,
  };
}
