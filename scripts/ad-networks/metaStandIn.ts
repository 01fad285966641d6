/**
 * A local stand-in of Meta's Marketing API for the demo project (docs/decisions/0031-ad-network-connectors.md):
 * the login dialog of Facebook Login for Business, the code exchange and the long-lived token's
 * renewal (`fb_exchange_token`), `me/permissions`,
 * `me/adaccounts`, the interests' targeting search and an account's delivery estimates
 * (`metaAudiences.ts`), an account's `campaigns`, `adsets`, `ads` and `insights` (paged by cursors,
 * filtered, broken down, at each level), and updates of campaigns, ad sets and ads, with Meta's refusals (a budget below the minimum), its usage headers and its
 * errors: an expired token (190/463), a withdrawn permission (200), a rate limit (17 with the business
 * use case header). Its Facebook Pages and their instant forms deliver new leads to the app's
 * webhook (`metaLeadForms.ts`); its Ad Library answers `ads_archive` searches (`metaAdArchive.ts`). Test routes under `/_test` make people and Pages, leave leads on a
 * form, and expire a token, withdraw its permissions or refuse its calls. State is kept in memory. It refuses to start for a project that is not a `demo-` one.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dailyMinimumMinor, minorUnitsPerUnit } from '@adplatform/campaign-model';
import { DEMO_META_APP, DEMO_META_PORT, demoFunctionUrl } from '@adplatform/ad-networks/demo';
import { searchArchive, standInArchive } from './metaAdArchive';
import {
  isMetaApiVersionServed,
  META_CREATOR_PERMISSIONS,
  META_LEAD_PERMISSIONS,
  META_POST_PERMISSIONS,
  META_PERMISSIONS,
  newestMetaApiVersion,
} from '@adplatform/ad-networks/meta';
import { isDemoProject } from '@adplatform/plans/demo-billing';
import { dayIn } from '@adplatform/ad-networks';
import {
  MetaBook,
  META_BOOK_BREAKDOWNS,
  type MetaBookAccount,
  type MetaBookCampaign,
  type MetaBookObject,
} from './metaBook';
import { metaDeliveryEstimate, searchMetaInterests } from './metaAudiences';
import { MetaLeadForms, type StandInPage } from './metaLeadForms';
import { loginPage } from './metaLoginPage';
import { createInstagram } from './metaInstagram';
import { createAdMedia } from './metaAdMedia';
import { createPublishing } from './metaPublishing';
import { readBody } from '../lib/requestBody';

/** A person who logs in to the stand-in's dialog, and the ad accounts they manage. */
interface Person {
  readonly email: string;
  readonly accountIds: string[];
}

/** An access token the stand-in issued. */
interface Token {
  readonly email: string;
  readonly expiresAt: number;
  expired: boolean;
  readonly withdrawn: Set<string>;
  /** Calls still served before the rate limit refusals start, and how many are refused then. */
  servedBeforeRefusals: number;
  refusals: number;
}

/** The demo advertiser every fresh stand-in has, with two ad accounts. */
export const DEMO_META_PERSON = 'advertiser@demo-meta.test';

/** How long a token the exchange issues lives (Meta's long-lived user tokens: about 60 days), in s. */
const TOKEN_LIFETIME_S = 60 * 86_400;
/** Calls a token may make in a window before the business use case header reads 100%. */
const CALLS_PER_HOUR = 600;
/** How long the business use case's counters count calls, in ms (Meta's rolling window: an hour). */
const USAGE_WINDOW_MS = 3_600_000;
/** The objectives whose campaigns optimise for conversions, and how many times the minimum budget they need. */
const CONVERSION_OBJECTIVES = new Set(['OUTCOME_SALES', 'OUTCOME_LEADS', 'CONVERSIONS', 'LEAD_GENERATION']);
const CONVERSION_MINIMUM_FACTOR = 5;
/** Meta's bid strategies. */
const BID_STRATEGIES: ReadonlySet<string> = new Set([
  'LOWEST_COST_WITHOUT_CAP',
  'COST_CAP',
  'LOWEST_COST_WITH_BID_CAP',
]);
/** The outcome objectives a new campaign may have. */
const OBJECTIVE_NAMES = new Set([
  'OUTCOME_AWARENESS',
  'OUTCOME_TRAFFIC',
  'OUTCOME_ENGAGEMENT',
  'OUTCOME_LEADS',
  'OUTCOME_SALES',
  'OUTCOME_APP_PROMOTION',
]);
/** Insights reads kept for their next pages. */
const INSIGHTS_CACHED = 4;
const PAGE_DEFAULT = 25;
const PAGE_MAX = { campaigns: 500, insights: 500, adaccounts: 100 } as const;
/** The most archived ads one page of `ads_archive` answers. */
const ARCHIVE_PAGE_MAX = 100;

function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** A Graph API error answer. */
function graphError(
  response: ServerResponse,
  status: number,
  error: {
    message: string;
    code: number;
    error_subcode?: number;
    error_user_title?: string;
    error_user_msg?: string;
  },
  headers: Record<string, string> = {},
): void {
  json(
    response,
    status,
    { error: { type: 'OAuthException', fbtrace_id: randomBytes(8).toString('base64url'), ...error } },
    headers,
  );
}

/** A request's parameters: the query, and a JSON or form body. */
async function paramsOf(request: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const params: Record<string, string> = Object.fromEntries(url.searchParams);
  const body = await readBody(request);
  if (!body) return params;
  if ((request.headers['content-type'] ?? '').includes('json')) {
    for (const [key, value] of Object.entries(JSON.parse(body) as Record<string, unknown>)) {
      params[key] = typeof value === 'string' ? value : JSON.stringify(value);
    }
    return params;
  }
  return { ...params, ...Object.fromEntries(new URLSearchParams(body)) };
}

const cursorOf = (offset: number): string => Buffer.from(`offset:${offset}`).toString('base64url');
const offsetOf = (cursor: string | undefined): number =>
  cursor ? Number(/^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString())?.[1] ?? 0) : 0;

/** Options of {@link startMetaStandIn}. */
export interface MetaStandInOptions {
  /** The project the emulators run: must be a `demo-` project. */
  readonly projectId: string;
  readonly port?: number;
  /** The demo advertiser's campaigns per account (default 12) and days of history (default 120). */
  readonly demoCampaigns?: number;
  readonly demoDays?: number;
  /** The calls a token may make in an hour before its usage reaches 100 % (default 600). */
  readonly callsPerHour?: number;
  /** Where new leads are delivered (default: the demo project's `metaLeadWebhook` behind the functions' gate). */
  readonly leadWebhookUrl?: string;
  readonly now?: () => Date;
}

/** Starts the stand-in on the loopback interface. @throws Error for a project that is not a demo project. */
export async function startMetaStandIn(options: MetaStandInOptions): Promise<Server> {
  if (!isDemoProject(options.projectId)) {
    throw new Error(`The Meta stand-in serves demo projects only, not ${options.projectId}.`);
  }
  const now = options.now ?? (() => new Date());
  const callsPerHour = options.callsPerHour ?? CALLS_PER_HOUR;
  // Known once listening (a test may ask for any free port, 0).
  let origin = '';
  const book = new MetaBook();
  const leadForms = new MetaLeadForms(
    DEMO_META_APP.secret,
    options.leadWebhookUrl ?? demoFunctionUrl(options.projectId, 'metaLeadWebhook'),
  );
  const people = new Map<string, Person>();
  const tokens = new Map<string, Token>();
  const codes = new Map<string, { email: string; redirectUri: string; scopes: string[] }>();
  const callsInWindow = new Map<string, number>();
  let windowStart = now().getTime();
  // The insights of the last reads, which their next pages read again; dropped when a campaign changes.
  const insightsCache = new Map<string, Record<string, unknown>[]>();
  const insights = (
    accountId: string,
    since: string,
    until: string,
    breakdowns: string | null,
    level: 'campaign' | 'adset' | 'ad',
  ) => {
    const key = `${accountId}|${since}|${until}|${breakdowns ?? ''}|${level}`;
    const cached = insightsCache.get(key) ?? book.insights(accountId, since, until, breakdowns, level);
    insightsCache.set(key, cached);
    if (insightsCache.size > INSIGHTS_CACHED) insightsCache.delete(insightsCache.keys().next().value!);
    return cached;
  };

  const addPerson = (
    email: string,
    accounts: readonly Omit<MetaBookAccount, 'account_status'>[],
    campaigns: number,
    days: number,
    asOf = now(),
  ) => {
    for (const account of accounts) book.addAccount({ ...account, account_status: 1 }, campaigns, days, asOf);
    people.set(email, { email, accountIds: accounts.map(({ id }) => id) });
  };
  addPerson(
    DEMO_META_PERSON,
    [
      { id: 'act_1000000001', name: 'Demo Shoes – Europe', currency: 'EUR', timezone_name: 'Europe/Madrid' },
      { id: 'act_1000000002', name: 'Demo Shoes – US', currency: 'USD', timezone_name: 'America/New_York' },
    ],
    options.demoCampaigns ?? 12,
    options.demoDays ?? 120,
  );
  leadForms.addPage(DEMO_META_PERSON, 'Demo Shoes', '1500000001');
  const instagram = createInstagram();
  const adMedia = createAdMedia();
  const publishing = createPublishing();
  instagram.link('1500000001', 'demoshoes');
  const archive = standInArchive(now());

  /** The usage header of a token's calls (the business use case's, as Meta sends it). */
  const usageHeaders = (token: string, accountId: string | null, limited = false): Record<string, string> => {
    const used = Math.round(((callsInWindow.get(token) ?? 0) * 100) / callsPerHour);
    const percent = limited ? 100 : Math.min(100, used);
    const entry = {
      type: 'ads_management',
      call_count: percent,
      total_cputime: Math.round(percent / 2),
      total_time: Math.round(percent / 2),
      // Minutes until calls are served again, as Meta counts them.
      estimated_time_to_regain_access: limited ? 1 : 0,
    };
    return {
      'x-business-use-case-usage': JSON.stringify({ [accountId?.replace('act_', '') ?? 'me']: [entry] }),
    };
  };

  /** The token's person, or an answer already sent (unknown, expired, a permission withdrawn, refused). */
  const authorise = (
    response: ServerResponse,
    params: Record<string, string>,
    needs: string,
  ): Person | null => {
    const token = tokens.get(params.access_token ?? '');
    const person = token ? people.get(token.email) : undefined;
    if (!token || !person) {
      graphError(response, 400, {
        message: 'Invalid OAuth access token - Cannot parse access token',
        code: 190,
      });
      return null;
    }
    if (token.expired || token.expiresAt <= now().getTime()) {
      graphError(response, 400, {
        message: `Error validating access token: Session has expired on ${new Date(token.expiresAt).toUTCString()}.`,
        code: 190,
        error_subcode: 463,
      });
      return null;
    }
    if (token.withdrawn.has(needs)) {
      graphError(response, 403, {
        message: `(#200) Requires ${needs} permission to manage the object`,
        code: 200,
      });
      return null;
    }
    if (now().getTime() - windowStart > USAGE_WINDOW_MS) {
      callsInWindow.clear();
      windowStart = now().getTime();
    }
    callsInWindow.set(params.access_token!, (callsInWindow.get(params.access_token!) ?? 0) + 1);
    if (token.refusals > 0 && token.servedBeforeRefusals > 0) token.servedBeforeRefusals -= 1;
    else if (token.refusals > 0) {
      token.refusals -= 1;
      graphError(
        response,
        400,
        { message: 'User request limit reached', code: 17, error_subcode: 2446079 },
        usageHeaders(params.access_token!, null, true),
      );
      return null;
    }
    return person;
  };

  /** One page of `items` from the request's `after` cursor, with Meta's `paging` (its `next` URL carries the token). */
  const page = (url: URL, params: Record<string, string>, items: readonly unknown[], max: number) => {
    const limit = Math.min(Math.max(1, Number(params.limit) || PAGE_DEFAULT), max);
    const offset = offsetOf(params.after);
    const data = items.slice(offset, offset + limit);
    const after = cursorOf(offset + data.length);
    const next = new URL(url.pathname, origin);
    for (const [key, value] of Object.entries(params)) next.searchParams.set(key, value);
    next.searchParams.set('after', after);
    return {
      data,
      paging: {
        cursors: { before: cursorOf(offset), after },
        ...(offset + data.length < items.length ? { next: next.toString() } : {}),
      },
    };
  };

  const objectFields = ({ accountId: _account, ...object }: MetaBookObject) => ({
    ...object,
    account_id: _account.replace('act_', ''),
  });

  /** The objects of an edge a filtering parameter keeps (effective status, updated time). */
  const filtered = <T extends MetaBookObject>(objects: readonly T[], filtering: string | undefined): T[] => {
    const rules = filtering
      ? (JSON.parse(filtering) as { field: string; operator: string; value: unknown }[])
      : [];
    return objects.filter((object) =>
      rules.every((rule) => {
        if (rule.field === 'effective_status' && rule.operator === 'IN')
          return (rule.value as string[]).includes(object.status);
        if (rule.field === 'updated_time' && rule.operator === 'GREATER_THAN') {
          const [seconds] = Array.isArray(rule.value) ? rule.value : [rule.value];
          return Date.parse(object.updated_time) / 1000 > Number(seconds);
        }
        return true;
      }),
    );
  };

  /** An ad set's or ad's update: its status only, as the product sends. */
  const updateItem = (response: ServerResponse, item: MetaBookObject, params: Record<string, string>) => {
    if (!['ACTIVE', 'PAUSED', 'ARCHIVED', 'DELETED'].includes(params.status ?? '')) {
      return graphError(response, 400, {
        message: '(#100) Param status must be one of {ACTIVE, PAUSED, DELETED, ARCHIVED}',
        code: 100,
      });
    }
    item.status = params.status as MetaBookObject['status'];
    item.updated_time = now().toISOString();
    insightsCache.clear();
    return json(response, 200, { success: true });
  };

  /**
   * Meta's refusal of a budget in `params` below the account's minimum for what the campaign (of
   * `objective`) optimises for, or null when there is none to refuse.
   */
  const budgetRefusal = (accountId: string, objective: string, params: Record<string, string>) => {
    const account = book.account(accountId)!;
    for (const field of ['daily_budget', 'lifetime_budget'] as const) {
      if (params[field] === undefined) continue;
      const amount = Number(params[field]);
      // As on Meta, the minimum depends on what the campaign optimises for: conversions cost more.
      const minimum =
        dailyMinimumMinor(account.currency) *
        (CONVERSION_OBJECTIVES.has(objective) ? CONVERSION_MINIMUM_FACTOR : 1);
      if (!Number.isInteger(amount) || amount < minimum) {
        const shown = new Intl.NumberFormat('en-US', {
          style: 'currency',
          currency: account.currency,
        }).format(minimum / minorUnitsPerUnit(account.currency));
        return {
          message: 'Invalid parameter',
          code: 100,
          error_subcode: 1885272,
          error_user_title: 'Your budget is too low',
          error_user_msg: `The minimum budget for this campaign is ${shown} a day.`,
        };
      }
    }
    return null;
  };

  /** A campaign update (status, budget, name): Meta's refusal of a budget below the account's minimum. */
  const updateCampaign = (
    response: ServerResponse,
    campaign: MetaBookCampaign,
    params: Record<string, string>,
  ) => {
    const refusal = budgetRefusal(campaign.accountId, campaign.objective, params);
    if (refusal) return graphError(response, 400, refusal);
    if (params.status !== undefined && !['ACTIVE', 'PAUSED', 'ARCHIVED', 'DELETED'].includes(params.status)) {
      return graphError(response, 400, {
        message: '(#100) Param status must be one of {ACTIVE, PAUSED, DELETED, ARCHIVED}',
        code: 100,
      });
    }
    if (params.name !== undefined && (params.name.trim() === '' || params.name.length > 400)) {
      return graphError(response, 400, {
        message: '(#100) Invalid parameter',
        code: 100,
        error_user_msg: 'Campaign names must have 1 to 400 characters.',
      });
    }
    if (params.status) campaign.status = params.status as MetaBookCampaign['status'];
    if (params.daily_budget) campaign.daily_budget = params.daily_budget;
    if (params.lifetime_budget) campaign.lifetime_budget = params.lifetime_budget;
    if (params.name) campaign.name = params.name;
    campaign.updated_time = now().toISOString();
    insightsCache.clear();
    return json(response, 200, { success: true });
  };

  /**
   * `POST /act_{id}/{campaigns|adsets|adcreatives|ads}`: a new object of the account, with the refusals
   * the product's calls may meet (a missing or unknown parent, a budget below the minimum, a link that
   * is not https). @returns `{ id }`.
   */
  const createObject = (
    response: ServerResponse,
    accountId: string,
    edge: string,
    params: Record<string, string>,
    person: Person,
  ) => {
    const at = now().toISOString();
    const invalid = (message: string) =>
      graphError(response, 400, { message: `(#100) ${message}`, code: 100 });
    const status = (params.status ?? 'PAUSED') as MetaBookCampaign['status'];
    if (!['ACTIVE', 'PAUSED'].includes(status))
      return invalid('Param status must be one of {ACTIVE, PAUSED}');
    insightsCache.clear();
    if (edge === 'campaigns') {
      if (!params.name?.trim()) return invalid('The parameter name is required');
      if (!OBJECTIVE_NAMES.has(params.objective ?? ''))
        return invalid('Param objective must be an outcome objective');
      if (params.special_ad_categories === undefined)
        return invalid('The parameter special_ad_categories is required');
      const refusal = budgetRefusal(accountId, params.objective!, params);
      if (refusal) return graphError(response, 400, refusal);
      if (params.bid_strategy !== undefined && !BID_STRATEGIES.has(params.bid_strategy))
        return invalid(
          'Param bid_strategy must be one of {LOWEST_COST_WITHOUT_CAP, COST_CAP, LOWEST_COST_WITH_BID_CAP}',
        );
      const campaign = book.createCampaign({
        accountId,
        name: params.name,
        status,
        objective: params.objective!,
        special_ad_categories: JSON.parse(params.special_ad_categories) as string[],
        ...(params.daily_budget ? { daily_budget: params.daily_budget } : {}),
        ...(params.lifetime_budget ? { lifetime_budget: params.lifetime_budget } : {}),
        ...(params.bid_strategy ? { bid_strategy: params.bid_strategy } : {}),
        start_time: at,
        updated_time: at,
      });
      return json(response, 200, { id: campaign.id });
    }
    if (edge === 'adsets') {
      const campaign = book.campaign(params.campaign_id ?? '');
      if (!campaign || campaign.accountId !== accountId)
        return invalid('Param campaign_id must be a campaign of the account');
      const targeting = JSON.parse(params.targeting ?? 'null') as Record<string, unknown> | null;
      if (!(targeting?.geo_locations as { countries?: string[] } | undefined)?.countries?.length) {
        return invalid('Targeting must name at least one location');
      }
      if (!params.billing_event || !params.optimization_goal)
        return invalid('billing_event and optimization_goal are required');
      // As Meta: a cap strategy, the ad set's or its campaign's, bids with the ad set's amount.
      const strategy = params.bid_strategy ?? campaign.bid_strategy ?? 'LOWEST_COST_WITHOUT_CAP';
      if (!BID_STRATEGIES.has(strategy))
        return invalid(
          'Param bid_strategy must be one of {LOWEST_COST_WITHOUT_CAP, COST_CAP, LOWEST_COST_WITH_BID_CAP}',
        );
      if (strategy !== 'LOWEST_COST_WITHOUT_CAP' && !/^[1-9]\d*$/u.test(params.bid_amount ?? ''))
        return invalid(`Param bid_amount is required for the bid strategy ${strategy}`);
      const refusal = budgetRefusal(accountId, campaign.objective, params);
      if (refusal) return graphError(response, 400, refusal);
      if (
        !campaign.daily_budget &&
        !campaign.lifetime_budget &&
        !params.daily_budget &&
        !params.lifetime_budget
      ) {
        return invalid('An ad set needs a budget when its campaign has none');
      }
      const adSet = book.createAdSet({
        accountId,
        campaign_id: campaign.id,
        name: params.name ?? '',
        status,
        targeting: targeting!,
        billing_event: params.billing_event,
        optimization_goal: params.optimization_goal,
        ...(params.bid_strategy ? { bid_strategy: params.bid_strategy } : {}),
        ...(params.bid_amount ? { bid_amount: params.bid_amount } : {}),
        ...(params.daily_budget ? { daily_budget: params.daily_budget } : {}),
        ...(params.lifetime_budget ? { lifetime_budget: params.lifetime_budget } : {}),
        ...(params.start_time ? { start_time: params.start_time } : {}),
        ...(params.end_time ? { end_time: params.end_time } : {}),
        updated_time: at,
      });
      // A campaign runs from its ad sets' start to their end, as Meta reports it.
      if (params.start_time) campaign.start_time = params.start_time;
      if (params.end_time) campaign.stop_time = params.end_time;
      return json(response, 200, { id: adSet.id });
    }
    if (edge === 'adcreatives' && params.object_story_spec !== undefined) {
      const story = JSON.parse(params.object_story_spec) as Record<string, unknown>;
      const pages = leadForms.pagesOf(person.email).map(({ id }) => id);
      const refusal = adMedia.storyRefusal(
        accountId,
        story,
        pages,
        (pageId) => instagram.accountOfPage(pageId)?.id,
      );
      if (refusal) return graphError(response, 400, refusal);
      const link = (story.link_data ?? {}) as Record<string, unknown>;
      const video = (story.video_data ?? {}) as Record<string, unknown>;
      const call = ((link.call_to_action ?? video.call_to_action) as { type?: string } | undefined)?.type;
      const kept: Record<string, string> = {
        title: String(link.name ?? video.title ?? ''),
        body: String(link.message ?? video.message ?? ''),
        link_url: String(
          link.link ?? (video.call_to_action as { value?: { link?: string } })?.value?.link ?? '',
        ),
        call_to_action_type: call ?? 'LEARN_MORE',
        page_id: String(story.page_id),
        ...(story.instagram_user_id ? { instagram_user_id: String(story.instagram_user_id) } : {}),
        ...(link.image_hash ? { image_hash: String(link.image_hash) } : {}),
        ...(link.image_crops ? { image_crops: JSON.stringify(link.image_crops) } : {}),
        ...(video.video_id ? { video_id: String(video.video_id), image_hash: String(video.image_hash) } : {}),
      };
      return json(response, 200, { id: book.createCreative(accountId, kept) });
    }
    // As Meta: a creative speaks as a Page, through its story.
    if (edge === 'adcreatives') return invalid('Param object_story_spec is required');
    const adSet = book.object(params.adset_id ?? '');
    const creative = book.creative(
      (JSON.parse(params.creative ?? '{}') as { creative_id?: string }).creative_id ?? '',
    );
    if (!adSet || !('targeting' in adSet) || adSet.accountId !== accountId)
      return invalid('Param adset_id must be an ad set of the account');
    if (!creative || creative.accountId !== accountId)
      return invalid('Param creative must name a creative of the account');
    const ad = book.createAd({
      accountId,
      campaign_id: adSet.campaign_id,
      adset_id: adSet.id,
      name: params.name ?? '',
      status,
      creative: creative.creative,
      updated_time: at,
    });
    return json(response, 200, { id: ad.id });
  };

  /** The routes under `/_test`, which the tests and the seed use to shape what Meta would hold. */
  const testRoute = (
    response: ServerResponse,
    method: string,
    path: string,
    params: Record<string, string>,
  ) => {
    if (method === 'POST' && path === '/_test/people') {
      // `asOf` makes the same book as a person added then; `token` brings back one issued then.
      const accounts = JSON.parse(params.accounts ?? '[]') as Omit<MetaBookAccount, 'account_status'>[];
      const asOf = params.asOf ? new Date(params.asOf) : now();
      addPerson(
        params.email ?? '',
        accounts,
        Number(params.campaigns) || 12,
        Number(params.days) || 120,
        asOf,
      );
      if (params.token) {
        tokens.set(params.token, {
          email: params.email ?? '',
          expiresAt: params.expiresAt
            ? Date.parse(params.expiresAt)
            : now().getTime() + TOKEN_LIFETIME_S * 1000,
          expired: false,
          withdrawn: new Set(),
          servedBeforeRefusals: 0,
          refusals: 0,
        });
      }
      return json(response, 200, { email: params.email, accounts: accounts.map(({ id }) => id) });
    }
    const tokenPath = /^\/_test\/tokens\/([^/]+)\/(expire|withdraw|refuse)$/.exec(path);
    const token = tokenPath ? tokens.get(decodeURIComponent(tokenPath[1]!)) : undefined;
    if (method === 'POST' && tokenPath && token) {
      if (tokenPath[2] === 'expire') token.expired = true;
      else if (tokenPath[2] === 'withdraw') token.withdrawn.add(params.permission ?? 'ads_management');
      else {
        // The token's next `calls` calls are refused with Meta's rate limit, after `after` more are served.
        token.refusals = Number(params.calls) || 1;
        token.servedBeforeRefusals = Number(params.after) || 0;
      }
      return json(response, 200, { ok: true });
    }
    const campaignPath = /^\/_test\/campaigns\/(\d+)$/.exec(path);
    const campaign = campaignPath ? book.campaign(campaignPath[1]!) : undefined;
    if (campaign && method === 'GET') return json(response, 200, objectFields(campaign));
    if (campaign && method === 'POST') return updateCampaign(response, campaign, params);
    const pagePostsPath = method === 'GET' ? /^\/_test\/pages\/(\d+)\/posts$/.exec(path) : null;
    if (pagePostsPath) return json(response, 200, { data: publishing.postsOfPage(pagePostsPath[1]!, now()) });
    const instagramPath = /^\/_test\/instagram\/(\d+)\/(media|quota)$/.exec(path);
    if (instagramPath && method === 'GET' && instagramPath[2] === 'media')
      return json(response, 200, { data: publishing.postsOfInstagram(instagramPath[1]!) });
    if (instagramPath && method === 'POST' && instagramPath[2] === 'quota') {
      // Posts counted as published just now, to bring an account near its daily limit.
      publishing.fillQuota(instagramPath[1]!, Math.min(Number(params.count) || 0, 1_000), now());
      return json(response, 200, publishing.limit(instagramPath[1]!, now()));
    }
    const creativePath = method === 'GET' ? /^\/_test\/creatives\/(\d+)$/.exec(path) : null;
    const creative = creativePath ? book.creative(creativePath[1]!) : undefined;
    if (creative) return json(response, 200, { id: creativePath![1], ...creative.creative });
    const objectPath = /^\/_test\/objects\/(\d+)$/.exec(path);
    const object = objectPath ? book.object(objectPath[1]!) : undefined;
    if (object && method === 'GET') return json(response, 200, objectFields(object));
    if (method === 'POST' && path === '/_test/pages') {
      // `id` gives a Page back its id when a restored run gives the stand-in its people again.
      const added = leadForms.addPage(params.email ?? '', params.name ?? 'Page', params.id || undefined);
      // `instagram` links an Instagram professional account of that username to the Page.
      const linked = params.instagram ? instagram.link(added.id, params.instagram) : undefined;
      return json(response, 200, { id: added.id, name: added.name, instagramId: linked?.id ?? null });
    }
    // Leads left before anything was subscribed, for a backfill to read.
    const pastPath = /^\/_test\/pages\/(\d+)\/past-leads$/.exec(path);
    const pastPage = pastPath && method === 'POST' ? leadForms.page(pastPath[1]!) : undefined;
    if (pastPage) {
      const count = Math.min(Number(params.count) || 1, 20_000);
      try {
        leadForms.addPastLeads(
          pastPage,
          { formId: params.formId ?? '1600000002', count, days: Number(params.days) || 90 },
          now(),
        );
      } catch (error) {
        return json(response, 400, { error: (error as Error).message });
      }
      return json(response, 200, { count });
    }
    const pagePath = /^\/_test\/pages\/(\d+)$/.exec(path);
    const testPage = pagePath ? leadForms.page(pagePath[1]!) : undefined;
    if (testPage && method === 'GET')
      return json(response, 200, { id: testPage.id, name: testPage.name, subscribed: testPage.subscribed });
    // A person leaves a lead on a Page's form: delivered to the webhook at once when the Page is subscribed.
    const leadPage =
      method === 'POST' && path === '/_test/leads' ? leadForms.page(params.pageId ?? '') : undefined;
    if (leadPage) {
      return leadForms
        .submit(
          leadPage,
          {
            form_id: params.formId ?? '1600000001',
            field_data: JSON.parse(params.fields ?? '[]') as { name: string; values: string[] }[],
            ...(params.adId ? { ad_id: params.adId } : {}),
            ...(params.campaignId ? { campaign_id: params.campaignId } : {}),
            ...(params.campaignName ? { campaign_name: params.campaignName } : {}),
          },
          now(),
        )
        .then(
          ({ lead, delivery }) => json(response, 200, { id: lead.id, delivery }),
          (error: unknown) => json(response, 400, { error: (error as Error).message }),
        );
    }
    const redelivery = /^\/_test\/leads\/(\d+)\/deliver$/.exec(path);
    const delivered = redelivery && method === 'POST' ? leadForms.lead(redelivery[1]!) : undefined;
    if (delivered)
      return leadForms.deliver(delivered, now()).then((delivery) => json(response, 200, delivery));
    if (method === 'GET' && path === '/_test/tokens') {
      return json(response, 200, {
        data: [...tokens].map(([value, { email }]) => ({ token: value, email })),
      });
    }
    return json(response, 404, { error: 'not found' });
  };

  /**
   * `fb_exchange_token`: a valid token of the app's person exchanged for a new one of a full lifetime,
   * with the same permissions; the one exchanged stays valid until it ends, as on Meta.
   */
  const extendToken = (response: ServerResponse, params: Record<string, string>) => {
    const held = tokens.get(params.fb_exchange_token ?? '');
    if (params.client_id !== DEMO_META_APP.id || params.client_secret !== DEMO_META_APP.secret) {
      return graphError(response, 400, {
        message: 'Error validating client secret.',
        code: 1,
        error_subcode: 0,
      });
    }
    if (!held || held.expired || held.expiresAt <= now().getTime()) {
      return graphError(response, 400, {
        message: 'Error validating access token: The session has been invalidated.',
        code: 190,
        error_subcode: 460,
      });
    }
    const value = `EAAD${randomBytes(30).toString('base64url')}`;
    tokens.set(value, {
      email: held.email,
      expiresAt: now().getTime() + TOKEN_LIFETIME_S * 1000,
      expired: false,
      withdrawn: new Set(held.withdrawn),
      servedBeforeRefusals: 0,
      refusals: 0,
    });
    return json(response, 200, { access_token: value, token_type: 'bearer', expires_in: TOKEN_LIFETIME_S });
  };

  /** The login dialog and the code exchange of Facebook Login for Business. */
  const loginRoute = (
    response: ServerResponse,
    method: string,
    path: string,
    params: Record<string, string>,
  ): boolean => {
    if (/^(\/v\d+\.\d+)?\/dialog\/oauth$/.test(path) && method === 'GET') {
      if (params.client_id !== DEMO_META_APP.id) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end('Invalid App ID');
        return true;
      }
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(loginPage(params, DEMO_META_PERSON));
      return true;
    }
    if (path === '/dialog/oauth/answer' && method === 'POST') {
      const redirect = new URL(params.redirect_uri ?? '');
      if (params.state) redirect.searchParams.set('state', params.state);
      if (params.answer !== 'continue' || !people.has(params.email ?? '')) {
        redirect.searchParams.set('error', 'access_denied');
        redirect.searchParams.set('error_reason', 'user_denied');
        redirect.searchParams.set('error_description', 'Permissions error');
      } else {
        const code = randomBytes(24).toString('base64url');
        codes.set(code, {
          email: params.email!,
          redirectUri: params.redirect_uri!,
          scopes: (params.scope ?? '').split(','),
        });
        redirect.searchParams.set('code', code);
      }
      response.writeHead(302, { location: redirect.toString() }).end();
      return true;
    }
    if (/^\/v\d+\.\d+\/oauth\/access_token$/.test(path) && params.grant_type === 'fb_exchange_token') {
      extendToken(response, params);
      return true;
    }
    if (/^\/v\d+\.\d+\/oauth\/access_token$/.test(path)) {
      const code = codes.get(params.code ?? '');
      if (
        params.client_id !== DEMO_META_APP.id ||
        params.client_secret !== DEMO_META_APP.secret ||
        !code ||
        code.redirectUri !== params.redirect_uri
      ) {
        graphError(response, 400, {
          message: 'Error validating verification code.',
          code: 100,
          error_subcode: 36007,
        });
        return true;
      }
      codes.delete(params.code!);
      const value = `EAAD${randomBytes(30).toString('base64url')}`;
      // What the dialog did not ask for is not granted: Lead Ads' permissions come with a later consent.
      const withdrawn = new Set(
        [
          ...new Set([
            ...META_PERMISSIONS,
            ...META_LEAD_PERMISSIONS,
            ...META_CREATOR_PERMISSIONS,
            ...META_POST_PERMISSIONS,
          ]),
        ].filter((permission) => !code.scopes.includes(permission)),
      );
      tokens.set(value, {
        email: code.email,
        expiresAt: now().getTime() + TOKEN_LIFETIME_S * 1000,
        expired: false,
        withdrawn,
        servedBeforeRefusals: 0,
        refusals: 0,
      });
      json(response, 200, { access_token: value, token_type: 'bearer', expires_in: TOKEN_LIFETIME_S });
      return true;
    }
    return false;
  };

  /** What a Page's own token may do: subscribe the app to its leads, and read a lead of its forms. */
  const pageRoute = (
    response: ServerResponse,
    method: string,
    path: string,
    params: Record<string, string>,
    page: StandInPage,
  ) => {
    if (method === 'POST' && path === `/${page.id}/subscribed_apps`) {
      if (!(params.subscribed_fields ?? '').split(',').includes('leadgen')) {
        return graphError(response, 400, {
          message: '(#100) Param subscribed_fields must be one of {leadgen, feed, messages} - got ""',
          code: 100,
        });
      }
      page.subscribed = true;
      return json(response, 200, { success: true });
    }
    if (method === 'POST' && (path === `/${page.id}/feed` || path === `/${page.id}/photos`)) {
      const photo = path.endsWith('/photos');
      const made = publishing.postOnPage(page.id, params, photo, now());
      if ('error' in made) return graphError(response, 400, made.error);
      return json(
        response,
        200,
        photo ? { id: made.post.id.split('_')[1], post_id: made.post.id } : { id: made.post.id },
      );
    }
    const postAsked = method === 'GET' ? /^\/(\d+_\d+)$/.exec(path)?.[1] : undefined;
    const post = postAsked?.startsWith(`${page.id}_`) ? publishing.pagePost(postAsked, now()) : undefined;
    if (post) return json(response, 200, post);
    if (method === 'GET' && path === `/${page.id}/leadgen_forms`) {
      const forms = leadForms.formsOf(page.id).map(({ id, name }) => ({ id, name, status: 'ACTIVE' }));
      return json(response, 200, { data: forms, paging: { cursors: {} } });
    }
    const formPath = method === 'GET' ? /^\/(\d+)\/leads$/.exec(path) : null;
    if (formPath) {
      const filter = (
        JSON.parse(params.filtering ?? '[]') as { field: string; operator: string; value: number }[]
      ).find(({ field, operator }) => field === 'time_created' && operator === 'GREATER_THAN');
      const answer = leadForms.formLeads(page.id, formPath[1]!, {
        since: filter?.value ?? 0,
        limit: Number(params.limit) || 25,
        after: params.after,
      });
      if (answer) return json(response, 200, answer);
    }
    const leadPath = method === 'GET' ? /^\/(\d+)$/.exec(path) : null;
    const lead = leadPath ? leadForms.lead(leadPath[1]!) : undefined;
    if (lead && lead.pageId === page.id) {
      const { pageId: _page, ...fields } = lead;
      return json(response, 200, fields);
    }
    return graphError(response, 400, {
      message: `Unsupported ${method} request. Object with ID '${path.slice(1)}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
      code: 100,
      error_subcode: 33,
    });
  };

  /** The Graph API's routes under `/v{version}`. */
  const graphRoute = (
    response: ServerResponse,
    method: string,
    url: URL,
    path: string,
    params: Record<string, string>,
  ) => {
    const reading = method === 'GET';
    const pageOfToken = leadForms.pageOfToken(params.access_token ?? '');
    if (pageOfToken) return pageRoute(response, method, path, params, pageOfToken);
    const pageAsked = reading && /^\/(\d+)$/.exec(path)?.[1];
    const managedPage = pageAsked && params.fields === 'access_token' ? leadForms.page(pageAsked) : undefined;
    const instagramAsked =
      pageAsked && (params.fields ?? '').startsWith('business_discovery')
        ? instagram.account(pageAsked)
        : undefined;
    const instagramEdge = /^\/(\d+)\/(media|media_publish|content_publishing_limit)$/.exec(path);
    const instagramOwn = instagramEdge ? instagram.account(instagramEdge[1]!) : undefined;
    const instagramRead =
      pageAsked && /^(status_code|permalink$)/u.test(params.fields ?? '') ? pageAsked : undefined;
    const forPages = reading && (path === '/me/accounts' || managedPage !== undefined);
    const person = authorise(
      response,
      params,
      instagramOwn && !reading
        ? 'instagram_content_publish'
        : instagramAsked || instagramOwn || instagramRead
          ? 'instagram_basic'
          : forPages
            ? 'pages_show_list'
            : reading
              ? 'ads_read'
              : 'ads_management',
    );
    if (!person) return;
    const token = params.access_token!;
    if (instagramOwn) {
      if (leadForms.page(instagramOwn.pageId)?.managedBy !== person.email) {
        return graphError(response, 403, {
          message: `(#10) You do not have permission to access ${instagramOwn.id}`,
          code: 10,
        });
      }
      const edgeName = instagramEdge![2];
      if (reading && edgeName === 'content_publishing_limit')
        return json(response, 200, publishing.limit(instagramOwn.id, now()));
      if (!reading && edgeName === 'media') {
        const made = publishing.makeContainer(instagramOwn.id, params);
        return 'error' in made ? graphError(response, 400, made.error) : json(response, 200, made);
      }
      if (!reading && edgeName === 'media_publish') {
        const published = publishing.publish(instagramOwn.id, params.creation_id ?? '', now());
        return 'error' in published
          ? graphError(response, 400, published.error)
          : json(response, 200, published);
      }
    }
    if (instagramRead) {
      const found = params.fields!.startsWith('status_code')
        ? publishing.containerStatus(instagramRead)
        : publishing.instagramPost(instagramRead);
      if (found) return json(response, 200, found);
    }
    if (instagramAsked) {
      const lacking = ['instagram_manage_insights', 'pages_read_engagement'].find((permission) =>
        tokens.get(token)!.withdrawn.has(permission),
      );
      if (lacking) {
        return graphError(response, 403, {
          message: `(#10) Application does not have permission for this action: ${lacking}`,
          code: 10,
        });
      }
      if (leadForms.page(instagramAsked.pageId)?.managedBy !== person.email) {
        return graphError(response, 403, {
          message: `(#10) You do not have permission to access ${instagramAsked.id}`,
          code: 10,
        });
      }
      const answer = instagram.discover(params.fields ?? '', now());
      if ('error' in answer) return graphError(response, 400, answer.error);
      return json(
        response,
        200,
        { business_discovery: answer.found, id: instagramAsked.id },
        usageHeaders(token, null),
      );
    }
    if (reading && path === '/me/accounts') {
      const withInstagram = (params.fields ?? '').includes('instagram_business_account');
      const pages = leadForms.pagesOf(person.email).map(({ id, name }) => {
        const linked = withInstagram ? instagram.accountOfPage(id) : undefined;
        return {
          id,
          name,
          tasks: ['ADVERTISE', 'MODERATE'],
          ...(linked ? { instagram_business_account: { id: linked.id, username: linked.username } } : {}),
        };
      });
      return json(response, 200, { data: pages, paging: { cursors: {} } });
    }
    if (managedPage) {
      if (managedPage.managedBy !== person.email) {
        return graphError(response, 403, {
          message: `(#10) You do not have permission to access ${managedPage.id}`,
          code: 10,
        });
      }
      return json(response, 200, { id: managedPage.id, access_token: managedPage.token });
    }
    if (reading && path === '/me/permissions') {
      const withdrawn = tokens.get(token)!.withdrawn;
      return json(response, 200, {
        data: [
          ...new Set([
            ...META_PERMISSIONS,
            ...META_LEAD_PERMISSIONS,
            ...META_CREATOR_PERMISSIONS,
            ...META_POST_PERMISSIONS,
          ]),
        ].map((permission) => ({
          permission,
          status: withdrawn.has(permission) ? 'declined' : 'granted',
        })),
      });
    }
    if (reading && path === '/me/adaccounts') {
      const accounts = person.accountIds.map((id) => book.account(id)!);
      return json(response, 200, page(url, params, accounts, PAGE_MAX.adaccounts), usageHeaders(token, null));
    }
    if (reading && path === '/ads_archive') {
      const found = searchArchive(archive, params, now());
      if ('code' in found) return graphError(response, 400, found);
      return json(response, 200, page(url, params, found, ARCHIVE_PAGE_MAX), usageHeaders(token, null));
    }
    if (reading && path === '/search') {
      if (params.type !== 'adinterest') {
        return graphError(response, 400, {
          message: '(#100) The type parameter is not supported',
          code: 100,
        });
      }
      const limit = Math.min(Number(params.limit ?? 25) || 25, 1000);
      return json(
        response,
        200,
        { data: searchMetaInterests(params.q ?? '', params.locale, limit) },
        usageHeaders(token, null),
      );
    }
    const estimating = /^\/(act_\d+)\/delivery_estimate$/.exec(path);
    if (reading && estimating) {
      if (!person.accountIds.includes(estimating[1]!)) {
        return graphError(response, 403, {
          message: `(#10) You do not have permission to access ${estimating[1]!}`,
          code: 10,
        });
      }
      const estimate = metaDeliveryEstimate(JSON.parse(params.targeting_spec ?? '{}') as object);
      if (!estimate) {
        return graphError(response, 400, {
          message: 'Invalid parameter',
          code: 100,
          error_user_msg: 'Choose at least one location to reach.',
        });
      }
      return json(response, 200, { data: [estimate] }, usageHeaders(token, estimating[1]!));
    }
    const uploading = method === 'POST' ? /^\/(act_\d+)\/(adimages|advideos)$/.exec(path) : null;
    if (uploading) {
      if (!person.accountIds.includes(uploading[1]!)) {
        return graphError(response, 403, {
          message: `(#10) You do not have permission to access ${uploading[1]!}`,
          code: 10,
        });
      }
      if (uploading[2] === 'adimages') {
        const name = params.name ?? 'image';
        const added = adMedia.addImage(uploading[1]!, params.bytes ?? '', name);
        if ('error' in added) return graphError(response, 400, added.error);
        return json(response, 200, { images: { [name]: { hash: added.hash } } });
      }
      const added = adMedia.addVideo(uploading[1]!, params.file_url ?? '');
      if ('error' in added) return graphError(response, 400, added.error);
      return json(response, 200, { id: added.id });
    }
    const videoAsked =
      reading && params.fields === 'status' && pageAsked ? adMedia.videoStatus(pageAsked) : undefined;
    if (videoAsked) return json(response, 200, videoAsked);
    const creating = /^\/(act_\d+)\/(campaigns|adsets|adcreatives|ads)$/.exec(path);
    if (creating && method === 'POST') {
      if (!person.accountIds.includes(creating[1]!)) {
        return graphError(response, 403, {
          message: `(#10) You do not have permission to access ${creating[1]!}`,
          code: 10,
        });
      }
      return createObject(response, creating[1]!, creating[2]!, params, person);
    }
    const edge = /^\/(act_\d+)\/(campaigns|adsets|ads|insights)$/.exec(path);
    if (reading && edge) {
      const accountId = edge[1]!;
      if (!person.accountIds.includes(accountId)) {
        return graphError(response, 403, {
          message: `(#10) You do not have permission to access ${accountId}`,
          code: 10,
        });
      }
      if (edge[2] !== 'insights') {
        const objects: readonly MetaBookObject[] =
          edge[2] === 'campaigns'
            ? book.campaignsOf(accountId)
            : edge[2] === 'adsets'
              ? book.adSetsOf(accountId)
              : book.adsOf(accountId);
        return json(
          response,
          200,
          page(url, params, filtered(objects, params.filtering).map(objectFields), PAGE_MAX.campaigns),
          usageHeaders(token, accountId),
        );
      }
      const level = params.level === 'adset' || params.level === 'ad' ? params.level : 'campaign';
      const breakdowns = params.breakdowns ?? null;
      if (breakdowns && !META_BOOK_BREAKDOWNS.includes(breakdowns)) {
        return graphError(response, 400, {
          message: `(#100) ${breakdowns} is not a valid breakdown`,
          code: 100,
        });
      }
      const range = JSON.parse(params.time_range ?? 'null') as { since: string; until: string } | null;
      const today = dayIn(book.account(accountId)!.timezone_name, now());
      const rows = insights(accountId, range?.since ?? today, range?.until ?? today, breakdowns, level);
      return json(response, 200, page(url, params, rows, PAGE_MAX.insights), usageHeaders(token, accountId));
    }
    const objectPath = /^\/(\d+)$/.exec(path);
    const object = objectPath ? book.object(objectPath[1]!) : undefined;
    if (object && !person.accountIds.includes(object.accountId)) {
      return graphError(response, 403, {
        message: '(#10) You do not have permission to edit this object',
        code: 10,
      });
    }
    if (object && reading)
      return json(response, 200, objectFields(object), usageHeaders(token, object.accountId));
    const campaign = objectPath ? book.campaign(objectPath[1]!) : undefined;
    if (campaign && method === 'POST') return updateCampaign(response, campaign, params);
    if (object && method === 'POST') return updateItem(response, object, params);
    if (campaign && method === 'DELETE') {
      book.deleteCampaign(campaign.id, now().toISOString());
      insightsCache.clear();
      return json(response, 200, { success: true });
    }
    return graphError(response, 400, {
      message: `Unsupported ${method} request. Object with ID '${path.slice(1)}' does not exist`,
      code: 100,
      error_subcode: 33,
    });
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const method = request.method ?? 'GET';
    paramsOf(request, url)
      .then((params) => {
        if (url.pathname.startsWith('/_test/')) return testRoute(response, method, url.pathname, params);
        if (loginRoute(response, method, url.pathname, params)) return;
        const versioned = /^\/(v\d+\.\d+)(\/.*)$/.exec(url.pathname);
        if (!versioned) return json(response, 404, { error: { message: 'Unknown path', code: 803 } });
        // As Meta does, a version past its expiry (or none Meta released) is refused outright.
        if (!isMetaApiVersionServed(versioned[1]!, now())) {
          return graphError(response, 400, {
            message: `(#2635) You are calling a deprecated version of the Ads API. Please update to the latest version: ${newestMetaApiVersion(now())}.`,
            code: 2635,
          });
        }
        return graphRoute(response, method, url, versioned[2]!, params);
      })
      .catch((error: unknown) =>
        graphError(response, 500, { message: `An unknown error occurred: ${String(error)}`, code: 1 }),
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEMO_META_PORT, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return server;
}
