/**
 * The Google Ads connector (docs/decisions/0033-google-ads-connector.md): the Google Ads API's REST
 * interface, GAQL searches a page at a time (the position a page gives is its `nextPageToken`) and
 * mutates of one operation, authorised by the person's refresh token through Google's auth library.
 */
import type { z } from 'zod';
import type { DeliveryItemLevel } from '@adplatform/campaign-model';
import type {
  AdNetworkConnector,
  DayRange,
  DeliveryDimension,
  NetworkAd,
  NetworkAdAccount,
  NetworkAdSet,
  NetworkCampaign,
  NetworkCampaignChange,
  NetworkCampaignDraft,
  NetworkCreated,
  NetworkDelivery,
  NetworkDeliveryItemChange,
  NetworkPage,
} from '../connector';
import { AdNetworkError } from '../connector';
import {
  GOOGLE_ADS_ENDPOINTS,
  GoogleAdsRest,
  type GoogleAdsApp,
  type GoogleAdsEndpoints,
} from './googleAdsApi';
import {
  clientAdAccount,
  customerAndCampaign,
  googleAdsAdGroupId,
  googleAdsAdId,
  googleAdsCampaignId,
  itemResource,
  minorToMicros,
  toNetworkAd,
  toNetworkAdAccount,
  toNetworkAdSet,
  toNetworkCampaign,
  toNetworkDelivery,
} from './googleAdsMapping';
import { GOOGLE_ADS_SCOPES } from './googleAdsLogin';
import {
  LEAD_FORM_QUERY,
  LEAD_FORMS_PER_CUSTOMER_MAX,
  leadFormDeliveryOperation,
  leadFormRowSchema,
  toGoogleLeadForm,
  type GoogleLeadForm,
} from './googleAdsLeadForms';
import {
  accessibleCustomersSchema,
  customerClientRowSchema,
  adGroupAdRowSchema,
  adGroupRowSchema,
  campaignRowSchema,
  customerRowSchema,
  deliveryRowSchema,
  mutateAllAnswerSchema,
  type CustomerClientRow,
  mutateAnswerSchema,
  searchAnswerSchema,
} from './googleAdsShapes';

/** Customers read for one page of ad accounts (a search each). */
const CUSTOMERS_PER_PAGE = 25;

const CUSTOMER_QUERY =
  'SELECT customer.id, customer.descriptive_name, customer.currency_code, customer.time_zone, ' +
  'customer.status, customer.manager FROM customer LIMIT 1';
/** A manager's direct clients (level 1; level 0 is the manager itself). */
const CLIENTS_QUERY =
  'SELECT customer_client.id, customer_client.descriptive_name, customer_client.currency_code, ' +
  'customer_client.time_zone, customer_client.status, customer_client.manager, customer_client.level ' +
  'FROM customer_client WHERE customer_client.level = 1';
const CAMPAIGN_FIELDS =
  'customer.id, customer.time_zone, customer.currency_code, campaign.id, campaign.name, campaign.status, ' +
  'campaign.advertising_channel_type, campaign.start_date_time, campaign.end_date_time, ' +
  'campaign_budget.resource_name, campaign_budget.period, campaign_budget.amount_micros, ' +
  'campaign_budget.total_amount_micros, campaign_budget.explicitly_shared';
const AD_GROUP_QUERY =
  'SELECT customer.id, campaign.id, campaign.advertising_channel_type, ad_group.id, ad_group.name, ' +
  'ad_group.status FROM ad_group ORDER BY ad_group.id';
const AD_QUERY =
  'SELECT customer.id, campaign.id, ad_group.id, ad_group_ad.status, ad_group_ad.ad.id, ad_group_ad.ad.name, ' +
  'ad_group_ad.ad.final_urls, ad_group_ad.ad.responsive_search_ad.headlines, ' +
  'ad_group_ad.ad.responsive_search_ad.descriptions FROM ad_group_ad ORDER BY ad_group_ad.ad.id';
const DELIVERY_FIELDS =
  'customer.id, customer.currency_code, campaign.id, campaign.name, segments.date, metrics.impressions, ' +
  'metrics.clicks, metrics.cost_micros, metrics.conversions, metrics.conversions_value';

/** Each slice's extra field, the resource it is read from, and the condition the resource needs. */
const DELIVERY_QUERIES: Readonly<
  Record<DeliveryDimension, { field: string | null; from: string; where: string | null }>
> = {
  adSet: { field: 'ad_group.id, ad_group.name', from: 'ad_group', where: null },
  ad: { field: 'ad_group.id, ad_group_ad.ad.id, ad_group_ad.ad.name', from: 'ad_group_ad', where: null },
  total: { field: null, from: 'campaign', where: null },
  device: { field: 'segments.device', from: 'campaign', where: null },
  placement: { field: 'segments.ad_network_type', from: 'campaign', where: null },
  // Where people were, not what they were interested in: each impression counted once.
  country: {
    field: 'geographic_view.country_criterion_id',
    from: 'geographic_view',
    where: "geographic_view.location_type = 'LOCATION_OF_PRESENCE'",
  },
  age: { field: 'ad_group_criterion.age_range.type', from: 'age_range_view', where: null },
  gender: { field: 'ad_group_criterion.gender.type', from: 'gender_view', where: null },
};

/** What the Google Ads connector is made with. */
export interface GoogleAdsConnectorOptions {
  readonly app: GoogleAdsApp;
  /** The person's refresh token (OAuth 2.0, offline access), from the server's secrets. */
  readonly refreshToken: string;
  /** The manager account each customer reached through one is called through (`NetworkAdAccount.managerId`). */
  readonly managers?: Readonly<Record<string, string>>;
  /** Google's endpoints unless a demo project's stand-in. */
  readonly endpoints?: GoogleAdsEndpoints;
  /** Today, for the statuses that depend on a campaign's schedule. */
  readonly now?: () => Date;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/u;

/** The Google Ads API as an `AdNetworkConnector`. Every method throws `AdNetworkError`. */
export class GoogleAdsConnector implements AdNetworkConnector {
  readonly network = 'googleAds' as const;
  private readonly rest: GoogleAdsRest;
  private readonly now: () => Date;

  constructor(options: GoogleAdsConnectorOptions) {
    this.rest = new GoogleAdsRest(
      options.app,
      options.endpoints ?? GOOGLE_ADS_ENDPOINTS,
      options.refreshToken,
      options.managers,
    );
    this.now = options.now ?? (() => new Date());
  }

  /** `answer` parsed with `schema`; an answer in another shape fails as `transient`. */
  private parse<T extends z.ZodType>(schema: T, answer: unknown, what: string): z.infer<T> {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      throw new AdNetworkError('googleAds', 'transient', `Google Ads answered ${what} in an unknown shape.`);
    }
    return parsed.data;
  }

  /** One page of a query's rows, each parsed with `schema`. */
  private async search<T extends z.ZodType>(
    customerId: string,
    query: string,
    schema: T,
    pageToken: string | undefined,
  ): Promise<{ rows: z.infer<T>[]; next: string | null }> {
    const answer = this.parse(
      searchAnswerSchema,
      await this.rest.search(customerId, query, pageToken),
      'a search',
    );
    return {
      rows: answer.results.map((row) => this.parse(schema, row, 'a row')),
      next: answer.nextPageToken || null,
    };
  }

  async missingPermissions(also: readonly string[] = []): Promise<string[]> {
    const granted = new Set(await this.rest.grantedScopes());
    return [...new Set([...GOOGLE_ADS_SCOPES, ...also])].filter((scope) => !granted.has(scope));
  }

  /**
   * The accessible customers, `CUSTOMERS_PER_PAGE` at a time (the position is an offset); a manager
   * account stands for its direct clients, each reached through it (`managerId`).
   */
  async listAdAccounts(next?: string): Promise<NetworkPage<NetworkAdAccount>> {
    const { resourceNames } = this.parse(
      accessibleCustomersSchema,
      await this.rest.listAccessibleCustomers(),
      'the accessible customers',
    );
    const offset = Number(next ?? 0) || 0;
    const ids = resourceNames.slice(offset, offset + CUSTOMERS_PER_PAGE).map((name) => name.split('/')[1]!);
    const items: NetworkAdAccount[] = [];
    for (const id of ids) {
      const { rows } = await this.search(id, CUSTOMER_QUERY, customerRowSchema, undefined);
      for (const row of rows) {
        if (!row.customer.manager) {
          items.push(toNetworkAdAccount(row));
          continue;
        }
        let page: string | null = null;
        do {
          const clients: { rows: CustomerClientRow[]; next: string | null } = await this.search(
            id,
            CLIENTS_QUERY,
            customerClientRowSchema,
            page ?? undefined,
          );
          for (const client of clients.rows) {
            if (!client.customerClient.manager) items.push(clientAdAccount(client, id));
          }
          page = clients.next;
        } while (page);
      }
    }
    const end = offset + ids.length;
    return { items, next: end < resourceNames.length ? String(end) : null, usagePercent: null };
  }

  /**
   * Every campaign of the customer, whatever `changedSince` says: a page holds up to 10,000 rows, so
   * the whole list costs what the changes would, and the sync writes only what differs.
   */
  async listCampaigns(
    accountId: string,
    _changedSince?: string,
    next?: string,
  ): Promise<NetworkPage<NetworkCampaign>> {
    const query = `SELECT ${CAMPAIGN_FIELDS} FROM campaign ORDER BY campaign.id`;
    const { rows, next: following } = await this.search(accountId, query, campaignRowSchema, next);
    const now = this.now();
    return { items: rows.map((row) => toNetworkCampaign(row, now)), next: following, usagePercent: null };
  }

  /** Every ad group of the customer, whatever `changedSince` says (as `listCampaigns`). */
  async listAdSets(
    accountId: string,
    _changedSince?: string,
    next?: string,
  ): Promise<NetworkPage<NetworkAdSet>> {
    const { rows, next: following } = await this.search(accountId, AD_GROUP_QUERY, adGroupRowSchema, next);
    return { items: rows.map(toNetworkAdSet), next: following, usagePercent: null };
  }

  /** Every ad of the customer, whatever `changedSince` says (as `listCampaigns`). */
  async listAds(accountId: string, _changedSince?: string, next?: string): Promise<NetworkPage<NetworkAd>> {
    const { rows, next: following } = await this.search(accountId, AD_QUERY, adGroupAdRowSchema, next);
    return { items: rows.map(toNetworkAd), next: following, usagePercent: null };
  }

  async listDelivery(
    accountId: string,
    days: DayRange,
    dimension: DeliveryDimension,
    next?: string,
  ): Promise<NetworkPage<NetworkDelivery>> {
    if (!DAY.test(days.since) || !DAY.test(days.until)) throw new Error('Days are YYYY-MM-DD.');
    const { field, from, where } = DELIVERY_QUERIES[dimension];
    const conditions = [
      `segments.date BETWEEN '${days.since}' AND '${days.until}'`,
      'metrics.impressions > 0',
      ...(where ? [where] : []),
    ];
    const query = `SELECT ${DELIVERY_FIELDS}${field ? `, ${field}` : ''} FROM ${from} WHERE ${conditions.join(' AND ')}`;
    const { rows, next: following } = await this.search(accountId, query, deliveryRowSchema, next);
    return {
      items: rows.flatMap((row) => toNetworkDelivery(row, dimension) ?? []),
      next: following,
      usagePercent: null,
    };
  }

  async changeCampaign(id: string, change: NetworkCampaignChange): Promise<void> {
    const { customerId, campaignId } = customerAndCampaign(id);
    const resourceName = `customers/${customerId}/campaigns/${campaignId}`;
    let answer: unknown;
    if (change.kind === 'budget') {
      answer = await this.changeBudget(customerId, campaignId, change);
    } else {
      const update =
        change.kind === 'status'
          ? { resourceName, status: change.status === 'active' ? 'ENABLED' : 'PAUSED' }
          : { resourceName, name: change.name };
      answer = await this.rest.mutate(customerId, 'campaigns', [
        { update, updateMask: change.kind === 'status' ? 'status' : 'name' },
      ]);
    }
    this.parse(mutateAnswerSchema, answer, `the change of campaign ${id}`);
  }

  /**
   * Creates a Search campaign with its budget, an ad group per ad set and a responsive search ad per ad
   * in one `googleAds:mutate`, which Google applies whole or not at all. A budget or dates on the ad
   * groups are refused (Google Ads keeps them on campaigns), and so is a cost cap; a bid cap is the ad
   * group's manual cost-per-click bid. An ad's headlines are its creative's headline, the
   * campaign's name and the destination's host; its descriptions the primary text and the headline
   * (Google asks for at least three and two).
   */
  async createCampaign(customerId: string, draft: NetworkCampaignDraft): Promise<NetworkCreated> {
    if (draft.budgetOn === 'adSet') {
      throw new AdNetworkError('googleAds', 'refused', 'Google Ads keeps budgets on campaigns.', {
        networkCode: 'budgetOnAdGroup',
        networkMessage: 'Google Ads sets budgets on campaigns, not on ad groups.',
      });
    }
    if (draft.adSets.some((adSet) => adSet.schedule !== null)) {
      throw new AdNetworkError('googleAds', 'refused', 'Google Ads keeps dates on campaigns.', {
        networkCode: 'scheduleOnAdGroup',
        networkMessage: 'Google Ads sets start and end dates on campaigns, not on ad groups.',
      });
    }
    if (draft.adSets.some((adSet) => adSet.bidding.strategy === 'costCap')) {
      throw new AdNetworkError('googleAds', 'refused', 'Google Ads has no cost cap here.', {
        networkCode: 'costCapOnSearch',
        networkMessage:
          'A Search campaign with manual bids has no cost cap: choose a bid cap or the lowest cost.',
      });
    }
    const customer = `customers/${customerId}`;
    const status = draft.status === 'active' ? 'ENABLED' : 'PAUSED';
    const currency = await this.currencyOf(customerId);
    const micros = String(minorToMicros(draft.budget.amountMinor, currency));
    const lifetime = draft.budget.type === 'lifetime';
    const text = (value: string, max: number) => ({ text: value.slice(0, max) });
    // Temporary resource names: -1 the budget, -2 the campaign, then one per ad group.
    const adGroupName = (index: number) => `${customer}/adGroups/-${index + 3}`;
    const adGroupOperations = draft.adSets.flatMap((adSet, index) => [
      {
        adGroupOperation: {
          create: {
            resourceName: adGroupName(index),
            name: adSet.name,
            campaign: `${customer}/campaigns/-2`,
            status: 'ENABLED',
            type: 'SEARCH_STANDARD',
            // A bid cap is the ad group's manual bid: the most it pays for a click.
            ...(adSet.bidding.strategy === 'bidCap' && adSet.bidding.capMinor !== null
              ? { cpcBidMicros: String(minorToMicros(adSet.bidding.capMinor, currency)) }
              : {}),
          },
        },
      },
      ...adSet.ads.map((creative) => ({
        adGroupAdOperation: {
          create: {
            adGroup: adGroupName(index),
            status: 'ENABLED',
            ad: {
              finalUrls: [creative.destinationUrl],
              responsiveSearchAd: {
                headlines: [
                  text(creative.headline, 30),
                  text(draft.name, 30),
                  text(new URL(creative.destinationUrl).hostname, 30),
                ],
                descriptions: [text(creative.primaryText, 90), text(creative.headline, 90)],
              },
            },
          },
        },
      })),
    ]);
    const answer = await this.rest.mutateAll(customerId, [
      {
        campaignBudgetOperation: {
          create: {
            resourceName: `${customer}/campaignBudgets/-1`,
            name: `${draft.name} (${Date.now()})`,
            deliveryMethod: 'STANDARD',
            explicitlyShared: false,
            ...(lifetime
              ? { period: 'CUSTOM_PERIOD', totalAmountMicros: micros }
              : { period: 'DAILY', amountMicros: micros }),
          },
        },
      },
      {
        campaignOperation: {
          create: {
            resourceName: `${customer}/campaigns/-2`,
            name: draft.name,
            status,
            advertisingChannelType: 'SEARCH',
            campaignBudget: `${customer}/campaignBudgets/-1`,
            manualCpc: {},
            networkSettings: { targetGoogleSearch: true, targetSearchNetwork: true },
            startDateTime: `${draft.startDay} 00:00:00`,
            ...(draft.stopDay ? { endDateTime: `${draft.stopDay} 23:59:59` } : {}),
          },
        },
      },
      ...adGroupOperations,
    ]);
    const results = this.parse(mutateAllAnswerSchema, answer, 'the creation').mutateOperationResponses;
    // The answers come in the operations' order: the budget, the campaign, then each ad group and its ads.
    const idOf = (index: number, key: string) => results[index]?.[key]?.resourceName?.split('/').at(-1) ?? '';
    const campaignId = idOf(1, 'campaignResult');
    let next = 2;
    const adSets = draft.adSets.map((adSet) => {
      const adGroupId = idOf(next, 'adGroupResult');
      const adIds = adSet.ads.map((_, index) => {
        const [, adId = ''] = idOf(next + 1 + index, 'adGroupAdResult').split('~');
        return googleAdsAdId(customerId, adGroupId, adId);
      });
      next += 1 + adSet.ads.length;
      return { adSetId: googleAdsAdGroupId(customerId, adGroupId), adIds };
    });
    return { campaignId: googleAdsCampaignId(customerId, campaignId), adSets };
  }

  /**
   * The customer's lead form assets (docs/decisions/0051-google-ads-lead-forms.md), the first
   * {@link LEAD_FORMS_PER_CUSTOMER_MAX}, with the webhook each delivers to.
   */
  async listLeadForms(customerId: string): Promise<GoogleLeadForm[]> {
    const { rows } = await this.search(customerId, LEAD_FORM_QUERY, leadFormRowSchema, undefined);
    return rows.slice(0, LEAD_FORMS_PER_CUSTOMER_MAX).map((row) => toGoogleLeadForm(customerId, row));
  }

  /**
   * Makes the customer's lead form `assetId` deliver its leads to `webhook` (its URL and the key
   * Google sends back with each lead), or to none when null.
   */
  async setLeadFormWebhook(
    customerId: string,
    assetId: string,
    webhook: { readonly url: string; readonly key: string } | null,
  ): Promise<void> {
    const answer = await this.rest.mutate(customerId, 'assets', [
      leadFormDeliveryOperation(customerId, assetId, webhook),
    ]);
    this.parse(mutateAnswerSchema, answer, `the change of lead form ${assetId}`);
  }

  /** The customer's currency (its budgets' micros are of it). */
  private async currencyOf(customerId: string): Promise<string> {
    const { rows } = await this.search(customerId, CUSTOMER_QUERY, customerRowSchema, undefined);
    const customer = rows[0]?.customer;
    if (!customer)
      throw new AdNetworkError('googleAds', 'transient', `Customer ${customerId} did not answer.`);
    return customer.currencyCode;
  }

  async changeDeliveryItem(
    level: DeliveryItemLevel,
    id: string,
    change: NetworkDeliveryItemChange,
  ): Promise<void> {
    const { customerId, resourceName } = itemResource(level, id);
    const answer = await this.rest.mutate(customerId, level === 'adSet' ? 'adGroups' : 'adGroupAds', [
      {
        update: { resourceName, status: change.status === 'active' ? 'ENABLED' : 'PAUSED' },
        updateMask: 'status',
      },
    ]);
    this.parse(mutateAnswerSchema, answer, `the change of ${resourceName}`);
  }

  /**
   * A campaign's budget is a resource of its own: its amount is changed there. A budget shared with
   * other campaigns, or of the other kind (daily against a custom period), is refused here rather than
   * changing more, or other, than the person asked.
   */
  private async changeBudget(
    customerId: string,
    campaignId: string,
    change: Extract<NetworkCampaignChange, { kind: 'budget' }>,
  ): Promise<unknown> {
    const query = `SELECT ${CAMPAIGN_FIELDS} FROM campaign WHERE campaign.id = ${campaignId}`;
    const { rows } = await this.search(customerId, query, campaignRowSchema, undefined);
    const row = rows[0];
    const budget = row?.campaignBudget;
    if (!row || !budget?.resourceName) {
      throw new AdNetworkError('googleAds', 'refused', `Campaign ${campaignId} has no budget of its own.`);
    }
    const lifetime = budget.period === 'CUSTOM_PERIOD';
    if (budget.explicitlyShared) {
      throw new AdNetworkError('googleAds', 'refused', 'The budget is shared.', {
        networkCode: 'sharedBudget',
        networkMessage: 'This budget is shared with other campaigns on Google Ads.',
      });
    }
    if (lifetime !== (change.type === 'lifetime')) {
      throw new AdNetworkError('googleAds', 'refused', 'The budget is of the other kind.', {
        networkCode: 'budgetPeriod',
        networkMessage: lifetime
          ? 'This campaign has a budget for its whole schedule on Google Ads.'
          : 'This campaign has a daily budget on Google Ads.',
      });
    }
    const micros = String(minorToMicros(change.amountMinor, row.customer.currencyCode));
    const field = lifetime ? 'totalAmountMicros' : 'amountMicros';
    return this.rest.mutate(customerId, 'campaignBudgets', [
      {
        update: { resourceName: budget.resourceName, [field]: micros },
        updateMask: lifetime ? 'total_amount_micros' : 'amount_micros',
      },
    ]);
  }
}
