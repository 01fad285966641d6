import { readFileSync } from 'node:fs';
import semver from 'semver';

/**
 * antd's page-level React contexts: the modules whose `createContext` the page's one `ConfigProvider`
 * (in the host, or at the root of an embedded or standalone remote) provides what it sets through —
 * its config (prefix, popup container, component settings), design tokens and theme, locale, the
 * style cache, and the icons' settings.
 *
 * Shared as singletons matched by their path inside node_modules (`allowNodeModulesSuffixMatch`), so
 * that an antd component a remote bundles itself — one no facade provides — reads the same contexts as
 * the facades' components: the page's theme, locale and style cache reach it with no host release
 * (docs/decisions/0006-antd-components-in-remotes.md). `antdContexts.test.ts` fails when antd's
 * ConfigProvider starts providing a context this list lacks.
 */
export const ANTD_PAGE_CONTEXTS = [
  'antd/es/config-provider/context',
  'antd/es/theme/context',
  'antd/es/locale/context',
  '@ant-design/cssinjs/es/StyleContext',
  // The icons' own: it tells a remote's icons that their base styles come built ahead (`zeroRuntime`).
  '@ant-design/icons/es/components/Context',
] as const;

/** The npm package a node_modules path belongs to (`@ant-design/cssinjs/es/x` → `@ant-design/cssinjs`). */
export function packageOf(modulePath: string): string {
  const parts = modulePath.split('/');
  return modulePath.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** The shared-scope entry of one context module. */
export interface ContextShare {
  readonly singleton: true;
  readonly strictVersion: true;
  readonly version: string;
  readonly requiredVersion: string;
  readonly allowNodeModulesSuffixMatch: boolean;
  readonly import?: false;
}

/**
 * Each context module with the version the app in `dir` resolves and the range it requires: antd's
 * own contexts the app's declared antd range, a dependency's its resolved major version.
 */
function contextVersions(
  dir: string,
  antdRange: string,
): Array<readonly [string, { version: string; requiredVersion: string }]> {
  return ANTD_PAGE_CONTEXTS.map((modulePath) => {
    const name = packageOf(modulePath);
    const manifest = require.resolve(`${name}/package.json`, { paths: [dir] });
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    const requiredVersion = name === 'antd' ? antdRange : `^${semver.major(version)}.0.0`;
    return [modulePath, { version, requiredVersion }] as const;
  });
}

/**
 * The shared entries of {@link ANTD_PAGE_CONTEXTS} for the app in `dir`.
 *
 * A remote consumes them wherever its antd imports them, relative imports included
 * (`allowNodeModulesSuffixMatch`), so its own antd components read the page's one instance. The host
 * only provides them: its antd imports them directly, and host/src/app/federation/providedShares.ts
 * imports each by its path so webpack provides that same module. (Consuming them in the host too would
 * stop webpack concatenating every antd module that imports them, a larger first load.)
 * @param dir - the app's folder (its antd and antd's dependencies resolve from there)
 * @param antdRange - the app's declared antd range (package.json)
 * @param options.fallbacks - false for a remote's production build: the host provides them
 * @param options.provider - true for the host
 * @returns entries keyed by module path
 */
export function antdContextShares(
  dir: string,
  antdRange: string,
  { fallbacks, provider }: { readonly fallbacks: boolean; readonly provider: boolean },
): Record<string, ContextShare> {
  return Object.fromEntries(
    contextVersions(dir, antdRange).map(([modulePath, versions]) => [
      modulePath,
      {
        singleton: true,
        strictVersion: true,
        ...versions,
        allowNodeModulesSuffixMatch: !provider,
        ...(fallbacks ? {} : { import: false as const }),
      },
    ]),
  );
}
