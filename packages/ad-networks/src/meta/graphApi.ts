/**
 * Meta's SDK, `facebook-nodejs-business-sdk`, as the connector uses it: its API object, whose `call`
 * every SDK object and cursor goes through, sent to Meta or a demo project's stand-in.
 */
import { FacebookAdsApi } from 'facebook-nodejs-business-sdk';

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

  override call(
    method: 'GET' | 'POST' | 'DELETE',
    path: readonly string[] | string,
    params: Record<string, unknown> = {},
    files: Record<string, unknown> = {},
    useMultipartFormData = false,
    urlOverride = '',
  ): Promise<unknown> {
    return super.call(method, path, params, files, useMultipartFormData, urlOverride || this.origin);
  }
}
