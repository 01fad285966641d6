/**
 * The advertiser's Facebook Pages as Meta Lead Ads needs them (docs/decisions/0049-meta-lead-ads.md):
 * the Pages the person manages, a Page subscribed to the app's `leadgen` webhook, and one lead read
 * with the Page's token. A Page's token is asked for with the person's token at each use, never kept.
 */
import { z } from 'zod';
import { AdNetworkError } from '../connector';
import { callGraph } from './graphCall';
import { GraphApi, userGraph } from './graphApi';
import { graphListSchema } from './graphShapes';
import { GRAPH_LEAD_FIELDS, networkLeadFromGraph, type NetworkLead } from './leadgen';

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

/** The Page's own token, asked for with the person's. @throws AdNetworkError */
export async function pageApi(access: MetaPageAccess, pageId: string): Promise<GraphApi> {
  const page = await callGraph(
    userGraph(access),
    'GET',
    [pageId],
    { fields: 'access_token' },
    pageTokenSchema,
  );
  return new GraphApi(page.access_token, access.graphOrigin);
}

/**
 * The Pages the person manages (`GET /me/accounts`), at most {@link META_PAGES_MAX}, by name.
 * @throws AdNetworkError `permissionRevoked` without `pages_show_list`, and as any Graph API call
 */
export async function listMetaPages(access: MetaPageAccess): Promise<MetaPage[]> {
  const user = userGraph(access);
  const answer = await callGraph(
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

/** A Page the person manages, with the Instagram professional account linked to it (if any). */
export interface MetaPageWithInstagram extends MetaPage {
  readonly instagram: { readonly id: string; readonly username: string } | null;
}

const pageWithInstagramSchema = pageSchema.extend({
  instagram_business_account: z
    .object({ id: z.string().regex(/^\d{1,30}$/u), username: z.string() })
    .optional(),
});

/**
 * The Pages the person manages with their Instagram accounts (`GET /me/accounts` with
 * `instagram_business_account`), at most {@link META_PAGES_MAX}, by name.
 * @throws AdNetworkError `permissionRevoked` without the Pages' permissions and `instagram_basic`, and as
 *   any Graph API call
 */
export async function listMetaPagesWithInstagram(access: MetaPageAccess): Promise<MetaPageWithInstagram[]> {
  const answer = await callGraph(
    userGraph(access),
    'GET',
    ['me', 'accounts'],
    { fields: 'id,name,instagram_business_account{id,username}', limit: META_PAGES_MAX },
    graphListSchema(pageWithInstagramSchema),
  );
  return answer.data
    .map(({ id, name, instagram_business_account: account }) => ({
      id,
      name,
      instagram: account ? { id: account.id, username: account.username } : null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/**
 * Subscribes the app to the Page's `leadgen` field (`POST /{page-id}/subscribed_apps`): from then on
 * Meta delivers the Page's new leads to the app's webhook. Subscribing again changes nothing.
 * @throws AdNetworkError as any Graph API call
 */
export async function subscribeMetaPageToLeads(access: MetaPageAccess, pageId: string): Promise<void> {
  const page = await pageApi(access, pageId);
  await callGraph(page, 'POST', [pageId, 'subscribed_apps'], { subscribed_fields: 'leadgen' }, successSchema);
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
  const answer = await callGraph(page, 'GET', [leadgenId], { fields: GRAPH_LEAD_FIELDS }, z.unknown());
  try {
    return networkLeadFromGraph(answer);
  } catch {
    throw new AdNetworkError('meta', 'transient', `Meta answered lead ${leadgenId} in an unknown shape.`);
  }
}

/** The most lead forms the product reads of one Page. */
export const META_LEAD_FORMS_MAX = 500;
/** Leads per page of a form's leads (Meta's most is 100 for this edge's default fields). */
export const META_LEADS_PER_PAGE = 100;

/** A Page's lead form (instant form). */
export interface MetaLeadForm {
  readonly id: string;
  readonly name: string;
}

/** One page of a form's leads, and the cursor of the next (null on the last). */
export interface MetaLeadPage {
  readonly leads: NetworkLead[];
  readonly next: string | null;
}

/** What reads a Page's forms and their leads with one Page token. */
export interface MetaPageLeads {
  /** The Page's lead forms, at most {@link META_LEAD_FORMS_MAX}. @throws AdNetworkError */
  forms(): Promise<MetaLeadForm[]>;
  /**
   * One page of the form's leads created after `since`, from the cursor `after` (the first page when
   * omitted), newest first. A lead Meta answers in an unknown shape fails the page as `transient`.
   * @throws AdNetworkError
   */
  leads(formId: string, since: Date, after?: string): Promise<MetaLeadPage>;
  /** The Graph API calls made so far, the Page token's included. */
  readonly calls: number;
}

const formSchema = z.object({ id: z.string().regex(/^\d+$/u), name: z.string() });

/**
 * The Page's forms and leads, read with its token, asked for once (`GET /{page-id}/leadgen_forms`,
 * `GET /{form-id}/leads` filtered by `time_created`), for the backfill of a Page newly chosen
 * (docs/decisions/0049-meta-lead-ads.md).
 * @throws AdNetworkError as any Graph API call, when the Page's token is refused
 */
export async function metaPageLeads(access: MetaPageAccess, pageId: string): Promise<MetaPageLeads> {
  const page = await pageApi(access, pageId);
  let calls = 1;
  return {
    get calls() {
      return calls;
    },
    async forms() {
      const forms: MetaLeadForm[] = [];
      let after: string | undefined;
      do {
        calls += 1;
        const answer = await callGraph(
          page,
          'GET',
          [pageId, 'leadgen_forms'],
          { fields: 'id,name', limit: 100, ...(after ? { after } : {}) },
          graphListSchema(formSchema),
        );
        forms.push(...answer.data.map(({ id, name }) => ({ id, name })));
        after = answer.paging?.next ? answer.paging.cursors?.after : undefined;
      } while (after && forms.length < META_LEAD_FORMS_MAX);
      return forms.slice(0, META_LEAD_FORMS_MAX);
    },
    async leads(formId, since, after) {
      calls += 1;
      const answer = await callGraph(
        page,
        'GET',
        [formId, 'leads'],
        {
          fields: GRAPH_LEAD_FIELDS,
          limit: META_LEADS_PER_PAGE,
          filtering: JSON.stringify([
            { field: 'time_created', operator: 'GREATER_THAN', value: Math.floor(since.getTime() / 1000) },
          ]),
          ...(after ? { after } : {}),
        },
        graphListSchema(z.unknown()),
      );
      let leads: NetworkLead[];
      try {
        leads = answer.data.map((lead) => networkLeadFromGraph(lead));
      } catch {
        throw new AdNetworkError(
          'meta',
          'transient',
          `Meta answered form ${formId}'s leads in an unknown shape.`,
        );
      }
      const next = answer.paging?.next ? (answer.paging.cursors?.after ?? null) : null;
      return { leads, next };
    },
  };
}
