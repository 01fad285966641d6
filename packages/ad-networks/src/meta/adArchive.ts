/**
 * Meta's Ad Library API (`GET /ads_archive`) at the trust boundary: a search of the archive with the
 * person's token, its answer checked with zod and mapped into the product's terms. The archive holds
 * every ad delivered in the EU or the UK in the last year, and issue, electoral and political ads
 * everywhere; a search names at least one country the ads reached. Meta's snapshot URL carries the
 * caller's token, so the product keeps none: it links to the ad's public page in the library, made
 * from the ad's id (`metaLibraryUrl` of `@adplatform/ad-library-model`).
 */
import { z } from 'zod';
import { AdNetworkError } from '../connector';
import { userGraph } from './graphApi';
import { toMetaError } from './metaErrors';

/** What an archive search may ask (Meta's parameters, in the product's names). */
export interface AdArchiveQuery {
  /** Words the ads contain (Meta's `search_terms`), or '' for every ad of the countries. */
  readonly searchTerms: string;
  /** Two-letter countries the ads reached (`ad_reached_countries`): at least one. */
  readonly countries: readonly string[];
  /** `ALL`, or `POLITICAL_AND_ISSUE_ADS`. */
  readonly adType: 'ALL' | 'POLITICAL_AND_ISSUE_ADS';
  /** `ACTIVE`, `INACTIVE` or `ALL`. */
  readonly activeStatus: 'ACTIVE' | 'INACTIVE' | 'ALL';
  /** Where the ads ran (`publisher_platforms`); empty for everywhere. */
  readonly platforms: readonly ('FACEBOOK' | 'INSTAGRAM' | 'MESSENGER' | 'AUDIENCE_NETWORK')[];
}

/** The most ads one page of a search answers. */
export const AD_ARCHIVE_PAGE_SIZE = 25;

/** The fields the product reads of an archived ad. */
export const AD_ARCHIVE_FIELDS = [
  'id',
  'page_id',
  'page_name',
  'ad_creative_bodies',
  'ad_creative_link_titles',
  'ad_creative_link_captions',
  'ad_creative_link_descriptions',
  'ad_delivery_start_time',
  'ad_delivery_stop_time',
  'publisher_platforms',
  'languages',
  'eu_total_reach',
].join(',');

const numericId = z.string().regex(/^\d{1,30}$/u);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}/u);

/** An archived ad as the Graph API answers it (fields Meta leaves out are absent). */
const archivedAdSchema = z.object({
  id: numericId,
  page_id: numericId,
  page_name: z.string().default(''),
  ad_creative_bodies: z.array(z.string()).default([]),
  ad_creative_link_titles: z.array(z.string()).default([]),
  ad_creative_link_captions: z.array(z.string()).default([]),
  ad_creative_link_descriptions: z.array(z.string()).default([]),
  ad_delivery_start_time: day,
  ad_delivery_stop_time: day.optional(),
  publisher_platforms: z.array(z.string()).default([]),
  languages: z.array(z.string()).default([]),
  eu_total_reach: z.number().int().nonnegative().optional(),
});

const archivePageSchema = z.object({
  data: z.array(archivedAdSchema),
  paging: z
    .object({ cursors: z.object({ after: z.string().optional() }).optional(), next: z.string().optional() })
    .optional(),
});

/** An ad of Meta's Ad Library, in the product's terms. */
export interface ArchivedAd {
  /** The Library ID. */
  readonly id: string;
  readonly pageId: string;
  readonly pageName: string;
  /** The first version's text, title, caption (the landing domain) and description; '' when none. */
  readonly body: string;
  readonly title: string;
  readonly caption: string;
  readonly description: string;
  /** Its first and last days of delivery (`YYYY-MM-DD`); no last day while it runs. */
  readonly startDay: string;
  readonly stopDay: string | null;
  /** Where it ran, in Meta's names lower-cased (`facebook`, `instagram`, …). */
  readonly platforms: readonly string[];
  readonly languages: readonly string[];
  /** People it reached in the EU, when Meta gives it. */
  readonly euReach: number | null;
}

/** An archived ad of the Graph API's answer in the product's terms. */
function toArchivedAd(ad: z.infer<typeof archivedAdSchema>): ArchivedAd {
  return {
    id: ad.id,
    pageId: ad.page_id,
    pageName: ad.page_name,
    body: ad.ad_creative_bodies[0] ?? '',
    title: ad.ad_creative_link_titles[0] ?? '',
    caption: ad.ad_creative_link_captions[0] ?? '',
    description: ad.ad_creative_link_descriptions[0] ?? '',
    startDay: ad.ad_delivery_start_time.slice(0, 10),
    stopDay: ad.ad_delivery_stop_time?.slice(0, 10) ?? null,
    platforms: ad.publisher_platforms.map((platform) => platform.toLowerCase()),
    languages: ad.languages,
    euReach: ad.eu_total_reach ?? null,
  };
}

/** The Graph API's parameters of `query`, one page from `after`. */
export function adArchiveParams(query: AdArchiveQuery, after?: string): Record<string, unknown> {
  return {
    search_terms: query.searchTerms || undefined,
    ad_reached_countries: [...query.countries],
    ad_type: query.adType,
    ad_active_status: query.activeStatus,
    publisher_platforms: query.platforms.length > 0 ? [...query.platforms] : undefined,
    fields: AD_ARCHIVE_FIELDS,
    limit: AD_ARCHIVE_PAGE_SIZE,
    after,
  };
}

/**
 * One page of an archive search (`GET /ads_archive`) with the person's token.
 * @returns the page's ads, and the cursor of the next page (null after the last)
 * @throws AdNetworkError `refused` for a search Meta does not take (no country), `permissionRevoked`
 *   when the person has not confirmed their identity for the Ad Library, and as any Graph API call;
 *   `transient` for an answer in another shape
 */
export async function searchAdArchive(
  access: { readonly graphOrigin: string; readonly userToken: string },
  query: AdArchiveQuery,
  after?: string,
): Promise<{ ads: ArchivedAd[]; next: string | null }> {
  const api = userGraph(access);
  let answer: unknown;
  try {
    answer = await api.call('GET', ['ads_archive'], adArchiveParams(query, after));
  } catch (thrown) {
    throw toMetaError(thrown);
  }
  const parsed = archivePageSchema.safeParse(answer);
  if (!parsed.success)
    throw new AdNetworkError('meta', 'transient', 'Meta answered ads_archive in an unknown shape.');
  const { data, paging } = parsed.data;
  return { ads: data.map(toArchivedAd), next: paging?.next ? (paging.cursors?.after ?? null) : null };
}
