import { PATHS } from 'shared-auth';

/** A page of the host written at build time beside `index.html` (docs/architecture.md "First paint"). */
export interface PrerenderedPage {
  /** The file in the host's dist folder. */
  readonly file: string;
  /** What it paints: a screen as a signed-out visitor first sees it (hydrated), or the signed-in frame. */
  readonly kind: 'signed-out' | 'signed-in';
  /** The route rendered (none for the signed-in frame, which serves every section). */
  readonly path: string;
  /** The request paths Hosting answers with it (an RE2 regex of firebase.json's rewrites). */
  readonly regex: string;
}

/**
 * The signed-out screens (docs/product-rules.md §2), then the signed-in frame for every other app
 * path. The host knows no section when it is built (they are declared by the remotes), so the frame
 * has no heading: its prepaint script names the section from the catalogue this browser saved.
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
  // Every other app path; a path with a dot (a missing chunk) stays a 404.
  { file: 'shell.html', kind: 'signed-in', path: PATHS.campaigns, regex: '^/[^.]*$' },
];

/** The host site's rewrites (firebase.json, first match wins): each prerendered page's paths to its file. */
export function hostRewrites(): { regex: string; destination: string }[] {
  return PRERENDERED_PAGES.map(({ regex, file }) => ({ regex, destination: `/${file}` }));
}
