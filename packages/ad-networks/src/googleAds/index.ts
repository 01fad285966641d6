/** The Google Ads connector: the Google Ads API's REST interface and Google's OAuth 2.0. */
export { GoogleAdsConnector, type GoogleAdsConnectorOptions } from './googleAdsConnector';
export {
  GOOGLE_ADS_API_VERSION,
  GOOGLE_ADS_ENDPOINTS,
  type GoogleAdsApp,
  type GoogleAdsEndpoints,
} from './googleAdsApi';
export { exchangeGoogleAdsCode, googleAdsLoginUrl, GOOGLE_ADS_SCOPES } from './googleAdsLogin';
export { googleAdsCampaignId } from './googleAdsMapping';
export {
  googleKeyMatches,
  LEAD_WEBHOOK_SCHEMA_VERSION,
  networkLeadFromWebhook,
  webhookLeadSchema,
  type GoogleLeadForm,
  type WebhookLead,
} from './googleAdsLeadForms';
