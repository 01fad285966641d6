/**
 * The Meta connector (docs/decisions/0031-ad-network-connectors.md): the Marketing API through
 * Meta's own SDK, `facebook-nodejs-business-sdk`. Lists are read a page at a time; the position a
 * page gives is its `after` cursor alone, never Meta's `next` URL, which carries the token.
 */
import { z } from 'zod';
import type {
  AdNetworkConnector,
  DayRange,
  DeliverySlice,
  NetworkAdAccount,
  NetworkCampaign,
  NetworkCampaignChange,
  NetworkDelivery,
  NetworkPage,
} from '../connector';
import { AdNetworkError } from '../connector';
import {
  graphAdAccountSchema,
  graphCampaignSchema,
  graphInsightsRowSchema,
  graphListSchema,
  graphPermissionSchema,
} from './graphShapes';
import { META_PERMISSIONS } from './metaLogin';
import { GraphApi, META_GRAPH_ORIGIN } from './graphApi';
import { metaUsagePercent, toMetaError } from './metaErrors';
import { META_BREAKDOWNS, toNetworkAdAccount, toNetworkCampaign, toNetworkDelivery } from './metaMapping';

/** Items a page asks for: Meta's largest pages for these edges answer within its time limits. */
const PAGE_SIZE = { adAccounts: 100, campaigns: 200, insights: 500 } as const;

const CAMPAIGN_FIELDS =
  'id,name,status,objective,daily_budget,lifetime_budget,start_time,stop_time,updated_time';
const INSIGHTS_FIELDS =
  'campaign_id,campaign_name,date_start,account_currency,impressions,reach,clicks,spend,actions,action_values';
/** Every campaign, archived and deleted ones included: the product shows them as archived. */
const CAMPAIGN_EFFECTIVE_STATUSES = ['ACTIVE', 'PAUSED', 'IN_PROCESS', 'WITH_ISSUES', 'ARCHIVED', 'DELETED'];

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

  async missingPermissions(): Promise<string[]> {
    const { answer } = await this.page(
      ['me', 'permissions'],
      {},
      graphListSchema(graphPermissionSchema),
      undefined,
    );
    const granted = new Set(
      answer.data.filter(({ status }) => status === 'granted').map(({ permission }) => permission),
    );
    return META_PERMISSIONS.filter((permission) => !granted.has(permission));
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

  async listCampaigns(
    accountId: string,
    changedSince?: string,
    next?: string,
  ): Promise<NetworkPage<NetworkCampaign>> {
    const filtering = [{ field: 'effective_status', operator: 'IN', value: CAMPAIGN_EFFECTIVE_STATUSES }];
    if (changedSince) {
      const seconds = Math.floor(Date.parse(changedSince) / 1000);
      filtering.push({ field: 'updated_time', operator: 'GREATER_THAN', value: [String(seconds - 1)] });
    }
    const { answer, ...page } = await this.page(
      [accountId, 'campaigns'],
      { fields: CAMPAIGN_FIELDS, filtering, limit: PAGE_SIZE.campaigns },
      graphListSchema(graphCampaignSchema),
      next,
    );
    const now = this.now();
    return { items: answer.data.map((campaign) => toNetworkCampaign(campaign, now)), ...page };
  }

  async listDelivery(
    accountId: string,
    days: DayRange,
    dimension: DeliverySlice['dimension'],
    next?: string,
  ): Promise<NetworkPage<NetworkDelivery>> {
    const breakdowns = META_BREAKDOWNS[dimension];
    const { answer, ...page } = await this.page(
      [accountId, 'insights'],
      {
        level: 'campaign',
        time_increment: 1,
        time_range: { since: days.since, until: days.until },
        fields: INSIGHTS_FIELDS,
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
    const params =
      change.kind === 'status'
        ? { status: change.status === 'active' ? 'ACTIVE' : 'PAUSED' }
        : change.kind === 'rename'
          ? { name: change.name }
          : { [change.type === 'daily' ? 'daily_budget' : 'lifetime_budget']: String(change.amountMinor) };
    let response: unknown;
    try {
      response = await this.api.call('POST', [campaignId], params);
    } catch (thrown) {
      throw toMetaError(thrown);
    }
    if (!successSchema.safeParse(response).success) {
      throw new AdNetworkError(
        'meta',
        'transient',
        `Meta did not confirm the change of campaign ${campaignId}.`,
      );
    }
  }
}
