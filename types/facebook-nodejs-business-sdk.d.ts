/**
 * The part of `facebook-nodejs-business-sdk` the Meta connector uses (the package ships no types):
 * its API object, whose `call` every SDK object and cursor goes through.
 */
declare module 'facebook-nodejs-business-sdk' {
  export class FacebookAdsApi {
    /** The Graph API version the SDK is built for; the product names its own (`META_API_VERSION`). */
    static get VERSION(): string;
    /** The token every call made from path segments carries. */
    readonly accessToken: string;
    /** `crashLog` false: the SDK reports nothing of ours to Meta. */
    constructor(accessToken: string, locale?: string, crashLog?: boolean);
    /** With `true`, a successful answer carries the HTTP headers under `headers`. */
    setShowHeader(flag: boolean): this;
    /**
     * One Graph API call: `path` as segments (`['act_1', 'campaigns']`, the token added) or a whole URL;
     * `urlOverride` replaces Meta's origin. Rejects with `FacebookRequestError`.
     */
    call(
      method: 'GET' | 'POST' | 'DELETE',
      path: readonly string[] | string,
      params?: Record<string, unknown>,
      files?: Record<string, unknown>,
      useMultipartFormData?: boolean,
      urlOverride?: string,
    ): Promise<unknown>;
  }
}
