/**
 * Google Ads' objects in the product's terms (docs/decisions/0033-google-ads-connector.md): customers
 * as ad accounts, campaign statuses and schedules, budgets in micros, and the segments and views of
 * each slice of the rollups.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {
  minorUnitsPerUnit,
  type CampaignObjective,
  type CampaignStatus,
  type Placement,
} from '@adplatform/campaign-model';
import { AUDIENCE_GENDERS } from '@adplatform/campaign-model/form';
import type {
  MetricTotals,
  ReportAgeBand,
  ReportCountry,
  ReportPlacement,
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
import type {
  AdGroupAdRow,
  AdGroupRow,
  CampaignRow,
  CustomerClientRow,
  CustomerRow,
  DeliveryRow,
} from './googleAdsShapes';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The product's id of a Google Ads campaign: the customer's id and the campaign's, since every call
 * about a campaign names its customer (`customers/{customer}/campaigns/{campaign}`).
 */
export const googleAdsCampaignId = (customerId: string, campaignId: string): string =>
  `${customerId}-${campaignId}`;

/** The customer's and the campaign's ids of a product's campaign id. @throws Error for another shape. */
export function customerAndCampaign(id: string): { customerId: string; campaignId: string } {
  const match = /^(\d+)-(\d+)$/u.exec(id);
  if (!match) throw new Error(`${id} is not a Google Ads campaign id.`);
  return { customerId: match[1]!, campaignId: match[2]! };
}

/** The product's id of an ad group: `{customer}-{adGroup}`, as a campaign's. */
export const googleAdsAdGroupId = googleAdsCampaignId;

/** The product's id of an ad: `{customer}-{adGroup}-{ad}` (an ad's id is unique within its ad group). */
export const googleAdsAdId = (customerId: string, adGroupId: string, adId: string): string =>
  `${customerId}-${adGroupId}-${adId}`;

/**
 * The resource name of an ad group (`customers/{c}/adGroups/{g}`) or ad (`customers/{c}/adGroupAds/{g}~{a}`)
 * from the product's id (`{c}-{g}`, `{c}-{g}-{a}`), and its customer. @throws Error for another shape.
 */
export function itemResource(
  level: 'adSet' | 'ad',
  id: string,
): { customerId: string; resourceName: string } {
  const match = level === 'adSet' ? /^(\d+)-(\d+)$/u.exec(id) : /^(\d+)-(\d+)-(\d+)$/u.exec(id);
  if (!match) throw new Error(`${id} is not a Google Ads ${level === 'adSet' ? 'ad group' : 'ad'} id.`);
  const [, customerId, adGroupId, adId] = match as unknown as [string, string, string, string | undefined];
  return {
    customerId,
    resourceName: adId
      ? `customers/${customerId}/adGroupAds/${adGroupId}~${adId}`
      : `customers/${customerId}/adGroups/${adGroupId}`,
  };
}

/** Where a campaign's channel shows its ads, as the product's placements. */
const CHANNEL_PLACEMENTS: Readonly<Record<string, readonly Placement[]>> = {
  SEARCH: ['search'],
  SHOPPING: ['search'],
  DISPLAY: ['feed'],
  VIDEO: ['video'],
  DEMAND_GEN: ['feed', 'video'],
  PERFORMANCE_MAX: ['search', 'feed', 'video'],
};

/**
 * An ad group as the product's ad set. Its audience reads as everyone: Google Ads keeps locations on
 * the campaign and ages and genders as criteria the product does not read; it has no budget or
 * schedule of its own.
 */
export function toNetworkAdSet({ customer, campaign, adGroup }: AdGroupRow): NetworkAdSet {
  return {
    id: googleAdsAdGroupId(customer.id, adGroup.id),
    campaignId: googleAdsCampaignId(customer.id, campaign.id),
    name: adGroup.name,
    status: adGroup.status === 'ENABLED' ? 'active' : 'paused',
    audience: { locations: [], ageMin: 18, ageMax: 65, genders: [...AUDIENCE_GENDERS], interests: [] },
    placements: [...(CHANNEL_PLACEMENTS[campaign.advertisingChannelType ?? ''] ?? ['search'])],
    budget: null,
    startTime: null,
    stopTime: null,
  };
}

/** An ad as the product's: a responsive search ad's first headline and description, its first final URL. */
export function toNetworkAd({ customer, campaign, adGroup, adGroupAd }: AdGroupAdRow): NetworkAd {
  const { ad } = adGroupAd;
  const headline = ad.responsiveSearchAd?.headlines?.[0]?.text ?? '';
  return {
    id: googleAdsAdId(customer.id, adGroup.id, ad.id),
    campaignId: googleAdsCampaignId(customer.id, campaign.id),
    adSetId: googleAdsAdGroupId(customer.id, adGroup.id),
    name: ad.name || headline || ad.id,
    status: adGroupAd.status === 'ENABLED' ? 'active' : 'paused',
    creative: {
      headline,
      primaryText: ad.responsiveSearchAd?.descriptions?.[0]?.text ?? '',
      mediaPath: null,
      // Search ads carry no button: the link is their call to action.
      callToAction: 'learn_more',
      destinationUrl: ad.finalUrls?.[0] ?? '',
    },
  };
}

/** A manager's client (not itself a manager) as an ad account reached through `managerId`. */
export function clientAdAccount({ customerClient }: CustomerClientRow, managerId: string): NetworkAdAccount {
  return {
    ...toNetworkAdAccount({ customer: { ...customerClient } }),
    managerId,
  };
}

/** A customer (not a manager account) as an ad account; only an enabled one delivers. */
export function toNetworkAdAccount({ customer }: CustomerRow): NetworkAdAccount {
  return {
    id: customer.id,
    name: customer.descriptiveName || customer.id,
    currency: customer.currencyCode,
    timeZone: customer.timeZone,
    deliverable: customer.status === 'ENABLED',
  };
}

/**
 * Google Ads has no objective on a campaign; its channel says what it is for: search and shopping
 * bring visitors and sales, display and video reach people, Performance Max sells. App campaigns have
 * no objective in the product.
 */
const OBJECTIVES: Readonly<Record<string, CampaignObjective>> = {
  SEARCH: 'traffic',
  DISPLAY: 'awareness',
  VIDEO: 'awareness',
  SHOPPING: 'sales',
  PERFORMANCE_MAX: 'sales',
  DEMAND_GEN: 'engagement',
  LOCAL: 'traffic',
  SMART: 'traffic',
};

/** `yyyy-MM-dd HH:mm:ss` of the account's time zone as an ISO 8601 instant, or null. */
function instantIn(value: string | undefined, timeZone: string): string | null {
  if (!value) return null;
  const parsed = dayjs.tz(value, timeZone);
  return parsed.isValid() ? parsed.toISOString() : null;
}

/** Micros of a currency's unit as its minor units. */
export function microsToMinor(micros: number, currency: string): number {
  return Math.round((micros * minorUnitsPerUnit(currency)) / 1_000_000);
}

/** Minor units of a currency as micros of its unit. */
export function minorToMicros(minor: number, currency: string): number {
  return Math.round((minor * 1_000_000) / minorUnitsPerUnit(currency));
}

/**
 * The product's status (docs/product-rules.md §10.1): removed → archived; paused → paused; enabled
 * before its start → scheduled, after its end → completed, else active.
 */
export function campaignStatus(
  campaign: CampaignRow['campaign'],
  timeZone: string,
  now: Date,
): CampaignStatus {
  if (campaign.status === 'REMOVED') return 'archived';
  if (campaign.status === 'PAUSED') return 'paused';
  const start = instantIn(campaign.startDateTime, timeZone);
  const end = instantIn(campaign.endDateTime, timeZone);
  if (start && Date.parse(start) > now.getTime()) return 'scheduled';
  if (end && Date.parse(end) <= now.getTime()) return 'completed';
  return 'active';
}

/**
 * A campaign row in the product's terms, money in its account's currency. A daily budget is the
 * budget's amount; a budget over a custom period is the campaign's whole budget. Google Ads keeps no
 * time of a campaign's last change on the campaign, so `updatedTime` is null.
 */
export function toNetworkCampaign(row: CampaignRow, now: Date): NetworkCampaign {
  const { campaign, campaignBudget: budget } = row;
  const { timeZone, currencyCode: currency } = row.customer;
  const lifetime = budget?.period === 'CUSTOM_PERIOD';
  const micros = Number((lifetime ? budget?.totalAmountMicros : budget?.amountMicros) ?? 0);
  return {
    id: googleAdsCampaignId(row.customer.id, campaign.id),
    name: campaign.name,
    status: campaignStatus(campaign, timeZone, now),
    objective: OBJECTIVES[campaign.advertisingChannelType ?? ''] ?? null,
    budget:
      micros > 0
        ? { type: lifetime ? 'lifetime' : 'daily', amountMinor: microsToMinor(micros, currency) }
        : null,
    startTime: instantIn(campaign.startDateTime, timeZone),
    stopTime: instantIn(campaign.endDateTime, timeZone),
    updatedTime: null,
  };
}

/** Google's geo target constants of the countries the rollups keep by name. */
const COUNTRY_CRITERIA: Readonly<Record<string, ReportCountry>> = {
  '2840': 'US',
  '2826': 'GB',
  '2276': 'DE',
  '2724': 'ES',
  '2250': 'FR',
  '2484': 'MX',
  '2076': 'BR',
};

/** Google's networks as the rollups' placements: search and its partners, YouTube, the rest as feed. */
const PLACEMENTS: Readonly<Record<string, ReportPlacement>> = {
  SEARCH: 'search',
  SEARCH_PARTNERS: 'search',
  YOUTUBE: 'video',
  GOOGLE_TV: 'video',
};

/** Google's age ranges as the rollups' bands; `AGE_RANGE_UNDETERMINED` has none. */
const AGE_BANDS: Readonly<Record<string, ReportAgeBand>> = {
  AGE_RANGE_18_24: '18-24',
  AGE_RANGE_25_34: '25-34',
  AGE_RANGE_35_44: '35-44',
  AGE_RANGE_45_54: '45-54',
  AGE_RANGE_55_64: '55-64',
  AGE_RANGE_65_UP: '65+',
};

/** The rollups' key of a delivery row, or null when the row has no place in the slice. */
function sliceOf(row: DeliveryRow, dimension: DeliveryDimension): DeliverySlice | null {
  switch (dimension) {
    case 'total':
      return { dimension };
    case 'adSet':
      return row.adGroup
        ? {
            dimension,
            key: googleAdsAdGroupId(row.customer.id, row.adGroup.id),
            name: row.adGroup.name ?? '',
          }
        : null;
    case 'ad':
      return row.adGroup && row.adGroupAd
        ? {
            dimension,
            key: googleAdsAdId(row.customer.id, row.adGroup.id, row.adGroupAd.ad.id),
            name: row.adGroupAd.ad.name || row.adGroupAd.ad.id,
          }
        : null;
    case 'country':
      return {
        dimension,
        key: COUNTRY_CRITERIA[row.geographicView?.countryCriterionId ?? ''] ?? 'other',
      };
    case 'device': {
      const device = row.segments.device;
      return { dimension, key: device === 'DESKTOP' ? 'desktop' : device === 'TABLET' ? 'tablet' : 'mobile' };
    }
    case 'placement':
      return { dimension, key: PLACEMENTS[row.segments.adNetworkType ?? ''] ?? 'feed' };
    case 'age': {
      const band = AGE_BANDS[row.adGroupCriterion?.ageRange?.type ?? ''];
      return band ? { dimension, key: band } : null;
    }
    case 'gender': {
      const type = row.adGroupCriterion?.gender?.type;
      return { dimension, key: type === 'FEMALE' ? 'female' : type === 'MALE' ? 'male' : 'unknown' };
    }
  }
}

/**
 * A delivery row as one campaign's day, or null when its breakdown key has no place in the rollups.
 * Cost is in micros and conversion value in units of the account's currency; both become minor units.
 * Google Ads reports no reach for a campaign's day, so reach is 0.
 */
export function toNetworkDelivery(row: DeliveryRow, dimension: DeliveryDimension): NetworkDelivery | null {
  const slice = sliceOf(row, dimension);
  if (!slice) return null;
  const currency = row.customer.currencyCode;
  const totals: MetricTotals = {
    impressions: Number(row.metrics.impressions ?? 0),
    reach: 0,
    clicks: Number(row.metrics.clicks ?? 0),
    spendMinor: microsToMinor(Number(row.metrics.costMicros ?? 0), currency),
    conversions: Math.round(row.metrics.conversions ?? 0),
    revenueMinor: Math.round((row.metrics.conversionsValue ?? 0) * minorUnitsPerUnit(currency)),
  };
  return {
    campaignId: googleAdsCampaignId(row.customer.id, row.campaign.id),
    campaignName: row.campaign.name,
    date: row.segments.date,
    slice,
    totals,
  };
}
