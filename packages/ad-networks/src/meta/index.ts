/** The Meta connector: the Marketing API through `facebook-nodejs-business-sdk`, and Facebook Login for Business. */
export { MetaConnector, type MetaConnectorOptions } from './metaConnector';
export { META_GRAPH_ORIGIN } from './graphApi';
export {
  exchangeMetaCode,
  extendMetaToken,
  metaLoginUrl,
  META_DIALOG_ORIGIN,
  META_PERMISSIONS,
  type MetaApp,
} from './metaLogin';
export {
  daysUntilMetaApiVersionExpires,
  isMetaApiVersionServed,
  META_API_RELEASES,
  META_API_VERSION,
  META_API_VERSION_NOTICE_DAYS,
  newestMetaApiVersion,
  type MetaApiRelease,
} from './metaApiVersion';
export {
  deliverySignature,
  deliverySigned,
  GRAPH_LEAD_FIELDS,
  leadgenNotices,
  networkLeadFromGraph,
  subscriptionChallenge,
  webhookVerifyToken,
  type LeadAnswer,
  type LeadgenNotice,
  type NetworkLead,
} from './leadgen';
export {
  listMetaPages,
  listMetaPagesWithInstagram,
  META_LEAD_FORMS_MAX,
  META_LEADS_PER_PAGE,
  metaPageLeads,
  type MetaLeadForm,
  type MetaLeadPage,
  type MetaPageLeads,
  META_PAGES_MAX,
  readMetaLead,
  subscribeMetaPageToLeads,
  type MetaPage,
  type MetaPageAccess,
  type MetaPageWithInstagram,
} from './metaPages';
export {
  META_AD_IDENTITY_PERMISSIONS,
  META_CREATOR_PERMISSIONS,
  META_LEAD_PERMISSIONS,
  META_POST_PERMISSIONS,
} from '../features';
export { AD_ARCHIVE_PAGE_SIZE, searchAdArchive, type AdArchiveQuery, type ArchivedAd } from './adArchive';
export {
  CREATOR_RECENT_MEDIA,
  discoverInstagramCreator,
  listInstagramAccounts,
  type CreatorMedia,
  type InstagramAccount,
  type InstagramCreator,
} from './businessDiscovery';
export {
  centredCrop,
  createMetaAdCreative,
  META_CROP_KEYS,
  metaVideoStatus,
  objectStorySpec,
  uploadMetaAdImage,
  uploadMetaAdVideo,
  type CropRatio,
  type ImageCrop,
  type MetaAdAccountAccess,
  type MetaAdCopy,
  type MetaAdIdentity,
  type MetaAdMedia,
  type MetaVideoStatus,
} from './adMedia';
export {
  createInstagramContainer,
  INSTAGRAM_CAROUSEL_MAX,
  instagramContainerStatus,
  instagramPermalink,
  instagramPublishingLimit,
  PAGE_SCHEDULE_MAX_MS,
  PAGE_SCHEDULE_MIN_MS,
  pagePostPermalink,
  publishInstagramContainer,
  publishPagePost,
  type ContainerStatus,
  type InstagramMedia,
  type PagePostDraft,
  type PublishingLimit,
} from './publishing';
