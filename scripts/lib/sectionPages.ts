/**
 * Every section as a premium user reaches it from the shell: the navigation entry's test id and the
 * heading (en-us) that shows its page is on screen. Campaigns, the first screen after sign-in, last,
 * so that a tour of the list from there visits each section once and comes back. A unit test keeps
 * it to the sections the remotes declare.
 */
export const SECTION_PAGES = [
  { nav: 'nav-reporting', heading: 'Reporting' },
  { nav: 'nav-leads', heading: 'Leads' },
  { nav: 'nav-adLibrary', heading: 'Ad library' },
  { nav: 'nav-influencers', heading: 'Influencer connection' },
  { nav: 'nav-settings', heading: 'Subscription' },
  { nav: 'nav-createCampaign', heading: 'Create a campaign' },
  { nav: 'nav-createPost', heading: 'Create a post' },
  { nav: 'nav-audiences', heading: 'Audiences' },
  { nav: 'nav-campaigns', heading: 'Campaigns' },
] as const;
