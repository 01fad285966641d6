/**
 * Every route of docs/product-rules.md §2, by name: the one place such a path is spelled, for the
 * guard's destinations, links between sections and the built-in sections' declarations. A section
 * added later declares its own path and needs no entry here (docs/architecture.md "Remotes").
 */
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

/**
 * `pathname` without its trailing slashes (`/reporting/` → `/reporting`; `/` stays `/`): the form the
 * guard and the section lookup compare.
 */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * Whether `pathname` belongs to the section at `sectionPath`: the path itself or one of its sub-paths
 * (`/reporting/x` belongs to `/reporting`); `/` owns only itself. A trailing slash is ignored.
 */
export function isSectionPath(pathname: string, sectionPath: string): boolean {
  const normalised = normalisePath(pathname);
  return sectionPath === '/'
    ? normalised === '/'
    : normalised === sectionPath || normalised.startsWith(`${sectionPath}/`);
}

/**
 * The query parameter that names the feature a plan does not include, when the guard sends the user
 * to settings from a section needing it (docs/product-rules.md §2 rules 6–7, §12):
 * `/settings?locked=leads`. Settings then says which plan includes it and offers the upgrade.
 */
export const LOCKED_SECTION_PARAM = 'locked';
