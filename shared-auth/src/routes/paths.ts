import { FEATURE_IDS } from '@adplatform/plans';

/**
 * The sections the host knows itself (docs/product-rules.md §1), one per route of the main layout, in
 * the navigation's order. Today they are the plans' features one for one, each section needing the
 * feature of its own id (`@adplatform/plans`); a section whose feature differs becomes a list of its
 * own here, and type-checking then finds each place an entitlement is checked with a section.
 */
export const SECTION_IDS = FEATURE_IDS;
/** A section the host knows itself. */
export type SectionId = (typeof SECTION_IDS)[number];

/** Every route of docs/product-rules.md §2, by name. The one place a path is spelled. */
export const PATHS = {
  register: '/register',
  accountVerification: '/account-verification',
  login: '/login',
  onBoarding: '/on-boarding',
  campaigns: '/',
  reporting: '/reporting',
  leads: '/leads',
  adLibrary: '/ad-library',
  connectInfluencer: '/connect-influencer',
  settings: '/settings',
  createCampaign: '/create-campaign',
  createPost: '/create-post',
} as const;

/** A path of docs/product-rules.md §2's route table. */
export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** The query parameter of a campaign opened over the campaigns list (docs/product-rules.md §10.1). */
export const OPENED_CAMPAIGN_PARAM = 'campaign';

/**
 * The address of one campaign, opened over the campaigns list (`/?campaign=<id>`), as any section links
 * to it.
 */
export function openedCampaignPath(id: string): string {
  return `${PATHS.campaigns}?${OPENED_CAMPAIGN_PARAM}=${encodeURIComponent(id)}`;
}

/** The section each signed-in route shows (docs/product-rules.md §2 "main" layout rows). */
export const SECTION_PATHS: Readonly<Record<SectionId, AppPath>> = {
  campaigns: PATHS.campaigns,
  reporting: PATHS.reporting,
  leads: PATHS.leads,
  adLibrary: PATHS.adLibrary,
  influencers: PATHS.connectInfluencer,
  settings: PATHS.settings,
  createCampaign: PATHS.createCampaign,
  createPost: PATHS.createPost,
};

/**
 * `pathname` without its trailing slashes (`/reporting/` → `/reporting`; `/` stays `/`): the form the
 * guard and the section lookup compare.
 */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * The section shown at `pathname`, or null for the auth screens and unknown paths.
 * A trailing slash is ignored; sub-paths (`/reporting/x`) belong to their section.
 */
export function sectionForPath(pathname: string): SectionId | null {
  const normalised = normalisePath(pathname);
  for (const [section, path] of Object.entries(SECTION_PATHS) as [SectionId, AppPath][]) {
    if (path === '/' ? normalised === '/' : normalised === path || normalised.startsWith(`${path}/`)) {
      return section;
    }
  }
  return null;
}

/**
 * The query parameter that names the section a plan does not include, when the guard sends the user
 * to settings from it (docs/product-rules.md §2 rules 6–7, §12): `/settings?locked=leads`. Settings
 * then says which plan includes it and offers the upgrade.
 */
export const LOCKED_SECTION_PARAM = 'locked';
