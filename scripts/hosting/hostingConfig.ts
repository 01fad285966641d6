import { hostRewrites } from 'host/prerender/prerenderedPages';
import { hostingSites } from '../deploy/deployPlan';
import { guardCommand } from '../deploy/localValues';
import { APPS, type FederatedApp } from '../lib/apps';
import { PROJECT_ID } from '../lib/emulatorEnv';
import { hostSecurityHeaders, SECURITY_RULE_SOURCE, type HostingConfig } from './securityHeaders';

/**
 * The Hosting sites of firebase.json and the demo project's Hosting targets in .firebaserc, built
 * from the apps this repository has (docs/architecture.md "Independent releases"): one site per
 * app, so a new remote gets its site from its own folder. `npm run hosting:config` writes both
 * files; a unit test fails until they match.
 */

/** One site of firebase.json. */
export type HostingSiteConfig = HostingConfig['hosting'][number] & {
  readonly ignore: readonly string[];
  /** Run by `firebase deploy` first: refuses this file's local values (`localValues.ts`). */
  readonly predeploy: readonly string[];
  readonly cleanUrls: boolean;
  readonly trailingSlash: boolean;
  readonly rewrites?: readonly { readonly regex: string; readonly destination: string }[];
};

/**
 * How every site serves its files: readable from any origin (the host's page and a partner's
 * embedding page load a remote's files), never sniffed; files named by their content kept for a
 * year, the files with fixed names (pages, entries, manifests, remotes.json, embed.js) revalidated.
 */
const FILE_RULES: HostingSiteConfig['headers'] = [
  {
    source: '**',
    headers: [
      { key: 'Access-Control-Allow-Origin', value: '*' },
      { key: 'X-Content-Type-Options', value: 'nosniff' },
    ],
  },
  {
    source: '**/*.@(js|css|woff2|png|svg)',
    headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
  },
  {
    source: '**/@(index.html|remoteEntry.js|mf-manifest.json|mf-stats.json|remotes.json|embed.js)',
    headers: [{ key: 'Cache-Control', value: 'no-cache' }],
  },
];

/** The host's pages (every path without a dot, answered by a prerendered page) are revalidated. */
const PAGE_RULE = { regex: '^/[^.]*$', headers: [{ key: 'Cache-Control', value: 'no-cache' }] };

/**
 * The site of `app`: its build folder with the file rules; the host's also answers its paths with
 * the prerendered pages and carries the security headers (`securityHeaders.ts`).
 * @param remotes - the remotes' origins the host's policy allows
 */
function siteOf(app: FederatedApp, remotes: readonly string[]): HostingSiteConfig {
  const site = {
    target: app.name,
    public: `${app.workspace}/dist`,
    ignore: ['**/*.map', '**/*.LICENSE.txt'],
    predeploy: [guardCommand('firebase.json')],
    cleanUrls: false,
    trailingSlash: false,
  };
  if (!app.isHost) return { ...site, headers: FILE_RULES };
  return {
    ...site,
    headers: [
      ...FILE_RULES,
      PAGE_RULE,
      { source: SECURITY_RULE_SOURCE, headers: hostSecurityHeaders(remotes) },
    ],
    rewrites: hostRewrites(),
  };
}

/**
 * firebase.json's `hosting`: every app's site, host first.
 * @param remotes - the remotes' origins the host's policy allows (those of host/public/remotes.json)
 */
export function hostingConfig(remotes: readonly string[]): HostingSiteConfig[] {
  return APPS.map((app) => siteOf(app, remotes));
}

/** .firebaserc's Hosting targets of the demo project: each app's target on its site. */
export function demoHostingTargets(): Record<string, string[]> {
  return Object.fromEntries(hostingSites(PROJECT_ID).map(({ app, site }) => [app.name, [site]]));
}
