/**
 * What the Google Ads stand-in holds (docs/decisions/0033-google-ads-connector.md): customers, their
 * campaigns with a budget each, their ad groups and ads (changed by the mutates the product sends),
 * and rows of the resources the connector queries, in the REST interface's fields: `campaign` (whole
 * days, or by device or network), `ad_group`, `ad_group_ad`, `geographic_view`, `age_range_view` and
 * `gender_view`. Delivery comes from
 * `bookDelivery.ts`, so each breakdown adds up to the day's total.
 */
import { minorUnitsPerUnit } from '@adplatform/campaign-model';
import { hashSeed, pick, seededRandom } from '../seed/random';
import { BOOK_ADS, BOOK_AD_SETS, campaignDays, itemParts, type DayCounts } from './bookDelivery';

/** A customer of the stand-in, in the REST interface's fields. */
export interface GoogleAdsBookCustomer {
  readonly id: string;
  readonly descriptiveName: string;
  readonly currencyCode: string;
  readonly timeZone: string;
  /** A manager account: it holds no campaigns, and stands for its clients. */
  readonly manager?: boolean;
  /** The manager account this customer is a client of, through which its people reach it. */
  readonly managerId?: string;
}

/** A campaign's budget (amounts in micros, as strings). */
export interface GoogleAdsBookBudget {
  readonly resourceName: string;
  readonly period: 'DAILY' | 'CUSTOM_PERIOD';
  amountMicros?: string;
  totalAmountMicros?: string;
  readonly explicitlyShared: boolean;
}

/** A campaign of the stand-in. */
export interface GoogleAdsBookCampaign {
  readonly customerId: string;
  readonly id: string;
  name: string;
  status: 'ENABLED' | 'PAUSED' | 'REMOVED';
  readonly advertisingChannelType: string;
  /** `yyyy-MM-dd HH:mm:ss`, the account's time zone. */
  readonly startDateTime: string;
  readonly endDateTime?: string;
  readonly budget: GoogleAdsBookBudget;
}

/** A status of an ad group or ad. */
type ItemStatus = 'ENABLED' | 'PAUSED' | 'REMOVED';

/** An ad group of the stand-in. */
export interface GoogleAdsBookAdGroup {
  readonly customerId: string;
  readonly campaignId: string;
  readonly id: string;
  readonly name: string;
  status: ItemStatus;
}

/** A responsive search ad of the stand-in, in its ad group. */
export interface GoogleAdsBookAd {
  readonly customerId: string;
  readonly campaignId: string;
  readonly adGroupId: string;
  readonly id: string;
  status: ItemStatus;
  readonly headlines: readonly string[];
  readonly descriptions: readonly string[];
  readonly finalUrl: string;
}

const AD_GROUP_THEMES = ['Exact match', 'Phrase match', 'Best sellers', 'New arrivals'];
const AD_HEADLINES = ['Official store', 'Free returns', 'Trail running shoes', 'Order today'];

/** A row as the REST interface writes it, before the fields a query did not select are left out. */
export type GoogleAdsRow = Record<string, Record<string, unknown>>;

const CHANNELS = ['SEARCH', 'SEARCH', 'PERFORMANCE_MAX', 'DISPLAY', 'VIDEO', 'SHOPPING', 'DEMAND_GEN'];
const THEMES = ['Brand Search', 'Generic Search', 'Shopping', 'Remarketing', 'YouTube', 'Performance Max'];
const MARKETS = ['US', 'UK', 'DE', 'ES', 'Competitors', 'Running Shoes'];
const DAY_MS = 86_400_000;

/** The segments and views the stand-in splits a day over, and each one's keys as the API writes them. */
const BREAKDOWNS: Readonly<Record<string, readonly Record<string, Record<string, unknown>>[]>> = {
  'segments.device': ['MOBILE', 'DESKTOP', 'TABLET', 'CONNECTED_TV'].map((device) => ({
    segments: { device },
  })),
  'segments.ad_network_type': ['SEARCH', 'SEARCH_PARTNERS', 'CONTENT', 'YOUTUBE'].map((adNetworkType) => ({
    segments: { adNetworkType },
  })),
  geographic_view: ['2840', '2826', '2276', '2724', '2250', '2380'].map((countryCriterionId) => ({
    geographicView: { countryCriterionId, locationType: 'LOCATION_OF_PRESENCE' },
  })),
  age_range_view: [
    'AGE_RANGE_18_24',
    'AGE_RANGE_25_34',
    'AGE_RANGE_35_44',
    'AGE_RANGE_45_54',
    'AGE_RANGE_55_64',
    'AGE_RANGE_65_UP',
    'AGE_RANGE_UNDETERMINED',
  ].map((type) => ({ adGroupCriterion: { ageRange: { type } } })),
  gender_view: ['FEMALE', 'MALE', 'UNDETERMINED'].map((type) => ({ adGroupCriterion: { gender: { type } } })),
};

/** The stand-in's customers and campaigns, and the rows computed from them. */
export class GoogleAdsBook {
  private readonly customers = new Map<string, GoogleAdsBookCustomer>();
  private readonly campaigns = new Map<string, GoogleAdsBookCampaign>();
  /** Keyed `{customer}-{adGroup}` and `{customer}-{adGroup}~{ad}`, as the resource names end. */
  private readonly adGroups = new Map<string, GoogleAdsBookAdGroup>();
  private readonly ads = new Map<string, GoogleAdsBookAd>();
  /** Objects created through the API so far (their ids count on from it). */
  private created = 0;

  /**
   * Adds a customer with `campaigns` campaigns started over the `days` days before `now`, a fifth of
   * them paused, some ended, one in ten with a budget over a custom period; the same arguments give the
   * same customer.
   */
  addCustomer(customer: GoogleAdsBookCustomer, campaigns: number, days: number, now: Date): void {
    this.customers.set(customer.id, customer);
    if (customer.manager) return;
    const random = seededRandom(hashSeed(`googleAds:${customer.id}`));
    const perUnit = 1_000_000 / minorUnitsPerUnit(customer.currencyCode);
    for (let index = 0; index < campaigns; index += 1) {
      const id = `2${customer.id.slice(-4)}${String(index).padStart(5, '0')}`;
      const start = new Date(now.getTime() - (1 + Math.floor(random() * days)) * DAY_MS);
      const ended = random() < 0.15;
      const lifetime = random() < 0.1;
      const amountMinor = Math.round(10 + random() * 190) * 100;
      const day = (at: Date) => `${at.toISOString().slice(0, 10)} 00:00:00`;
      this.campaigns.set(`${customer.id}-${id}`, {
        customerId: customer.id,
        id,
        name: `${pick(random, THEMES)} – ${pick(random, MARKETS)} #${index + 1}`,
        status: random() < 0.2 ? 'PAUSED' : 'ENABLED',
        advertisingChannelType: pick(random, CHANNELS),
        startDateTime: day(start),
        ...(ended
          ? { endDateTime: day(new Date(start.getTime() + 14 * DAY_MS)).replace('00:00:00', '23:59:59') }
          : {}),
        budget: {
          resourceName: `customers/${customer.id}/campaignBudgets/9${id}`,
          period: lifetime ? 'CUSTOM_PERIOD' : 'DAILY',
          ...(lifetime
            ? { totalAmountMicros: String(amountMinor * 30 * perUnit) }
            : { amountMicros: String(amountMinor * perUnit) }),
          explicitlyShared: false,
        },
      });
      this.addItems(customer.id, id, index);
    }
  }

  /** A campaign's ad groups and their ads (`BOOK_AD_SETS` × `BOOK_ADS`), the last ad of the first paused. */
  private addItems(customerId: string, campaignId: string, index: number): void {
    for (let group = 0; group < BOOK_AD_SETS; group += 1) {
      const adGroupId = `${campaignId}${group + 1}`;
      this.adGroups.set(`${customerId}-${adGroupId}`, {
        customerId,
        campaignId,
        id: adGroupId,
        name: AD_GROUP_THEMES[(index + group) % AD_GROUP_THEMES.length]!,
        status: 'ENABLED',
      });
      for (let ad = 0; ad < BOOK_ADS; ad += 1) {
        const adId = `${adGroupId}${ad + 1}`;
        this.ads.set(`${customerId}-${adGroupId}~${adId}`, {
          customerId,
          campaignId,
          adGroupId,
          id: adId,
          status: ad === BOOK_ADS - 1 && group === 0 ? 'PAUSED' : 'ENABLED',
          headlines: [AD_HEADLINES[(index + ad) % AD_HEADLINES.length]!, 'Shop the collection'],
          descriptions: ['Fast delivery and free returns on every order.'],
          finalUrl: `https://shop.example/g/${campaignId}`,
        });
      }
    }
  }

  /** An ad group or ad by the tail of its resource name (`{adGroup}`, `{adGroup}~{ad}`) in a customer. */
  item(customerId: string, tail: string): GoogleAdsBookAdGroup | GoogleAdsBookAd | undefined {
    return this.adGroups.get(`${customerId}-${tail}`) ?? this.ads.get(`${customerId}-${tail}`);
  }

  /** The `ad_group` resource's rows without segments, with their campaign's channel. */
  adGroupRows(customerId: string): GoogleAdsRow[] {
    return [...this.adGroups.values()]
      .filter((adGroup) => adGroup.customerId === customerId)
      .map(({ customerId: _, campaignId, ...adGroup }) => ({
        customer: { id: customerId },
        campaign: {
          id: campaignId,
          advertisingChannelType: this.campaign(customerId, campaignId)!.advertisingChannelType,
        },
        adGroup: { ...adGroup, resourceName: `customers/${customerId}/adGroups/${adGroup.id}` },
      }));
  }

  /** The `ad_group_ad` resource's rows without segments. */
  adRows(customerId: string): GoogleAdsRow[] {
    return [...this.ads.values()]
      .filter((ad) => ad.customerId === customerId)
      .map((ad) => ({
        customer: { id: customerId },
        campaign: { id: ad.campaignId },
        adGroup: { id: ad.adGroupId },
        adGroupAd: {
          resourceName: `customers/${customerId}/adGroupAds/${ad.adGroupId}~${ad.id}`,
          status: ad.status,
          ad: {
            id: ad.id,
            finalUrls: [ad.finalUrl],
            responsiveSearchAd: {
              headlines: ad.headlines.map((text) => ({ text })),
              descriptions: ad.descriptions.map((text) => ({ text })),
            },
          },
        },
      }));
  }

  /** A customer by its id, or undefined for one the stand-in does not hold. */
  customer(id: string): GoogleAdsBookCustomer | undefined {
    return this.customers.get(id);
  }

  /** A campaign by the customer's and its own id. */
  campaign(customerId: string, id: string): GoogleAdsBookCampaign | undefined {
    return this.campaigns.get(`${customerId}-${id}`);
  }

  /** A customer's campaigns, in id order. */
  campaignsOf(customerId: string): GoogleAdsBookCampaign[] {
    return [...this.campaigns.values()].filter((campaign) => campaign.customerId === customerId);
  }

  /** A campaign whose budget is `resourceName`. */
  campaignOfBudget(resourceName: string): GoogleAdsBookCampaign | undefined {
    return [...this.campaigns.values()].find((campaign) => campaign.budget.resourceName === resourceName);
  }

  /** The `customer` resource's row of a customer. */
  customerRows(customerId: string): GoogleAdsRow[] {
    const customer = this.customers.get(customerId);
    if (!customer) return [];
    const { managerId: _, ...fields } = customer;
    return [{ customer: { ...fields, status: 'ENABLED', manager: customer.manager ?? false } }];
  }

  /** The `customer_client` resource's rows of a manager: itself (level 0) and its clients (level 1). */
  customerClientRows(managerId: string): GoogleAdsRow[] {
    const manager = this.customers.get(managerId);
    if (!manager?.manager) return [];
    const clients = [...this.customers.values()].filter((customer) => customer.managerId === managerId);
    return [manager, ...clients].map(
      ({ id, descriptiveName, currencyCode, timeZone, manager: isManager }) => ({
        customerClient: {
          clientCustomer: `customers/${id}`,
          id,
          descriptiveName,
          currencyCode,
          timeZone,
          manager: isManager ?? false,
          status: 'ENABLED',
          level: id === managerId ? '0' : '1',
        },
      }),
    );
  }

  /** The `campaign` resource's rows without segments: each campaign with its budget and customer. */
  campaignRows(customerId: string): GoogleAdsRow[] {
    const customer = this.customers.get(customerId);
    if (!customer) return [];
    return this.campaignsOf(customerId).map(({ customerId: _, budget, ...campaign }) => ({
      customer: { ...customer },
      campaign: { ...campaign, resourceName: `customers/${customerId}/campaigns/${campaign.id}` },
      campaignBudget: { ...budget },
    }));
  }

  /** A campaign's day split over its ad groups or ads, each with the fields naming it. */
  private itemSplit(
    campaign: GoogleAdsBookCampaign,
    counts: DayCounts,
    resource: 'ad_group' | 'ad_group_ad',
  ): { key: Record<string, Record<string, unknown>>; counts: DayCounts }[] {
    const groups = [...this.adGroups.values()].filter(
      (adGroup) => adGroup.customerId === campaign.customerId && adGroup.campaignId === campaign.id,
    );
    const adsOf = (adGroup: GoogleAdsBookAdGroup) =>
      [...this.ads.values()].filter(
        (ad) => ad.customerId === adGroup.customerId && ad.adGroupId === adGroup.id,
      );
    const { adSets, ads } = itemParts(
      counts,
      campaign.id,
      groups.map((adGroup) => adsOf(adGroup).length),
    );
    return adSets.flatMap((groupCounts, group) => {
      const adGroup = groups[group]!;
      const adGroupFields = { adGroup: { id: adGroup.id, name: adGroup.name } };
      if (resource === 'ad_group') return [{ key: adGroupFields, counts: groupCounts }];
      return adsOf(adGroup).map((ad, index) => ({
        key: { ...adGroupFields, adGroupAd: { ad: { id: ad.id } } },
        counts: ads[group]![index]!,
      }));
    });
  }

  /**
   * Applies a `googleAds:mutate` that creates a budget, a campaign, an ad group and an ad, naming one
   * another by temporary ids (`-1`…). Checked whole before anything is applied, as Google does.
   * @returns each operation's resource name, in order, or the first refusal (nothing applied).
   */
  create(
    customerId: string,
    operations: readonly Record<string, { create?: Record<string, unknown> }>[],
  ): { resourceNames: string[] } | { refusal: { code: Record<string, string>; message: string } } {
    const customer = `customers/${customerId}`;
    const ids = new Map<string, string>();
    const next = () => `3${String((this.created += 1)).padStart(9, '0')}`;
    const resolve = (name: unknown) => ids.get(String(name)) ?? String(name);
    const planned: { kind: string; fields: Record<string, unknown>; id: string }[] = [];
    for (const operation of operations) {
      const [kind, body] = Object.entries(operation)[0] ?? [];
      const fields = body?.create;
      if (!kind || !fields)
        return {
          refusal: {
            code: { mutateError: 'OPERATION_NOT_PERMITTED' },
            message: 'Only creates are taken here.',
          },
        };
      const id = next();
      if (typeof fields.resourceName === 'string')
        ids.set(fields.resourceName, `${fields.resourceName.replace(/-\d+$/u, '')}${id}`);
      planned.push({ kind, fields, id });
    }
    for (const { kind, fields } of planned) {
      if (kind === 'campaignOperation' && !String(fields.name ?? '').trim()) {
        return {
          refusal: {
            code: { stringLengthError: 'TOO_SHORT' },
            message: 'Campaign names have 1 to 255 characters.',
          },
        };
      }
      if (kind === 'adGroupAdOperation') {
        const rsa = (
          fields.ad as { responsiveSearchAd?: { headlines?: unknown[]; descriptions?: unknown[] } }
        )?.responsiveSearchAd;
        if ((rsa?.headlines?.length ?? 0) < 3 || (rsa?.descriptions?.length ?? 0) < 2) {
          return {
            refusal: {
              code: { adError: 'TOO_FEW_HEADLINES' },
              message: 'A responsive search ad needs at least 3 headlines and 2 descriptions.',
            },
          };
        }
      }
    }
    const resourceNames: string[] = [];
    const budgets = new Map<string, GoogleAdsBookBudget>();
    for (const { kind, fields, id } of planned) {
      if (kind === 'campaignBudgetOperation') {
        const resourceName = `${customer}/campaignBudgets/${id}`;
        budgets.set(resourceName, {
          resourceName,
          period: fields.period === 'CUSTOM_PERIOD' ? 'CUSTOM_PERIOD' : 'DAILY',
          ...(fields.amountMicros ? { amountMicros: String(fields.amountMicros) } : {}),
          ...(fields.totalAmountMicros ? { totalAmountMicros: String(fields.totalAmountMicros) } : {}),
          explicitlyShared: false,
        });
        resourceNames.push(resourceName);
      } else if (kind === 'campaignOperation') {
        this.campaigns.set(`${customerId}-${id}`, {
          customerId,
          id,
          name: String(fields.name),
          status: fields.status === 'PAUSED' ? 'PAUSED' : 'ENABLED',
          advertisingChannelType: String(fields.advertisingChannelType ?? 'SEARCH'),
          startDateTime: String(fields.startDateTime),
          ...(fields.endDateTime ? { endDateTime: String(fields.endDateTime) } : {}),
          budget: budgets.get(resolve(fields.campaignBudget))!,
        });
        resourceNames.push(`${customer}/campaigns/${id}`);
      } else if (kind === 'adGroupOperation') {
        const campaignId = resolve(fields.campaign).split('/').at(-1)!;
        this.adGroups.set(`${customerId}-${id}`, {
          customerId,
          campaignId,
          id,
          name: String(fields.name ?? ''),
          status: fields.status === 'PAUSED' ? 'PAUSED' : 'ENABLED',
        });
        resourceNames.push(`${customer}/adGroups/${id}`);
      } else {
        const adGroupId = resolve(fields.adGroup).split('/').at(-1)!;
        const ad = fields.ad as {
          finalUrls: string[];
          responsiveSearchAd: { headlines: { text: string }[]; descriptions: { text: string }[] };
        };
        this.ads.set(`${customerId}-${adGroupId}~${id}`, {
          customerId,
          campaignId: this.adGroups.get(`${customerId}-${adGroupId}`)!.campaignId,
          adGroupId,
          id,
          status: fields.status === 'PAUSED' ? 'PAUSED' : 'ENABLED',
          headlines: ad.responsiveSearchAd.headlines.map(({ text }) => text),
          descriptions: ad.responsiveSearchAd.descriptions.map(({ text }) => text),
          finalUrl: ad.finalUrls[0] ?? '',
        });
        resourceNames.push(`${customer}/adGroupAds/${adGroupId}~${id}`);
      }
    }
    return { resourceNames };
  }

  /**
   * Rows of each campaign's days `since`–`until` (`YYYY-MM-DD`): whole days, or split by `breakdown`
   * (a segment field, or a view's name), or each of its ad groups' (`ad_group`) or ads' (`ad_group_ad`).
   */
  deliveryRows(customerId: string, since: string, until: string, breakdown: string | null): GoogleAdsRow[] {
    const customer = this.customers.get(customerId);
    if (!customer) return [];
    const keys = breakdown ? (BREAKDOWNS[breakdown] ?? [{}]) : [{}];
    const perUnit = minorUnitsPerUnit(customer.currencyCode);
    const spanOf = (campaign: GoogleAdsBookCampaign) => ({
      id: campaign.id,
      startDay: campaign.startDateTime.slice(0, 10),
      stopDay: campaign.endDateTime?.slice(0, 10),
    });
    const rows: GoogleAdsRow[] = [];
    const days = campaignDays(
      this.campaignsOf(customerId),
      spanOf,
      { since, until },
      breakdown ?? 'total',
      keys.length,
    );
    for (const { campaign, day: date, parts } of days) {
      const split =
        breakdown === 'ad_group' || breakdown === 'ad_group_ad'
          ? this.itemSplit(campaign, parts[0]!, breakdown)
          : keys.map((key, index) => ({ key, counts: parts[index]! }));
      split.forEach(({ key, counts }) => {
        const part = (field: keyof DayCounts) => counts[field];
        rows.push({
          ...key,
          customer: { id: customerId, currencyCode: customer.currencyCode },
          campaign: { id: campaign.id, name: campaign.name },
          segments: { date, ...(key.segments ?? {}) },
          metrics: {
            impressions: String(part('impressions')),
            clicks: String(part('clicks')),
            costMicros: String(Math.round((part('spendMinor') * 1_000_000) / perUnit)),
            conversions: part('purchases') + part('leads'),
            conversionsValue: part('revenueMinor') / perUnit,
          },
        });
      });
    }
    return rows;
  }
}
