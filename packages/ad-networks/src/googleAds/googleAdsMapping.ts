/**
 * Google Ads' objects in the product's terms (docs/decisions/0033-google-ads-connector.md): customers
 * as ad accounts, campaign statuses and schedules, budgets in micros, and the segments and views of
 * each slice of the rollups.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { minorUnitsPerUnit, type CampaignObjective, type CampaignStatus } from '@adplatform/campaign-model';
import type {
  MetricTotals,
  ReportAgeBand,
  ReportCountry,
  ReportPlacement,
} from '@adplatform/delivery-metrics';
import type { DeliverySlice, NetworkAdAccount, NetworkCampaign, NetworkDelivery } from '../connector';
import type { CampaignRow, CustomerRow, DeliveryRow } from './googleAdsShapes';

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
function sliceOf(row: DeliveryRow, dimension: DeliverySlice['dimension']): DeliverySlice | null {
  switch (dimension) {
    case 'total':
      return { dimension };
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
export function toNetworkDelivery(
  row: DeliveryRow,
  dimension: DeliverySlice['dimension'],
): NetworkDelivery | null {
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
