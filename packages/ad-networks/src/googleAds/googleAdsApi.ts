/**
 * The Google Ads API's REST interface as the connector calls it: GAQL search a page at a time, the
 * mutate of one service, and the accessible customers, each authorised by Google's own auth library
 * (`google-auth-library`), which refreshes the access token from the person's refresh token. The
 * origins are Google's unless a demo project points them at the local stand-in.
 */
import { OAuth2Client } from 'google-auth-library';
import { toGoogleAdsError } from './googleAdsErrors';

/** The Google Ads API version the connector speaks. */
export const GOOGLE_ADS_API_VERSION = 'v25';
/** The Google Ads API. */
export const GOOGLE_ADS_ORIGIN = 'https://googleads.googleapis.com';
/** Google's OAuth 2.0 consent page and token endpoint. */
export const GOOGLE_OAUTH = {
  authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
} as const;

/** A Google Cloud OAuth client of the product, and its Google Ads developer token (server secrets). */
export interface GoogleAdsApp {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly developerToken: string;
}

/** Where the Google Ads API and Google's OAuth endpoints are (Google's, or a demo project's stand-in). */
export interface GoogleAdsEndpoints {
  readonly apiOrigin: string;
  readonly authUrl: string;
  readonly tokenUrl: string;
}

/** Google's endpoints. */
export const GOOGLE_ADS_ENDPOINTS: GoogleAdsEndpoints = { apiOrigin: GOOGLE_ADS_ORIGIN, ...GOOGLE_OAUTH };

/** An OAuth client of `app` whose token calls go to `endpoints`. */
export function oauthClient(
  app: GoogleAdsApp,
  endpoints: GoogleAdsEndpoints,
  redirectUri?: string,
): OAuth2Client {
  return new OAuth2Client({
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    ...(redirectUri ? { redirectUri } : {}),
    endpoints: { oauth2AuthBaseUrl: endpoints.authUrl, oauth2TokenUrl: endpoints.tokenUrl },
    // Node's own fetch, rather than the library loading a fetch package of its own on first use.
    transporterOptions: { fetchImplementation: fetch },
  });
}

/**
 * The REST calls of one person (their refresh token). A call about a customer the person reaches
 * through a manager account names that manager (`login-customer-id`, from `managers`). Every method
 * throws `AdNetworkError`.
 */
export class GoogleAdsRest {
  private readonly client: OAuth2Client;

  constructor(
    private readonly app: GoogleAdsApp,
    private readonly endpoints: GoogleAdsEndpoints,
    refreshToken: string,
    private readonly managers: Readonly<Record<string, string>> = {},
  ) {
    this.client = oauthClient(app, endpoints);
    this.client.setCredentials({ refresh_token: refreshToken });
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const manager = this.managers[/^customers\/(\d+)\//u.exec(path)?.[1] ?? ''];
    try {
      const response = await this.client.request({
        url: `${this.endpoints.apiOrigin}/${GOOGLE_ADS_API_VERSION}/${path}`,
        method,
        headers: {
          'developer-token': this.app.developerToken,
          ...(manager ? { 'login-customer-id': manager } : {}),
        },
        ...(body === undefined ? {} : { data: body }),
        responseType: 'json',
        // Retries are the sync's (backoff, and resuming from the kept page), not the transport's.
        retry: false,
      });
      return response.data;
    } catch (thrown) {
      throw toGoogleAdsError(thrown);
    }
  }

  /** The OAuth scopes the refresh token carries, from a fresh access token. */
  async grantedScopes(): Promise<string[]> {
    try {
      const { credentials } = await this.client.refreshAccessToken();
      return (credentials.scope ?? '').split(' ').filter(Boolean);
    } catch (thrown) {
      throw toGoogleAdsError(thrown);
    }
  }

  /** `GET customers:listAccessibleCustomers`: the customers the person may reach directly. */
  listAccessibleCustomers(): Promise<unknown> {
    return this.call('GET', 'customers:listAccessibleCustomers');
  }

  /** `POST customers/{id}/googleAds:search`: one page of a GAQL query's rows. */
  search(customerId: string, query: string, pageToken?: string): Promise<unknown> {
    return this.call('POST', `customers/${customerId}/googleAds:search`, {
      query,
      ...(pageToken ? { pageToken } : {}),
    });
  }

  /**
   * `POST customers/{id}/googleAds:mutate`: operations of several resources in one request, all applied
   * or none, later ones naming earlier ones by temporary (negative) ids.
   */
  mutateAll(customerId: string, mutateOperations: readonly unknown[]): Promise<unknown> {
    return this.call('POST', `customers/${customerId}/googleAds:mutate`, { mutateOperations });
  }

  /** `POST customers/{id}/{service}:mutate` (e.g. `campaigns`, `campaignBudgets`) with `operations`. */
  mutate(customerId: string, service: string, operations: readonly unknown[]): Promise<unknown> {
    return this.call('POST', `customers/${customerId}/${service}:mutate`, { operations });
  }
}
