import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ANTD_PAGE_CONTEXTS, antdContextShares, packageOf } from './antdContexts';

const ROOT = path.join(__dirname, '..', '..');
const NODE_MODULES = path.join(ROOT, 'node_modules');

/**
 * Contexts the ConfigProvider's module graph creates that need not be one instance per page (each
 * shared module adds federation metadata to the first load):
 * - MotionWrapper's cache context only passes between nested ConfigProviders, and a remote renders
 *   none under the host's;
 * - the validation messages are read only by antd's Form, which every app takes from the facade;
 * - the warning context only serves antd's development-build warnings;
 * - size, disabled state and motion hold what only a Form's or ConfigProvider's options set, and the
 *   page's ConfigProvider sets none of them (a remote's own component inside a disabled facade Form
 *   is not disabled with it);
 * - the trigger's contexts carry the shared tooltip of `tooltip.unique`, which the page's
 *   ConfigProvider does not set, and nest a popup's triggers inside one component.
 */
const NOT_PAGE_LEVEL = [
  'antd/es/config-provider/MotionWrapper',
  'antd/es/config-provider/SizeContext',
  'antd/es/config-provider/DisabledContext',
  '@rc-component/motion/es/context',
  '@rc-component/trigger/es/context',
  'antd/es/form/validateMessagesContext',
  'antd/es/_util/warning',
];

/** The ES module file a specifier in `from` resolves to (relative, deep or a package's `module` entry). */
function resolveEsModule(from: string, specifier: string): string | null {
  const candidates = (base: string): string[] => [`${base}.js`, path.join(base, 'index.js')];
  if (specifier.startsWith('.')) {
    return candidates(path.resolve(path.dirname(from), specifier)).find((file) => existsSync(file)) ?? null;
  }
  const name = packageOf(specifier);
  const dir = path.join(NODE_MODULES, name);
  const rest = specifier.slice(name.length + 1);
  if (rest) return candidates(path.join(dir, rest)).find((file) => existsSync(file)) ?? null;
  if (!existsSync(path.join(dir, 'package.json'))) return null;
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { module?: string };
  if (!manifest.module) return null;
  const entry = path.join(dir, manifest.module);
  return [entry, `${entry}.js`].find((file) => existsSync(file) && file.endsWith('.js')) ?? null;
}

/** Every module within `depth` imports of antd's ConfigProvider that calls React's createContext. */
function contextModulesOfConfigProvider(depth: number): string[] {
  const start = path.join(NODE_MODULES, 'antd', 'es', 'config-provider', 'index.js');
  const seen = new Set<string>();
  let frontier = [start];
  for (let level = 0; level <= depth; level++) {
    const next: string[] = [];
    for (const file of frontier) {
      if (seen.has(file)) continue;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, specifier] of source.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]/g)) {
        const resolved = resolveEsModule(file, specifier!);
        if (resolved && !resolved.includes('@babel')) next.push(resolved);
      }
    }
    frontier = next;
  }
  return [...seen]
    .filter((file) => /createContext\(/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(NODE_MODULES, file).replace(/\.js$/, ''))
    .sort();
}

describe("antd's page-level contexts (shared one instance per page)", () => {
  it("are exactly the contexts antd's ConfigProvider provides: a change in antd fails here", () => {
    const expected = [...ANTD_PAGE_CONTEXTS, ...NOT_PAGE_LEVEL].sort();
    expect(contextModulesOfConfigProvider(3)).toEqual(expected);
  });

  it('are shared as singletons a remote matches inside node_modules, with no copy in its production build', () => {
    const shares = antdContextShares(path.join(ROOT, 'remotes', 'settings'), '^6.6.8', {
      fallbacks: false,
      provider: false,
    });
    expect(Object.keys(shares)).toEqual([...ANTD_PAGE_CONTEXTS]);
    for (const share of Object.values(shares)) {
      expect(share).toMatchObject({
        singleton: true,
        strictVersion: true,
        allowNodeModulesSuffixMatch: true,
      });
      expect(share.import).toBe(false);
    }
    expect(shares['antd/es/config-provider/context']?.requiredVersion).toBe('^6.6.8');
    expect(shares['@ant-design/cssinjs/es/StyleContext']?.requiredVersion).toBe('^2.0.0');
  });

  it('are provided by the host under their paths, and its own antd reads them directly', () => {
    const shares = antdContextShares(path.join(ROOT, 'host'), '^5.27.0', { fallbacks: true, provider: true });
    for (const share of Object.values(shares)) {
      expect(share.allowNodeModulesSuffixMatch).toBe(false);
      expect(share.import).toBeUndefined();
    }
    const providedShares = readFileSync(path.join(ROOT, 'host/src/app/federation/providedShares.ts'), 'utf8');
    for (const modulePath of ANTD_PAGE_CONTEXTS) expect(providedShares).toContain(`import('${modulePath}')`);
  });
});
