import { PATHS, SECTION_IDS, SECTION_PATHS, type SectionId } from 'shared-auth';

/** A page of the host written at build time beside `index.html` (docs/architecture.md "First paint"). */
export interface PrerenderedPage {
  /** The file in the host's dist folder. */
  readonly file: string;
  /** What it paints: a screen as a signed-out visitor first sees it (hydrated), or the signed-in frame. */
  readonly kind: 'signed-out' | 'signed-in';
  /** The route rendered (for a signed-in frame, its section's path). */
  readonly path: string;
  /** The request paths Hosting answers with it (an RE2 regex of firebase.json's rewrites). */
  readonly regex: string;
}

/** The regex of the paths `section` answers: its path and its sub-paths (`/` alone for campaigns). */
function sectionRegex(section: SectionId): string {
  const path = SECTION_PATHS[section];
  return path === '/' ? '^/$' : `^${path}(/[^.]*)?$`;
}

/**
 * The signed-out screens, then the signed-in frame of each section, named by it (docs/product-rules.md
 * §2).
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { file: 'login.html', kind: 'signed-out', path: PATHS.login, regex: '^/login/?$' },
  { file: 'register.html', kind: 'signed-out', path: PATHS.register, regex: '^/register/?$' },
  {
    file: 'account-verification.html',
    kind: 'signed-out',
    path: PATHS.accountVerification,
    regex: '^/account-verification/?$',
  },
  ...SECTION_IDS.map((section): PrerenderedPage => ({
    file: `shell-${section}.html`,
    kind: 'signed-in',
    path: SECTION_PATHS[section],
    regex: sectionRegex(section),
  })),
];

/**
 * The host site's rewrites (firebase.json, first match wins): each prerendered page's paths to its
 * file, then every other app path to `index.html`. A path with a dot (a missing chunk) stays a 404.
 */
export function hostRewrites(): { regex: string; destination: string }[] {
  return [
    ...PRERENDERED_PAGES.map(({ regex, file }) => ({ regex, destination: `/${file}` })),
    { regex: '^/[^.]*$', destination: '/index.html' },
  ];
}
