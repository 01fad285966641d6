import { defineSecret, defineString } from 'firebase-functions/params';
import { DEMO_GOOGLE_ADS_APP, DEMO_GOOGLE_ADS_ENDPOINTS } from '@adplatform/ad-networks/demo';
import { isDemoProject } from '@adplatform/plans/demo-billing';
import type { NetworkAdAccount } from '@adplatform/ad-networks';
import type * as GoogleAdsModule from '@adplatform/ad-networks/google-ads';

/** The project's Google Cloud OAuth client id in a real project. */
const GOOGLE_ADS_CLIENT_ID = defineString('GOOGLE_ADS_CLIENT_ID', { default: '' });
/** Its secret, and the project's Google Ads developer token (Secret Manager). */
const GOOGLE_ADS_CLIENT_SECRET = defineSecret('GOOGLE_ADS_CLIENT_SECRET');
const GOOGLE_ADS_DEVELOPER_TOKEN = defineSecret('GOOGLE_ADS_DEVELOPER_TOKEN');

/** Whether this deployment talks to the local Google Ads stand-in (a `demo-` project) or to Google. */
const USES_STAND_IN = isDemoProject(process.env.GCLOUD_PROJECT);

/** The secrets a function that talks to Google Ads declares: none in a demo project. */
export const GOOGLE_ADS_SECRETS = USES_STAND_IN ? [] : [GOOGLE_ADS_CLIENT_SECRET, GOOGLE_ADS_DEVELOPER_TOKEN];

/** The Google Ads connector's module, the product's OAuth client and where Google is for this deployment. */
export interface GoogleAdsAccess {
  readonly googleAds: typeof GoogleAdsModule;
  readonly app: GoogleAdsModule.GoogleAdsApp;
  readonly endpoints: GoogleAdsModule.GoogleAdsEndpoints;
}

/** Google Ads for this deployment, its module loaded on the first call that talks to Google. */
export async function googleAdsAccess(): Promise<GoogleAdsAccess> {
  const googleAds = await import('@adplatform/ad-networks/google-ads');
  return USES_STAND_IN
    ? { googleAds, app: DEMO_GOOGLE_ADS_APP, endpoints: DEMO_GOOGLE_ADS_ENDPOINTS }
    : {
        googleAds,
        app: {
          clientId: GOOGLE_ADS_CLIENT_ID.value(),
          clientSecret: GOOGLE_ADS_CLIENT_SECRET.value(),
          developerToken: GOOGLE_ADS_DEVELOPER_TOKEN.value(),
        },
        endpoints: googleAds.GOOGLE_ADS_ENDPOINTS,
      };
}

/**
 * A Google Ads connector with a kept refresh token, for the connection's listed `adAccounts`: those
 * reached through a manager account are called through it.
 */
export function googleAdsConnectorWith(
  { googleAds, app, endpoints }: GoogleAdsAccess,
  refreshToken: string,
  now: Date,
  adAccounts: readonly NetworkAdAccount[] = [],
): GoogleAdsModule.GoogleAdsConnector {
  return new googleAds.GoogleAdsConnector({
    app,
    endpoints,
    refreshToken,
    managers: Object.fromEntries(
      adAccounts.flatMap(({ id, managerId }) => (managerId ? [[id, managerId]] : [])),
    ),
    now: () => now,
  });
}
