/**
 * The demo project's ad networks: local stand-ins that speak each network's protocol
 * (scripts/ad-networks, docs/decisions/0031-ad-network-connectors.md). Shared by the functions, which
 * call them, and the stand-ins. Not secrets: they work only against the stand-ins, which refuse any
 * project that is not a `demo-` project, and the functions use them only in such a project.
 */

/** The Meta stand-in's port on the loopback interface. */
export const DEMO_META_PORT = 12121;
/** The Meta stand-in's origin: its login dialog and its Graph API. */
export const DEMO_META_ORIGIN = `http://127.0.0.1:${DEMO_META_PORT}`;
/** The Meta app of the demo project (Facebook Login for Business). */
export const DEMO_META_APP = { id: '990000000000001', secret: 'demo-meta-app-secret' } as const;

/** The Google Ads stand-in's port on the loopback interface. */
export const DEMO_GOOGLE_ADS_PORT = 12122;
/** The Google Ads stand-in's origin: its consent page, its token endpoint and its Google Ads API. */
export const DEMO_GOOGLE_ADS_ORIGIN = `http://127.0.0.1:${DEMO_GOOGLE_ADS_PORT}`;
/** The demo project's Google Cloud OAuth client and Google Ads developer token. */
export const DEMO_GOOGLE_ADS_APP = {
  clientId: '990000000001-demo.apps.googleusercontent.com',
  clientSecret: 'demo-google-client-secret',
  developerToken: 'demo-developer-token',
} as const;
/** Where a Google Ads stand-in at `origin` serves Google's endpoints: the API, the consent page, the token endpoint. */
export const googleAdsStandInEndpoints = (origin: string) =>
  ({
    apiOrigin: origin,
    authUrl: `${origin}/o/oauth2/v2/auth`,
    tokenUrl: `${origin}/token`,
  }) as const;
/** Where the demo project's Google Ads stand-in serves Google's endpoints. */
export const DEMO_GOOGLE_ADS_ENDPOINTS = googleAdsStandInEndpoints(DEMO_GOOGLE_ADS_ORIGIN);

/** The functions emulator's gate on the loopback interface, where the stand-ins deliver webhooks. */
export const DEMO_FUNCTIONS_ORIGIN = 'http://127.0.0.1:5001';
/** The URL of the demo project `projectId`'s HTTP function `name` behind the functions' gate. */
export const demoFunctionUrl = (projectId: string, name: string): string =>
  `${DEMO_FUNCTIONS_ORIGIN}/${projectId}/us-central1/${name}`;
