/**
 * The Meta connector (docs/decisions/0031-ad-network-connectors.md): the Marketing API through
 * Meta's own SDK, `facebook-nodejs-business-sdk`. Lists are read a page at a time; the position a
 * page gives is its `after` cursor alone, never Meta's `next` URL, which carries the token.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { z } from 'zod';
import type { Audience, DeliveryItemLevel, Placement } from '@adplatform/campaign-model';
import type {
  AdNetworkConnector,
  DayRange,
  DeliveryDimension,
  NetworkAd,
  NetworkAdAccount,
  NetworkAdSet,
  NetworkAudienceEstimate,
  NetworkCampaign,
  NetworkCampaignChange,
  NetworkCampaignDraft,
  NetworkCreated,
  NetworkDelivery,
  NetworkDeliveryItemChange,
  NetworkInterest,
  NetworkPage,
} from '../connector';
import { AdNetworkError } from '../connector';
import { objectStorySpec } from './adMedia';
import {
  graphAdAccountSchema,
  graphAdSchema,
  graphAdSetSchema,
  graphCampaignSchema,
  graphDeliveryEstimateSchema,
  graphInterestSchema,
  graphInsightsRowSchema,
  graphListSchema,
  graphPermissionSchema,
} from './graphShapes';
import { META_PERMISSIONS } from './metaLogin';
import { GraphApi, META_GRAPH_ORIGIN } from './graphApi';
import { metaUsagePercent, toMetaError } from './metaErrors';
import {
  META_BREAKDOWNS,
  META_LEVELS,
  META_OBJECTIVES,
  META_OPTIMISATION_GOALS,
  toMetaBidding,
  toMetaTargeting,
  toNetworkAd,
  toNetworkAdAccount,
  toNetworkAdSet,
  toNetworkCampaign,
  toNetworkDelivery,
} from './metaMapping';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Items a page asks for: Meta's largest pages for these edges answer within its time limits. */
const PAGE_SIZE = { adAccounts: 100, campaigns: 200, insights: 500 } as const;

const CAMPAIGN_FIELDS =
  'id,name,status,objective,daily_budget,lifetime_budget,start_time,stop_time,updated_time';
const AD_SET_FIELDS =
  'id,campaign_id,name,status,daily_budget,lifetime_budget,start_time,end_time,' +
  'targeting{geo_locations,age_min,age_max,genders,flexible_spec,publisher_platforms,facebook_positions,instagram_positions}';
const AD_FIELDS = 'id,campaign_id,adset_id,name,status,creative{title,body,link_url,call_to_action_type}';
const INSIGHTS_FIELDS =
  'campaign_id,campaign_name,date_start,account_currency,impressions,reach,clicks,spend,actions,action_values';
/** The insights fields naming the ad set, and the ad, at those levels. */
const LEVEL_FIELDS = { campaign: '', adset: ',adset_id,adset_name', ad: ',adset_id,ad_id,ad_name' } as const;
/** Every object, archived and deleted ones included: the product shows them as archived (or off). */
const EFFECTIVE_STATUSES = ['ACTIVE', 'PAUSED', 'IN_PROCESS', 'WITH_ISSUES', 'ARCHIVED', 'DELETED'];
/** The edges of an ad account's objects and the statuses their `effective_status` may take besides. */
const OBJECT_EDGES = { campaigns: [], adsets: ['CAMPAIGN_PAUSED'], ads: ['CAMPAIGN_PAUSED', 'ADSET_PAUSED'] };

/** What the Meta connector is made with. */
export interface MetaConnectorOptions {
  /** The person's long-lived user access token (Facebook Login for Business), from the server's secrets. */
  readonly accessToken: string;
  /** The Graph API's origin: Meta's unless a demo project's stand-in. */
  readonly graphOrigin?: string;
  /** Today, for the statuses that depend on a campaign's schedule. */
  readonly now?: () => Date;
}

const successSchema = z.object({ success: z.literal(true) });
const createdSchema = z.object({ id: z.string().regex(/^\d+$/u) });

/** The Marketing API as an `AdNetworkConnector`. Every method throws `AdNetworkError`. */
export class MetaConnector implements AdNetworkConnector {
  readonly network = 'meta' as const;
  private readonly api: GraphApi;
  private readonly now: () => Date;

  constructor(options: MetaConnectorOptions) {
    this.api = new GraphApi(options.accessToken, options.graphOrigin ?? META_GRAPH_ORIGIN);
    this.now = options.now ?? (() => new Date());
  }

  /** One page of a list edge: its items parsed with `schema`, its `after` cursor and the usage headers. */
  private async page<T extends z.ZodType>(
    path: readonly string[],
    params: Record<string, unknown>,
    schema: T,
    after: string | undefined,
  ): Promise<{ answer: z.infer<T>; next: string | null; usagePercent: number | null }> {
    let response: unknown;
    try {
      response = await this.api.call('GET', path, after ? { ...params, after } : params);
    } catch (thrown) {
      throw toMetaError(thrown);
    }
    const headers = (response as { headers?: Readonly<Record<string, unknown>> } | null)?.headers;
    const parsed = schema.safeParse(response);
    if (!parsed.success) {
      throw new AdNetworkError('meta', 'transient', `Meta answered ${path.join('/')} in an unknown shape.`);
    }
    const paging = (parsed.data as { paging?: { next?: string; cursors?: { after?: string } } }).paging;
    return {
      answer: parsed.data,
      next: paging?.next && paging.cursors?.after ? paging.cursors.after : null,
      usagePercent: metaUsagePercent(headers),
    };
  }

  async missingPermissions(also: readonly string[] = []): Promise<string[]> {
    const { answer } = await this.page(
      ['me', 'permissions'],
      {},
      graphListSchema(graphPermissionSchema),
      undefined,
    );
    const granted = new Set(
      answer.data.filter(({ status }) => status === 'granted').map(({ permission }) => permission),
    );
    return [...new Set([...META_PERMISSIONS, ...also])].filter((permission) => !granted.has(permission));
  }

  async listAdAccounts(next?: string): Promise<NetworkPage<NetworkAdAccount>> {
    const { answer, ...page } = await this.page(
      ['me', 'adaccounts'],
      { fields: 'id,name,currency,timezone_name,account_status', limit: PAGE_SIZE.adAccounts },
      graphListSchema(graphAdAccountSchema),
      next,
    );
    return { items: answer.data.map(toNetworkAdAccount), ...page };
  }

  /** A page of one of the account's object edges, every status, changed since `changedSince` when given. */
  private objects<T extends z.ZodType>(
    accountId: string,
    edge: keyof typeof OBJECT_EDGES,
    fields: string,
    schema: T,
    changedSince: string | undefined,
    next: string | undefined,
  ) {
    const filtering = [
      { field: 'effective_status', operator: 'IN', value: [...EFFECTIVE_STATUSES, ...OBJECT_EDGES[edge]] },
    ];
    if (changedSince) {
      const seconds = Math.floor(Date.parse(changedSince) / 1000);
      filtering.push({ field: 'updated_time', operator: 'GREATER_THAN', value: [String(seconds - 1)] });
    }
    return this.page(
      [accountId, edge],
      { fields, filtering, limit: PAGE_SIZE.campaigns },
      graphListSchema(schema),
      next,
    );
  }

  async listCampaigns(
    accountId: string,
    changedSince?: string,
    next?: string,
  ): Promise<NetworkPage<NetworkCampaign>> {
    const { answer, ...page } = await this.objects(
      accountId,
      'campaigns',
      CAMPAIGN_FIELDS,
      graphCampaignSchema,
      changedSince,
      next,
    );
    const now = this.now();
    return { items: answer.data.map((campaign) => toNetworkCampaign(campaign, now)), ...page };
  }

  async listAdSets(
    accountId: string,
    changedSince?: string,
    next?: string,
  ): Promise<NetworkPage<NetworkAdSet>> {
    const { answer, ...page } = await this.objects(
      accountId,
      'adsets',
      AD_SET_FIELDS,
      graphAdSetSchema,
      changedSince,
      next,
    );
    return { items: answer.data.map(toNetworkAdSet), ...page };
  }

  async listAds(accountId: string, changedSince?: string, next?: string): Promise<NetworkPage<NetworkAd>> {
    const { answer, ...page } = await this.objects(
      accountId,
      'ads',
      AD_FIELDS,
      graphAdSchema,
      changedSince,
      next,
    );
    return { items: answer.data.map(toNetworkAd), ...page };
  }

  async listDelivery(
    accountId: string,
    days: DayRange,
    dimension: DeliveryDimension,
    next?: string,
  ): Promise<NetworkPage<NetworkDelivery>> {
    const breakdowns = META_BREAKDOWNS[dimension];
    const level = META_LEVELS[dimension];
    const { answer, ...page } = await this.page(
      [accountId, 'insights'],
      {
        level,
        time_increment: 1,
        time_range: { since: days.since, until: days.until },
        fields: INSIGHTS_FIELDS + LEVEL_FIELDS[level],
        limit: PAGE_SIZE.insights,
        ...(breakdowns ? { breakdowns } : {}),
      },
      graphListSchema(graphInsightsRowSchema),
      next,
    );
    const items = answer.data.flatMap((row) => toNetworkDelivery(row, dimension, row.account_currency) ?? []);
    return { items, ...page };
  }

  async changeCampaign(campaignId: string, change: NetworkCampaignChange): Promise<void> {
    const params: Record<string, string> =
      change.kind === 'status'
        ? { status: change.status === 'active' ? 'ACTIVE' : 'PAUSED' }
        : change.kind === 'rename'
          ? { name: change.name }
          : { [change.type === 'daily' ? 'daily_budget' : 'lifetime_budget']: String(change.amountMinor) };
    await this.update(campaignId, params, 'campaign');
  }

  async changeDeliveryItem(
    level: DeliveryItemLevel,
    id: string,
    change: NetworkDeliveryItemChange,
  ): Promise<void> {
    await this.update(id, { status: change.status === 'active' ? 'ACTIVE' : 'PAUSED' }, level);
  }

  /**
   * Creates the campaign, then each ad set and each of its ads with its creative, one call each (`POST
   * /act_{id}/campaigns`, `adsets`, `adcreatives`, `ads`). Each creative is an `object_story_spec` of
   * the draft's Page and Instagram account with the ad's media, if any (docs/decisions/0054-meta-ad-media.md).
   * Should a later call fail, the campaign is
   * deleted again (its ad sets and ads with it), so Meta keeps nothing the product does not show.
   */
  async createCampaign(accountId: string, draft: NetworkCampaignDraft): Promise<NetworkCreated> {
    const identity = draft.metaIdentity;
    if (!identity) throw new TypeError('A Meta ad speaks as a Page: the draft names none.');
    const objective = META_OBJECTIVES[draft.objective];
    const status = draft.status === 'active' ? 'ACTIVE' : 'PAUSED';
    // An ad set's own last day, or the campaign's.
    const stopOf = (adSet: NetworkCampaignDraft['adSets'][number]) =>
      adSet.schedule ? adSet.schedule.stopDay : draft.stopDay;
    const budget = (amountMinor: number | null) => ({
      [draft.budget.type === 'daily' ? 'daily_budget' : 'lifetime_budget']: String(amountMinor),
    });
    const campaignId = await this.create(accountId, 'campaigns', {
      name: draft.name,
      objective,
      status,
      special_ad_categories: [],
      ...(draft.budgetOn === 'campaign'
        ? {
            ...budget(draft.budget.amountMinor),
            // The product's form gives a shared budget's ad sets one strategy.
            ...(draft.adSets[0] ? toMetaBidding(draft.adSets[0].bidding, 'campaign') : {}),
          }
        : {}),
    });
    try {
      const adSets: { adSetId: string; adIds: string[] }[] = [];
      for (const adSet of draft.adSets) {
        const adSetId = await this.create(accountId, 'adsets', {
          name: adSet.name,
          campaign_id: campaignId,
          status,
          billing_event: 'IMPRESSIONS',
          optimization_goal: META_OPTIMISATION_GOALS[adSet.goal],
          targeting: toMetaTargeting(adSet.audience, adSet.placements),
          start_time: dayjs.tz(adSet.schedule?.startDay ?? draft.startDay, draft.timeZone).toISOString(),
          ...(stopOf(adSet)
            ? { end_time: dayjs.tz(stopOf(adSet), draft.timeZone).endOf('day').toISOString() }
            : {}),
          ...(draft.budgetOn === 'adSet' ? budget(adSet.amountMinor) : {}),
          ...toMetaBidding(adSet.bidding, draft.budgetOn === 'adSet' ? 'adSet' : 'capOnly'),
        });
        const adIds: string[] = [];
        for (const creative of adSet.ads) {
          const creativeId = await this.create(accountId, 'adcreatives', {
            name: creative.headline,
            object_story_spec: objectStorySpec(
              identity,
              { ...creative, callToAction: creative.callToAction.toUpperCase() },
              creative.metaMedia ?? null,
            ),
          });

          adIds.push(
            await this.create(accountId, 'ads', {
              name: creative.headline,
              adset_id: adSetId,
              creative: { creative_id: creativeId },
              status,
            }),
          );
        }
        adSets.push({ adSetId, adIds });
      }
      return { campaignId, adSets };
    } catch (error) {
      await this.api.call('DELETE', [campaignId]).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Meta's interests matching `query` (`GET /search?type=adinterest`), named in `language`'s locale,
   * each with the bounds of its audience size and its path in Meta's taxonomy.
   */
  async searchInterests(query: string, language: string, limit: number): Promise<readonly NetworkInterest[]> {
    const { answer } = await this.page(
      ['search'],
      { type: 'adinterest', q: query, limit, locale: language.replace('-', '_') },
      graphListSchema(graphInterestSchema),
      undefined,
    );
    return answer.data.slice(0, limit).map((interest) => ({
      id: interest.id,
      name: interest.name,
      path: interest.path ?? [],
      audienceSize:
        interest.audience_size_lower_bound !== undefined && interest.audience_size_upper_bound !== undefined
          ? { lower: interest.audience_size_lower_bound, upper: interest.audience_size_upper_bound }
          : null,
    }));
  }

  /**
   * Meta's estimate of the monthly active people `audience` on `placements` reaches through the ad
   * account (`GET /act_{id}/delivery_estimate`, optimising for reach), or null while it is not ready.
   */
  async estimateAudience(
    accountId: string,
    audience: Audience,
    placements: readonly Placement[],
  ): Promise<NetworkAudienceEstimate | null> {
    const { answer } = await this.page(
      [accountId, 'delivery_estimate'],
      { targeting_spec: toMetaTargeting(audience, placements), optimization_goal: 'REACH' },
      graphListSchema(graphDeliveryEstimateSchema),
      undefined,
    );
    const [estimate] = answer.data;
    if (!estimate?.estimate_ready) return null;
    return { lower: estimate.estimate_mau_lower_bound, upper: estimate.estimate_mau_upper_bound };
  }

  /** Creates one object on an ad account's edge (`POST /act_{id}/{edge}`). @returns its id. */
  private async create(accountId: string, edge: string, params: Record<string, unknown>): Promise<string> {
    let response: unknown;
    try {
      response = await this.api.call('POST', [accountId, edge], params);
    } catch (thrown) {
      throw toMetaError(thrown);
    }
    const created = createdSchema.safeParse(response);
    if (!created.success) {
      throw new AdNetworkError('meta', 'transient', `Meta did not confirm the creation on ${edge}.`);
    }
    return created.data.id;
  }

  /** Updates one object (`POST /{id}`); resolves once Meta answered `success`. */
  private async update(id: string, params: Record<string, string>, what: string): Promise<void> {
    let response: unknown;
    try {
      response = await this.api.call('POST', [id], params);
    } catch (thrown) {
      throw toMetaError(thrown);
    }
    if (!successSchema.safeParse(response).success) {
      throw new AdNetworkError('meta', 'transient', `Meta did not confirm the change of ${what} ${id}.`);
    }
  }
}
