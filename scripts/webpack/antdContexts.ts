import { readFileSync } from 'node:fs';
import semver from 'semver';

/**
 * antd's page-level React contexts: the modules whose `createContext` the page's one `ConfigProvider`
 * (in the host, or at the root of an embedded or standalone remote) provides values through — its
 * config (prefix, popup container, component settings), design tokens and theme, locale, size,
 * disabled state, validation messages, motion, icons and the CSS-in-JS style cache.
 *
 * Shared as singletons matched by their path inside node_modules (`allowNodeModulesSuffixMatch`), so
 * that an antd component a remote bundles itself — one no facade provides — reads the same contexts as
 * the facades' components: the page's theme, locale and style cache reach it with no host release
 * (docs/decisions/0006-antd-components-in-remotes.md). `antdContexts.test.ts` fails when antd's
 * ConfigProvider starts providing a context this list lacks.
 */
export const ANTD_PAGE_CONTEXTS = [
  'antd/es/config-provider/context',
  'antd/es/config-provider/DisabledContext',
  'antd/es/config-provider/SizeContext',
  'antd/es/theme/context',
  'antd/es/locale/context',
  'antd/es/form/validateMessagesContext',
  'antd/es/_util/warning',
  '@ant-design/cssinjs/es/StyleContext',
  '@ant-design/icons/es/components/Context',
  'rc-motion/es/context',
] as const;

/** The npm package a node_modules path belongs to (`@ant-design/cssinjs/es/x` → `@ant-design/cssinjs`). */
export function packageOf(modulePath: string): string {
  const parts = modulePath.split('/');
  return modulePath.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** The shared-scope entry of one context module, as webpack.common.ts's `sharedScope` builds it. */
export interface ContextShare {
  readonly singleton: true;
  readonly strictVersion: true;
  readonly version: string;
  readonly requiredVersion: string;
  readonly allowNodeModulesSuffixMatch: true;
  readonly import?: false;
}

/**
 * The shared entries of {@link ANTD_PAGE_CONTEXTS} for the app in `dir`.
 * @param dir - the app's folder (its antd and antd's dependencies resolve from there)
 * @param antdRange - the app's declared antd range (package.json), required of antd's own contexts
 * @param options.fallbacks - false for a remote's production build: the host provides them
 * @returns entries keyed by module path; a dependency's context requires its resolved major version
 */
export function antdContextShares(
  dir: string,
  antdRange: string,
  { fallbacks }: { readonly fallbacks: boolean },
): Record<string, ContextShare> {
  return Object.fromEntries(
    ANTD_PAGE_CONTEXTS.map((modulePath) => {
      const name = packageOf(modulePath);
      const manifest = require.resolve(`${name}/package.json`, { paths: [dir] });
      const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
      return [
        modulePath,
        {
          singleton: true,
          strictVersion: true,
          version,
          requiredVersion: name === 'antd' ? antdRange : `^${semver.major(version)}.0.0`,
          allowNodeModulesSuffixMatch: true,
          ...(fallbacks ? {} : { import: false as const }),
        },
      ];
    }),
  );
}
