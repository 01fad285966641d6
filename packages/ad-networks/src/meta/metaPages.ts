/**
 * The advertiser's Facebook Pages as Meta Lead Ads needs them (docs/decisions/0049-meta-lead-ads.md):
 * the Pages the person manages, a Page subscribed to the app's `leadgen` webhook, and one lead read
 * with the Page's token. A Page's token is asked for with the person's token at each use, never kept.
 */
import { z } from 'zod';
import { AdNetworkError } from '../connector';
import { GraphApi } from './graphApi';
import { graphListSchema } from './graphShapes';
import { GRAPH_LEAD_FIELDS, networkLeadFromGraph, type NetworkLead } from './leadgen';
import { toMetaError } from './metaErrors';

/** What Meta Lead Ads needs of Facebook Login beyond the campaigns' permissions, asked for when first used. */
export const META_LEAD_PERMISSIONS = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_manage_metadata',
  'pages_manage_ads',
  'leads_retrieval',
] as const;

/** The most Pages the product lists for one person. */
export const META_PAGES_MAX = 100;

/** A Facebook Page the person manages. */
export interface MetaPage {
  readonly id: string;
  readonly name: string;
}

/** Where Meta is and whose token calls it. */
export interface MetaPageAccess {
  readonly graphOrigin: string;
  /** The person's (user) access token, kept by the server. */
  readonly userToken: string;
}

const pageSchema = z.object({ id: z.string().regex(/^\d+$/u), name: z.string() });
const pageTokenSchema = z.object({ id: z.string(), access_token: z.string().min(1) });
const successSchema = z.object({ success: z.literal(true) });

async function call<T extends z.ZodType>(
  api: GraphApi,
  method: 'GET' | 'POST',
  path: readonly string[],
  params: Record<string, unknown>,
  schema: T,
): Promise<z.infer<T>> {
  let answer: unknown;
  try {
    answer = await api.call(method, path, params);
  } catch (thrown) {
    throw toMetaError(thrown);
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success)
    throw new AdNetworkError('meta', 'transient', `Meta answered ${path.join('/')} in an unknown shape.`);
  return parsed.data;
}

/** The Page's own token, asked for with the person's. @throws AdNetworkError */
async function pageApi({ graphOrigin, userToken }: MetaPageAccess, pageId: string): Promise<GraphApi> {
  const user = new GraphApi(userToken, graphOrigin);
  const page = await call(user, 'GET', [pageId], { fields: 'access_token' }, pageTokenSchema);
  return new GraphApi(page.access_token, graphOrigin);
}

/**
 * The Pages the person manages (`GET /me/accounts`), at most {@link META_PAGES_MAX}, by name.
 * @throws AdNetworkError `permissionRevoked` without `pages_show_list`, and as any Graph API call
 */
export async function listMetaPages(access: MetaPageAccess): Promise<MetaPage[]> {
  const user = new GraphApi(access.userToken, access.graphOrigin);
  const answer = await call(
    user,
    'GET',
    ['me', 'accounts'],
    { fields: 'id,name', limit: META_PAGES_MAX },
    graphListSchema(pageSchema),
  );
  return answer.data
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/**
 * Subscribes the app to the Page's `leadgen` field (`POST /{page-id}/subscribed_apps`): from then on
 * Meta delivers the Page's new leads to the app's webhook. Subscribing again changes nothing.
 * @throws AdNetworkError as any Graph API call
 */
export async function subscribeMetaPageToLeads(access: MetaPageAccess, pageId: string): Promise<void> {
  const page = await pageApi(access, pageId);
  await call(page, 'POST', [pageId, 'subscribed_apps'], { subscribed_fields: 'leadgen' }, successSchema);
}

/**
 * One lead (`GET /{leadgen-id}`) read with its Page's token, in the product's terms.
 * @throws AdNetworkError `refused` for a lead Meta does not give this Page, and as any Graph API call
 */
export async function readMetaLead(
  access: MetaPageAccess,
  pageId: string,
  leadgenId: string,
): Promise<NetworkLead> {
  const page = await pageApi(access, pageId);
  const answer = await call(page, 'GET', [leadgenId], { fields: GRAPH_LEAD_FIELDS }, z.unknown());
  try {
    return networkLeadFromGraph(answer);
  } catch {
    throw new AdNetworkError('meta', 'transient', `Meta answered lead ${leadgenId} in an unknown shape.`);
  }
}
