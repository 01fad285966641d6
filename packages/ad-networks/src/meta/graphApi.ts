/**
 * Meta's SDK, `facebook-nodejs-business-sdk`, as the connector uses it: its API object, whose `call`
 * every SDK object and cursor goes through, sent to Meta or a demo project's stand-in, on the
 * product's Marketing API version rather than the SDK's (docs/decisions/0043-meta-api-version.md).
 */
import { FacebookAdsApi } from 'facebook-nodejs-business-sdk';
import { META_API_VERSION } from './metaApiVersion';

/** Meta's Graph API. */
export const META_GRAPH_ORIGIN = 'https://graph.facebook.com';

/** The SDK's API object, sent to `origin` (Meta's, or a demo project's stand-in). */
export class GraphApi extends FacebookAdsApi {
  constructor(
    accessToken: string,
    private readonly origin: string,
  ) {
    super(accessToken, 'en_US', false);
    this.setShowHeader(true);
  }

  /**
   * One Graph API call. Segments become `<origin>/META_API_VERSION/<segments>` with the token added,
   * built here because the SDK would put its own version in the path; a whole URL (a cursor's next
   * page, which carries the version Meta answered on) goes as given.
   */
  override call(
    method: 'GET' | 'POST' | 'DELETE',
    path: readonly string[] | string,
    params: Record<string, unknown> = {},
    files: Record<string, unknown> = {},
    useMultipartFormData = false,
    urlOverride = '',
  ): Promise<unknown> {
    if (typeof path === 'string') return super.call(method, path, params, files, useMultipartFormData);
    const url = new URL(
      [urlOverride || this.origin, META_API_VERSION, ...path.map(encodeURIComponent)].join('/'),
    );
    const query: Record<string, unknown> = method === 'GET' || method === 'DELETE' ? { ...params } : {};
    query.access_token = this.accessToken;
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      url.searchParams.set(
        key,
        value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value),
      );
    }
    const body = method === 'POST' ? params : {};
    return super.call(method, url.toString(), body, files, useMultipartFormData);
  }
}

/** The Graph API on behalf of the person whose user token `access` holds, at its origin. */
export const userGraph = (access: { readonly userToken: string; readonly graphOrigin: string }): GraphApi =>
  new GraphApi(access.userToken, access.graphOrigin);
