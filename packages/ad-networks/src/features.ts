/**
 * What a connection opens beyond campaigns, each asked for of the network's person when first used
 * (incremental consent, docs/decisions/0050-incremental-consent.md). A feature is on for a connection
 * when every permission it names is granted.
 */
import type { AdNetwork } from './connector';

/** The features a connection may add after it is made. */
export const AD_NETWORK_FEATURES = ['adIdentity', 'leadForms', 'creators', 'posts'] as const;
/** One of {@link AD_NETWORK_FEATURES}. */
export type AdNetworkFeature = (typeof AD_NETWORK_FEATURES)[number];

/**
 * What choosing the Page and Instagram account an ad speaks as needs beyond the campaigns' permissions
 * (docs/decisions/0054-meta-ad-media.md): the Pages listed with their Instagram accounts. The creative
 * itself is made with `ads_management` by a person with a role on the Page.
 */
export const META_AD_IDENTITY_PERMISSIONS = [
  'pages_show_list',
  'pages_read_engagement',
  'instagram_basic',
] as const;

/** What Meta Lead Ads needs of Facebook Login beyond the campaigns' permissions. */
export const META_LEAD_PERMISSIONS = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_manage_metadata',
  'pages_manage_ads',
  'leads_retrieval',
] as const;

/**
 * What reading Instagram creators through business discovery needs beyond the campaigns' permissions
 * (the advertiser's own Instagram account is found through their Pages).
 */
export const META_CREATOR_PERMISSIONS = [
  'pages_show_list',
  'pages_read_engagement',
  'instagram_basic',
  'instagram_manage_insights',
] as const;

/** What publishing to the advertiser's Pages and Instagram accounts needs beyond the campaigns' permissions. */
export const META_POST_PERMISSIONS = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_manage_posts',
  'instagram_basic',
  'instagram_content_publish',
] as const;

/**
 * The permissions each network's features ask for, beyond the connection's own; a feature a network
 * lacks is absent.
 */
export const FEATURE_PERMISSIONS: Readonly<
  Record<AdNetwork, Partial<Readonly<Record<AdNetworkFeature, readonly string[]>>>>
> = {
  meta: {
    adIdentity: META_AD_IDENTITY_PERMISSIONS,
    leadForms: META_LEAD_PERMISSIONS,
    creators: META_CREATOR_PERMISSIONS,
    posts: META_POST_PERMISSIONS,
  },
  googleAds: {},
};

/** The features `network` offers. */
export const featuresOf = (network: AdNetwork): AdNetworkFeature[] =>
  AD_NETWORK_FEATURES.filter((feature) => FEATURE_PERMISSIONS[network][feature] !== undefined);

/** Every permission `features` ask of `network`'s person, once each. */
export const permissionsFor = (network: AdNetwork, features: readonly AdNetworkFeature[]): string[] => [
  ...new Set(features.flatMap((feature) => FEATURE_PERMISSIONS[network][feature] ?? [])),
];

/**
 * The features of `network` whose permissions are all among `granted`.
 * @param granted the permissions the network says its person granted
 */
export const featuresGranted = (network: AdNetwork, granted: ReadonlySet<string>): AdNetworkFeature[] =>
  featuresOf(network).filter((feature) =>
    (FEATURE_PERMISSIONS[network][feature] ?? []).every((permission) => granted.has(permission)),
  );
