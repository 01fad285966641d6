/**
 * A local stand-in of the Google Ads API for the demo project (docs/decisions/0033-google-ads-connector.md):
 * Google's OAuth 2.0 consent page and token endpoint (codes, refresh tokens, access tokens), and the
 * REST interface's `customers:listAccessibleCustomers`, `googleAds:search` (the GAQL the connector
 * sends: fields, one resource, conditions joined by AND, date ranges, pages by token) and the
 * `campaigns`, `campaignBudgets`, `adGroups` and `adGroupAds` mutates, and `googleAds:mutate` creating a
 * campaign whole; lead form assets, their webhook set by `assets:mutate`, and their leads posted to
 * it (`googleAdsLeadForms.ts`). It answers with Google's failures: a revoked refresh token
 * (`invalid_grant`), a customer the person cannot reach (`USER_PERMISSION_DENIED`), a quota
 * (`RESOURCE_EXHAUSTED` with its retry delay) and a budget below the currency's minimum. Test routes
 * under `/_test` make people, and revoke a refresh token or refuse its calls, and leave leads on a
 * form. State is kept in memory.
 * It refuses to start for a project that is not a `demo-` one.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dailyMinimumMinor, minorUnitsPerUnit } from '@adplatform/campaign-model';
import { DEMO_GOOGLE_ADS_APP, DEMO_GOOGLE_ADS_PORT } from '@adplatform/ad-networks/demo';
import { GOOGLE_ADS_API_VERSION, GOOGLE_ADS_SCOPES } from '@adplatform/ad-networks/google-ads';
import { isDemoProject } from '@adplatform/plans/demo-billing';
import { consentPage } from './consentPage';
import { GoogleAdsBook, type GoogleAdsBookCustomer, type GoogleAdsRow } from './googleAdsBook';
import { GoogleAdsLeadForms, type StandInColumn } from './googleAdsLeadForms';
import { readBody } from '../lib/requestBody';

/** The demo advertiser every fresh stand-in has, with one customer. */
export const DEMO_GOOGLE_PERSON = 'advertiser@demo-google.test';
/** The demo customer's lead form. */
export const DEMO_GOOGLE_LEAD_FORM = {
  customerId: '1234567890',
  id: '8800000001',
  name: 'Fitting appointments',
};

/** A person of the stand-in and the customers they reach. */
interface Person {
  readonly email: string;
  readonly customerIds: string[];
}

/** A refresh token the stand-in issued. */
interface Grant {
  readonly email: string;
  readonly scopes: string[];
  revoked: boolean;
  /** Calls still served before quota refusals start, and how many are refused then. */
  servedBeforeRefusals: number;
  refusals: number;
}

/** What the consent page says each scope allows. */
const SCOPE_NAMES: Readonly<Record<string, string>> = {
  'https://www.googleapis.com/auth/adwords': 'See, edit, create and delete your Google Ads accounts and data',
};
/** How long an access token lives, in s (Google's: an hour). */
const ACCESS_TOKEN_LIFETIME_S = 3599;
/** Rows of a search page (Google's fixed page size). */
const PAGE_ROWS = 10_000;
/** The stand-in's budget minimum, as a multiple of the currency's daily minimum (a refusal to show). */
const BUDGET_MINIMUM_FACTOR = 5;
/** Queries whose rows are kept for their next pages. */
const RESULTS_CACHED = 4;
/** How long a quota refusal asks to wait, in s. */
const QUOTA_RETRY_S = 2;

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** A Google API error whose details carry a `GoogleAdsFailure` of one error. */
function failure(
  response: ServerResponse,
  status: number,
  statusName: string,
  errorCode: Record<string, string>,
  message: string,
  details?: Record<string, unknown>,
): void {
  json(response, status, {
    error: {
      code: status,
      message: statusName === 'INVALID_ARGUMENT' ? 'Request contains an invalid argument.' : message,
      status: statusName,
      details: [
        {
          '@type': `type.googleapis.com/google.ads.googleads.${GOOGLE_ADS_API_VERSION}.errors.GoogleAdsFailure`,
          errors: [{ errorCode, message, ...(details ? { details } : {}) }],
          requestId: randomBytes(8).toString('hex'),
        },
      ],
    },
  });
}

/** A GAQL query as the stand-in reads it. */
interface Query {
  readonly fields: string[];
  readonly from: string;
  readonly dates: { since: string; until: string } | null;
  readonly conditions: { field: string; operator: string; value: string }[];
}

/** Reads the connector's GAQL. @throws Error for what it cannot read. */
function parseQuery(gaql: string): Query {
  const match = /^SELECT (.+?) FROM (\w+)(?: WHERE (.+?))?(?: ORDER BY .+?)?(?: LIMIT \d+)?$/isu.exec(
    gaql.trim(),
  );
  if (!match) throw new Error(`Error in query: unexpected input ${gaql.slice(0, 40)}`);
  let where = match[3] ?? '';
  let dates: Query['dates'] = null;
  where = where.replace(
    /segments\.date BETWEEN '([\d-]+)' AND '([\d-]+)'/iu,
    (_, since: string, until: string) => {
      dates = { since, until };
      return 'TRUE';
    },
  );
  const conditions = where
    .split(/ AND /iu)
    .map((part) => part.trim())
    .filter((part) => part && part !== 'TRUE')
    .map((part) => {
      const condition = /^([\w.]+)\s*(=|!=|>=|<=|>|<)\s*'?([^']*)'?$/u.exec(part);
      if (!condition) throw new Error(`Error in query: unexpected condition ${part}`);
      return { field: condition[1]!, operator: condition[2]!, value: condition[3]! };
    });
  return { fields: match[1]!.split(',').map((field) => field.trim()), from: match[2]!, dates, conditions };
}

const camel = (name: string): string =>
  name.replace(/_([a-z])/gu, (_, letter: string) => letter.toUpperCase());

/** The value at a GAQL field (`campaign_budget.amount_micros`) of a row. */
function valueAt(row: GoogleAdsRow, field: string): unknown {
  return field
    .split('.')
    .map(camel)
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], row);
}

/** The row with only the selected fields, as the API answers. */
function project(row: GoogleAdsRow, fields: readonly string[]): GoogleAdsRow {
  const projected: Record<string, unknown> = {};
  for (const field of fields) {
    const value = valueAt(row, field);
    if (value === undefined) continue;
    const keys = field.split('.').map(camel);
    let target = projected;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[keys.at(-1)!] = value;
  }
  return projected as GoogleAdsRow;
}

function holds(row: GoogleAdsRow, condition: Query['conditions'][number]): boolean {
  const value = valueAt(row, condition.field);
  const number = Number(value);
  const against = Number(condition.value);
  const numeric = !Number.isNaN(number) && !Number.isNaN(against) && value !== undefined;
  switch (condition.operator) {
    case '=':
      return String(value) === condition.value;
    case '!=':
      return String(value) !== condition.value;
    case '>':
      return numeric && number > against;
    case '<':
      return numeric && number < against;
    case '>=':
      return numeric && number >= against;
    default:
      return numeric && number <= against;
  }
}

/** Options of {@link startGoogleAdsStandIn}. */
export interface GoogleAdsStandInOptions {
  /** The project the emulators run: must be a `demo-` project. */
  readonly projectId: string;
  readonly port?: number;
  /** The demo advertiser's campaigns (default 12) and days of history (default 120). */
  readonly demoCampaigns?: number;
  readonly demoDays?: number;
  /** Rows of a search page (default Google's 10,000; tests page with fewer). */
  readonly pageRows?: number;
  readonly now?: () => Date;
}

/** Starts the stand-in on the loopback interface. @throws Error for a project that is not a demo project. */
export async function startGoogleAdsStandIn(options: GoogleAdsStandInOptions): Promise<Server> {
  if (!isDemoProject(options.projectId)) {
    throw new Error(`The Google Ads stand-in serves demo projects only, not ${options.projectId}.`);
  }
  const now = options.now ?? (() => new Date());
  const pageRows = options.pageRows ?? PAGE_ROWS;
  const book = new GoogleAdsBook();
  const people = new Map<string, Person>();
  const codes = new Map<string, { email: string; redirectUri: string; scopes: string[] }>();
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, { refreshToken: string; expiresAt: number }>();
  // The rows of the last queries, which their next pages read again; dropped when anything changes.
  const results = new Map<string, GoogleAdsRow[]>();
  const leadForms = new GoogleAdsLeadForms();
  leadForms.addForm(
    DEMO_GOOGLE_LEAD_FORM.customerId,
    DEMO_GOOGLE_LEAD_FORM.name,
    'Demo Shoes',
    DEMO_GOOGLE_LEAD_FORM.id,
  );

  const addPerson = (
    email: string,
    customers: readonly GoogleAdsBookCustomer[],
    campaigns: number,
    days: number,
    asOf = now(),
  ) => {
    for (const customer of customers) book.addCustomer(customer, campaigns, days, asOf);
    results.clear();
    // A manager's clients are reached through the manager, not directly.
    people.set(email, {
      email,
      customerIds: customers.filter(({ managerId }) => !managerId).map(({ id }) => id),
    });
  };
  addPerson(
    DEMO_GOOGLE_PERSON,
    [
      {
        id: '1234567890',
        descriptiveName: 'Demo Shoes – Search',
        currencyCode: 'USD',
        timeZone: 'America/New_York',
      },
    ],
    options.demoCampaigns ?? 12,
    options.demoDays ?? 120,
  );

  /** The token endpoint: a code or a refresh token for an access token. */
  const tokenRoute = (response: ServerResponse, params: Record<string, string>) => {
    if (
      params.client_id !== DEMO_GOOGLE_ADS_APP.clientId ||
      params.client_secret !== DEMO_GOOGLE_ADS_APP.clientSecret
    ) {
      return json(response, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
    }
    const issue = (refreshToken: string, grant: Grant, withRefresh: boolean) => {
      const accessToken = `ya29.${randomBytes(24).toString('base64url')}`;
      accessTokens.set(accessToken, {
        refreshToken,
        expiresAt: now().getTime() + ACCESS_TOKEN_LIFETIME_S * 1000,
      });
      json(response, 200, {
        access_token: accessToken,
        expires_in: ACCESS_TOKEN_LIFETIME_S,
        scope: grant.scopes.join(' '),
        token_type: 'Bearer',
        ...(withRefresh ? { refresh_token: refreshToken } : {}),
      });
    };
    if (params.grant_type === 'authorization_code') {
      const code = codes.get(params.code ?? '');
      if (!code || code.redirectUri !== params.redirect_uri) {
        return json(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      }
      codes.delete(params.code!);
      const refreshToken = `1//${randomBytes(30).toString('base64url')}`;
      const grant = {
        email: code.email,
        scopes: code.scopes,
        revoked: false,
        servedBeforeRefusals: 0,
        refusals: 0,
      };
      grants.set(refreshToken, grant);
      return issue(refreshToken, grant, true);
    }
    const grant = grants.get(params.refresh_token ?? '');
    if (params.grant_type === 'refresh_token' && grant && !grant.revoked) {
      return issue(params.refresh_token!, grant, false);
    }
    return json(response, 400, {
      error: 'invalid_grant',
      error_description: 'Token has been expired or revoked.',
    });
  };

  /** The consent page and its answer. */
  const consentRoute = (
    response: ServerResponse,
    method: string,
    path: string,
    params: Record<string, string>,
  ) => {
    if (path === '/o/oauth2/v2/auth' && method === 'GET') {
      if (params.client_id !== DEMO_GOOGLE_ADS_APP.clientId) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end('Error 401: invalid_client');
        return true;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        consentPage({
          network: 'Google',
          title: 'Sign in with Google (stand-in)',
          brand: '#1a73e8',
          app: `Client ${DEMO_GOOGLE_ADS_APP.clientId}`,
          scopeSeparator: ' ',
          scopeNames: SCOPE_NAMES,
          params,
          action: '/o/oauth2/v2/auth/answer',
          email: DEMO_GOOGLE_PERSON,
        }),
      );
      return true;
    }
    if (path === '/o/oauth2/v2/auth/answer' && method === 'POST') {
      const redirect = new URL(params.redirect_uri ?? '');
      if (params.state) redirect.searchParams.set('state', params.state);
      if (params.answer !== 'continue' || !people.has(params.email ?? '')) {
        redirect.searchParams.set('error', 'access_denied');
      } else {
        const code = `4/${randomBytes(24).toString('base64url')}`;
        codes.set(code, {
          email: params.email!,
          redirectUri: params.redirect_uri!,
          scopes: (params.scope ?? '').split(' '),
        });
        redirect.searchParams.set('code', code);
        redirect.searchParams.set('scope', params.scope ?? '');
      }
      response.writeHead(302, { location: redirect.toString() }).end();
      return true;
    }
    return false;
  };

  /** The caller's grant and person, or an answer already sent. */
  const authorise = (
    request: IncomingMessage,
    response: ServerResponse,
  ): { grant: Grant; person: Person } | null => {
    const bearer = /^Bearer (.+)$/u.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const access = accessTokens.get(bearer);
    const grant = access ? grants.get(access.refreshToken) : undefined;
    const person = grant ? people.get(grant.email) : undefined;
    if (!access || !grant || !person || grant.revoked || access.expiresAt <= now().getTime()) {
      failure(
        response,
        401,
        'UNAUTHENTICATED',
        { authenticationError: 'OAUTH_TOKEN_INVALID' },
        'Request had invalid authentication credentials.',
      );
      return null;
    }
    if (request.headers['developer-token'] !== DEMO_GOOGLE_ADS_APP.developerToken) {
      failure(
        response,
        403,
        'PERMISSION_DENIED',
        { authorizationError: 'DEVELOPER_TOKEN_NOT_APPROVED' },
        'The developer token is not approved.',
      );
      return null;
    }
    if (!GOOGLE_ADS_SCOPES.every((scope) => grant.scopes.includes(scope))) {
      failure(
        response,
        403,
        'PERMISSION_DENIED',
        { authorizationError: 'ACTION_NOT_PERMITTED' },
        'The caller does not have permission.',
      );
      return null;
    }
    if (grant.refusals > 0 && grant.servedBeforeRefusals > 0) grant.servedBeforeRefusals -= 1;
    else if (grant.refusals > 0) {
      grant.refusals -= 1;
      failure(
        response,
        429,
        'RESOURCE_EXHAUSTED',
        { quotaError: 'RESOURCE_EXHAUSTED' },
        `Too many requests. Retry in ${QUOTA_RETRY_S} seconds.`,
        {
          quotaErrorDetails: {
            rateScope: 'DEVELOPER',
            rateName: 'Number of operations for explorer access',
            retryDelay: `${QUOTA_RETRY_S}s`,
          },
        },
      );
      return null;
    }
    return { grant, person };
  };

  /** `googleAds:search`: the query's rows, a page at a time. */
  const search = (response: ServerResponse, customerId: string, body: Record<string, unknown>) => {
    let query: Query;
    try {
      query = parseQuery(String(body.query ?? ''));
    } catch (error) {
      return failure(
        response,
        400,
        'INVALID_ARGUMENT',
        { queryError: 'UNEXPECTED_INPUT' },
        (error as Error).message,
      );
    }
    const { from, fields, dates } = query;
    const key = `${customerId}|${String(body.query)}`;
    const cached = results.get(key);
    if (cached) return answerPage(response, cached, fields, body.pageToken);
    let rows: GoogleAdsRow[];
    const segmented = fields.includes('segments.date');
    if (from === 'customer') rows = book.customerRows(customerId);
    else if (from === 'customer_client') rows = book.customerClientRows(customerId);
    else if (from === 'campaign' && !segmented) rows = book.campaignRows(customerId);
    else if (from === 'ad_group' && !segmented) rows = book.adGroupRows(customerId);
    else if (from === 'ad_group_ad' && !segmented) rows = book.adRows(customerId);
    else if (from === 'asset') rows = leadForms.rows(customerId);
    else if (dates) {
      const breakdown =
        from === 'campaign'
          ? (fields.find((field) => field === 'segments.device' || field === 'segments.ad_network_type') ??
            null)
          : from;
      rows = book.deliveryRows(customerId, dates.since, dates.until, breakdown);
    } else {
      return failure(
        response,
        400,
        'INVALID_ARGUMENT',
        { queryError: 'MISSING_DATE_RANGE' },
        'A date range is required.',
      );
    }
    const kept = rows.filter((row) => query.conditions.every((condition) => holds(row, condition)));
    results.set(key, kept);
    if (results.size > RESULTS_CACHED) results.delete(results.keys().next().value!);
    return answerPage(response, kept, fields, body.pageToken);
  };

  /** The page of a query's rows a page token points at, with the token of the next. */
  const answerPage = (
    response: ServerResponse,
    rows: readonly GoogleAdsRow[],
    fields: readonly string[],
    pageToken: unknown,
  ) => {
    const offset = Number(Buffer.from(String(pageToken ?? ''), 'base64url').toString()) || 0;
    const page = rows.slice(offset, offset + pageRows).map((row) => project(row, fields));
    const end = offset + page.length;
    return json(response, 200, {
      results: page,
      fieldMask: fields.map((field) => field.split('.').map(camel).join('.')).join(','),
      ...(end < rows.length ? { nextPageToken: Buffer.from(String(end)).toString('base64url') } : {}),
    });
  };

  /** Google's answer to a mutate of a resource the customer does not hold. */
  const notFound = (response: ServerResponse) =>
    failure(
      response,
      400,
      'INVALID_ARGUMENT',
      { mutateError: 'RESOURCE_NOT_FOUND' },
      'Resource was not found.',
    );

  /** `adGroups:mutate` and `adGroupAds:mutate`: a status update. */
  const mutateItem = (
    response: ServerResponse,
    customerId: string,
    resourceName: string,
    update: Record<string, unknown>,
  ) => {
    const tail = /^customers\/(\d+)\/(?:adGroups|adGroupAds)\/([\d~]+)$/u.exec(resourceName);
    const item = tail && tail[1] === customerId ? book.item(customerId, tail[2]!) : undefined;
    if (!item || resourceName.includes('adGroupAds') !== 'adGroupId' in item) {
      return notFound(response);
    }
    if (update.status !== 'ENABLED' && update.status !== 'PAUSED' && update.status !== 'REMOVED') {
      return failure(
        response,
        400,
        'INVALID_ARGUMENT',
        { fieldError: 'INVALID_VALUE' },
        'The status is not one of ENABLED, PAUSED or REMOVED.',
      );
    }
    item.status = update.status;
    return json(response, 200, { results: [{ resourceName }] });
  };

  /** `campaigns:mutate` and `campaignBudgets:mutate`, one update operation each; and the ad groups' and ads'. */
  const mutate = (
    response: ServerResponse,
    customerId: string,
    service: string,
    body: Record<string, unknown>,
  ) => {
    const operation = ((body.operations as unknown[] | undefined) ?? [])[0] as
      { update?: Record<string, unknown>; updateMask?: string } | undefined;
    const update = operation?.update ?? {};
    const resourceName = String(update.resourceName ?? '');
    results.clear();
    if (service === 'assets') {
      const set = leadForms.setDelivery(customerId, operation);
      if ('refusal' in set)
        return failure(response, 400, 'INVALID_ARGUMENT', set.refusal.code, set.refusal.message);
      return json(response, 200, { results: [{ resourceName: set.resourceName }] });
    }
    if (service === 'adGroups' || service === 'adGroupAds')
      return mutateItem(response, customerId, resourceName, update);
    if (service === 'campaigns') {
      const campaign = book.campaign(customerId, resourceName.split('/')[3] ?? '');
      if (!campaign || !resourceName.startsWith(`customers/${customerId}/`)) {
        return notFound(response);
      }
      if (update.status !== undefined) campaign.status = update.status === 'ENABLED' ? 'ENABLED' : 'PAUSED';
      if (typeof update.name === 'string') {
        if (update.name.trim() === '' || update.name.length > 255) {
          return failure(
            response,
            400,
            'INVALID_ARGUMENT',
            { stringLengthError: 'TOO_LONG' },
            'Campaign names have 1 to 255 characters.',
          );
        }
        campaign.name = update.name;
      }
      return json(response, 200, { results: [{ resourceName }] });
    }
    const campaign = book.campaignOfBudget(resourceName);
    if (!campaign || campaign.customerId !== customerId) {
      return notFound(response);
    }
    if (budgetBelowMinimum(response, customerId, update)) return;
    for (const field of ['amountMicros', 'totalAmountMicros'] as const) {
      if (update[field] !== undefined) campaign.budget[field] = String(update[field]);
    }
    return json(response, 200, { results: [{ resourceName }] });
  };

  /** Answers Google's refusal when a budget's amount is below the customer's minimum. @returns whether it did. */
  const budgetBelowMinimum = (
    response: ServerResponse,
    customerId: string,
    budget: Record<string, unknown>,
  ): boolean => {
    const currency = book.customer(customerId)!.currencyCode;
    const minimumMicros =
      (dailyMinimumMinor(currency) * BUDGET_MINIMUM_FACTOR * 1_000_000) / minorUnitsPerUnit(currency);
    const below = (['amountMicros', 'totalAmountMicros'] as const).some(
      (field) => budget[field] !== undefined && Number(budget[field]) < minimumMicros,
    );
    if (!below) return false;
    const shown = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
      minimumMicros / 1_000_000,
    );
    failure(
      response,
      400,
      'INVALID_ARGUMENT',
      { campaignBudgetError: 'MONEY_AMOUNT_LESS_THAN_CURRENCY_MINIMUM_CPC' },
      `The budget is below the minimum of ${shown} for this account's currency.`,
    );
    return true;
  };

  /** `googleAds:mutate`: a campaign created with its budget, ad group and ad, all or nothing. */
  const mutateAll = (response: ServerResponse, customerId: string, body: Record<string, unknown>) => {
    const operations = ((body.mutateOperations as unknown[] | undefined) ?? []) as Record<
      string,
      { create?: Record<string, unknown> }
    >[];
    const budget = operations.find((operation) => operation.campaignBudgetOperation)?.campaignBudgetOperation;
    if (budget?.create && budgetBelowMinimum(response, customerId, budget.create)) return;
    const created = book.create(customerId, operations);
    if ('refusal' in created) {
      return failure(response, 400, 'INVALID_ARGUMENT', created.refusal.code, created.refusal.message);
    }
    results.clear();
    return json(response, 200, {
      mutateOperationResponses: created.resourceNames.map((resourceName, index) => ({
        [Object.keys(operations[index]!)[0]!.replace('Operation', 'Result')]: { resourceName },
      })),
    });
  };

  /** The test routes, which the tests and the seed use to shape what Google would hold. */
  const testRoute = (
    response: ServerResponse,
    method: string,
    path: string,
    params: Record<string, unknown>,
  ) => {
    if (method === 'POST' && path === '/_test/people') {
      // `asOf` makes the same book as a person added then; `refreshToken` brings back one issued then.
      const customers = (params.customers ?? []) as GoogleAdsBookCustomer[];
      const email = String(params.email ?? '');
      const asOf = params.asOf ? new Date(String(params.asOf)) : now();
      addPerson(email, customers, Number(params.campaigns) || 12, Number(params.days) || 120, asOf);
      if (typeof params.refreshToken === 'string') {
        grants.set(params.refreshToken, {
          email,
          scopes: [...GOOGLE_ADS_SCOPES],
          revoked: false,
          servedBeforeRefusals: 0,
          refusals: 0,
        });
      }
      return json(response, 200, { email: params.email, customers: customers.map(({ id }) => id) });
    }
    const grantPath = /^\/_test\/grants\/([^/]+)\/(revoke|refuse)$/u.exec(path);
    const grant = grantPath ? grants.get(decodeURIComponent(grantPath[1]!)) : undefined;
    if (method === 'POST' && grantPath && grant) {
      if (grantPath[2] === 'revoke') grant.revoked = true;
      else {
        grant.refusals = Number(params.calls) || 1;
        grant.servedBeforeRefusals = Number(params.after) || 0;
      }
      return json(response, 200, { ok: true });
    }
    if (method === 'GET' && path === '/_test/grants') {
      return json(response, 200, {
        data: [...grants].map(([refreshToken, { email }]) => ({ refreshToken, email })),
      });
    }
    const campaignPath = /^\/_test\/campaigns\/(\d+)-(\d+)$/u.exec(path);
    const campaign = campaignPath ? book.campaign(campaignPath[1]!, campaignPath[2]!) : undefined;
    if (campaign && method === 'GET') return json(response, 200, campaign);
    // An ad group (`{customer}-{adGroup}`) or ad (`{customer}-{adGroup}-{ad}`), as the product's ids name them.
    const itemPath = /^\/_test\/items\/(\d+)-(\d+)(?:-(\d+))?$/u.exec(path);
    const item = itemPath
      ? book.item(itemPath[1]!, itemPath[3] ? `${itemPath[2]!}~${itemPath[3]}` : itemPath[2]!)
      : undefined;
    if (item && method === 'GET') return json(response, 200, item);
    return leadFormRoute(response, method, path, params);
  };

  /** The test routes of lead forms: a form given to a customer, read, and a lead left on it. */
  const leadFormRoute = (
    response: ServerResponse,
    method: string,
    path: string,
    params: Record<string, unknown>,
  ) => {
    if (method === 'POST' && path === '/_test/lead-forms') {
      const form = leadForms.addForm(
        String(params.customerId ?? ''),
        String(params.name ?? 'Lead form'),
        String(params.businessName ?? 'Business'),
      );
      results.clear();
      return json(response, 200, { id: form.id, name: form.name });
    }
    const formPath = /^\/_test\/lead-forms\/(\d+)$/u.exec(path);
    const form = formPath ? leadForms.form(formPath[1]!) : undefined;
    if (form && method === 'GET') {
      return json(response, 200, { ...form, webhook: form.webhook?.advertiserWebhookUrl ?? null });
    }
    if (method === 'POST' && path === '/_test/leads') {
      const id = (name: string) => (params[name] === undefined ? {} : { [name]: String(params[name]) });
      return leadForms
        .submit(
          {
            form_id: String(params.form_id ?? ''),
            ...id('campaign_id'),
            ...id('adgroup_id'),
            ...id('creative_id'),
            user_column_data: (params.user_column_data ?? []) as StandInColumn[],
            is_test: params.is_test === true,
          },
          now(),
        )
        .then(
          ({ lead, delivery }) => json(response, 200, { id: lead.lead_id, delivery }),
          (error: unknown) => json(response, 400, { error: (error as Error).message }),
        );
    }
    const redelivery = /^\/_test\/leads\/([\w-]+)\/deliver$/u.exec(path);
    const delivered = redelivery && method === 'POST' ? leadForms.lead(redelivery[1]!) : undefined;
    if (delivered) return leadForms.deliver(delivered).then((delivery) => json(response, 200, delivery));
    return json(response, 404, { error: 'not found' });
  };

  /** The REST interface's routes under `/v{version}`. */
  const apiRoute = (
    request: IncomingMessage,
    response: ServerResponse,
    method: string,
    path: string,
    body: Record<string, unknown>,
  ) => {
    const caller = authorise(request, response);
    if (!caller) return;
    if (method === 'GET' && path === '/customers:listAccessibleCustomers') {
      return json(response, 200, { resourceNames: caller.person.customerIds.map((id) => `customers/${id}`) });
    }
    const call =
      /^\/customers\/(\d+)\/(googleAds:search|(?:googleAds|campaigns|campaignBudgets|adGroups|adGroupAds|assets):mutate)$/u.exec(
        path,
      );
    if (!call || method !== 'POST')
      return json(response, 404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
    const customerId = call[1]!;
    // Directly, or through a manager of the person's named in `login-customer-id`, as Google checks.
    const login = String(request.headers['login-customer-id'] ?? '');
    const reachable = login
      ? caller.person.customerIds.includes(login) &&
        (login === customerId || book.customer(customerId)?.managerId === login)
      : caller.person.customerIds.includes(customerId);
    if (!reachable) {
      return failure(
        response,
        403,
        'PERMISSION_DENIED',
        { authorizationError: 'USER_PERMISSION_DENIED' },
        "User doesn't have permission to access customer.",
      );
    }
    if (call[2] === 'googleAds:search') return search(response, customerId, body);
    if (call[2] === 'googleAds:mutate') return mutateAll(response, customerId, body);
    return mutate(response, customerId, call[2]!.split(':')[0]!, body);
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    readBody(request)
      .then((text) => {
        const isJson = (request.headers['content-type'] ?? '').includes('json');
        const form = isJson ? {} : Object.fromEntries(new URLSearchParams(text));
        const params: Record<string, string> = { ...Object.fromEntries(url.searchParams), ...form };
        const body = isJson && text ? (JSON.parse(text) as Record<string, unknown>) : {};
        if (url.pathname.startsWith('/_test/'))
          return testRoute(response, method, url.pathname, { ...params, ...body });
        if (url.pathname === '/token' && method === 'POST') return tokenRoute(response, params);
        if (consentRoute(response, method, url.pathname, params)) return;
        const versioned = new RegExp(`^/${GOOGLE_ADS_API_VERSION}(/.*)$`, 'u').exec(url.pathname);
        if (!versioned)
          return json(response, 404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
        return apiRoute(request, response, method, versioned[1]!, body);
      })
      .catch((error: unknown) =>
        failure(
          response,
          500,
          'INTERNAL',
          { internalError: 'INTERNAL_ERROR' },
          `Internal error encountered: ${String(error)}`,
        ),
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEMO_GOOGLE_ADS_PORT, '127.0.0.1', () => resolve());
  });
  return server;
}
