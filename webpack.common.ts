/**
 * The one webpack factory (docs/architecture.md "Repository layout"): `createFederatedConfig` builds the host and
 * every remote with the same loaders, minifier, caching, Firebase environment and shared scope.
 */
// The devServer options' types only: the dev server itself loads with `webpack serve`.
/// <reference types="webpack-dev-server" />
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import { antdContextShares, type ContextShare } from './scripts/webpack/antdContexts';
import { AntdStylesheet } from './scripts/webpack/antdStylesheet';
import { FirstStageChunks } from './scripts/webpack/firstStageChunks';
import { firebaseEnv } from './scripts/webpack/firebaseEnv';
import { appFederation } from './scripts/lib/appPackage';
import { exposedModules, manifestWithSections } from './scripts/webpack/sectionDeclarations';
import { appManifest, platformRanges, resolvedSingletons } from './scripts/contracts/platform';
import { sharedVersionProblems, type SharedSingleton } from './scripts/contracts/sharedVersions';

// Module Federation's plugins locate webpack by calling it without options and reading the stack
// of the error: webpack then validates that empty configuration against its whole JSON schema in
// every build. Telling them where webpack is skips it.
process.env.FEDERATION_WEBPACK_PATH ??= require.resolve('webpack');

/**
 * Options of {@link createFederatedConfig}. The app's federation name and port are what its
 * package.json declares (`scripts/lib/appPackage.ts`).
 */
export interface FederatedAppOptions {
  /** The folder of the app (its webpack.config.ts's `__dirname`). */
  readonly dir: string;
  /** The page title of the app's own index.html (the host, or a remote's standalone mode). */
  readonly title: string;
  /** The page's entry module, relative to `dir` (default `./src/index.ts`). */
  readonly entry?: string;
}

/**
 * The antd facades (`shared-ui/antd/*`, from shared-ui's package.json `exports`): small re-export
 * modules grouped by route, shared instead of antd itself, so a page holds one antd, tree-shaken to
 * what the facades list (a shared module ships whole, so antd shared as one module would ship all of
 * it; docs/architecture.md "Sharing").
 */
function antdFacades(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(__dirname, 'shared-ui', 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  return Object.keys(manifest.exports)
    .filter((key) => key.startsWith('./antd/'))
    .map((key) => `shared-ui${key.slice(1)}`);
}

/**
 * What every build shares as one instance per page (docs/architecture.md "Sharing"), with the package
 * whose version range governs it. The router is not listed: shared-auth re-exports the part of
 * react-router-dom the apps use (one router per page, tree-shaken instead of shared whole). dayjs is,
 * because antd's date pickers extend the instance they get with plugins.
 */
const SINGLETONS: ReadonlyArray<readonly [string, SharedSingleton]> = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['shared-auth', 'shared-auth'],
  ['shared-auth/validation', 'shared-auth'],
  ['dayjs', 'dayjs'],
  ...antdFacades().map((facade) => [facade, 'shared-ui'] as const),
];

/**
 * The shared scope of the app in `dir`: singletons with the version the build resolves and the range
 * its package.json declares, `strictVersion` so a mismatch is refused and reported, never silently
 * duplicated. With `fallbacks: false` (a remote's production build) the app bundles no copy of its
 * own (`import: false`): the host provides every shared module (host/src/app/federation/
 * providedShares.ts), also to an embedded remote (embed.js initialises the host's container first).
 * A remote's dev server and standalone mode keep their own copies and need nothing else built.
 * antd's page-level contexts are shared too (scripts/webpack/antdContexts.ts).
 * @throws Error listing every problem when the app's ranges disagree with the platform's
 *   (scripts/contracts/sharedVersions.ts): the build fails, not a user's session.
 */
export function sharedScope(
  app: string,
  dir: string,
  { fallbacks = true }: { readonly fallbacks?: boolean } = {},
): Record<
  string,
  | { singleton: true; strictVersion: true; version: string; requiredVersion: string; import?: false }
  | ContextShare
> {
  const declared = appManifest(dir).dependencies ?? {};
  const installed = resolvedSingletons(dir);
  const problems = sharedVersionProblems({ app, declared, installed, platform: platformRanges() });
  if (problems.length > 0) {
    throw new Error(`Shared singleton versions of ${app} are incompatible:\n  - ${problems.join('\n  - ')}`);
  }
  return {
    ...Object.fromEntries(
      SINGLETONS.map(([request, owner]) => [
        request,
        {
          singleton: true as const,
          strictVersion: true as const,
          version: installed[owner]!,
          requiredVersion: declared[owner]!,
          ...(fallbacks ? {} : { import: false as const }),
        },
      ]),
    ),
    ...antdContextShares(dir, declared.antd!, { fallbacks, provider: app === 'host' }),
  };
}

/**
 * A remote's exposed modules: those its sections declare, and `mount`. Each `./<Name>` is
 * `src/expose/<Name>.tsx`, whose types `src/expose/contract.ts` checks.
 */
function exposesOf(remoteDir: string): Record<string, string> {
  return Object.fromEntries(
    exposedModules(remoteDir).map((name) => [`./${name}`, `./src/expose/${name}.tsx`]),
  );
}

/**
 * `@highcharts/react` loads a series type Highcharts' core lacks with an `import()` of its module,
 * one per type (about ninety). The product's charts draw only core types (line, bar), so those
 * imports are built `weak` (webpack's documented parser option): no chunk for each, and a type no
 * chart imports itself never loads.
 */
const HIGHCHARTS_SERIES_LOADERS: RuleSetRule = {
  test: /[\\/]node_modules[\\/]@highcharts[\\/]react[\\/]/,
  parser: { dynamicImportMode: 'weak' },
};

/**
 * The host's remote loader (the registry of remotes and its runtime plugins): every chunk that shows
 * or preloads a section imports it, and below `minSize` webpack copies it into each of them — twice
 * on `/`. One chunk of its own instead.
 */
const REMOTE_LOADER =
  /[\\/]host[\\/]src[\\/]app[\\/]federation[\\/](remoteRegistry|runtimePlugins|remoteFailures)\.ts$|[\\/]node_modules[\\/]@module-federation[\\/]retry-plugin[\\/]/;

/** TypeScript and TSX through swc, the fastest of the loaders here (docs/performance.md "Build time"). */
function typescriptRule(production: boolean): RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * antd's component packages (`@rc-component/*`) are ES modules that do nothing when imported, but
 * unlike antd itself (`"sideEffects": ["*.css"]`) their package.json does not say so. webpack's
 * `Rule.sideEffects` says it for them: a module that only re-exports (a package's index) then no longer
 * keeps every module it names, so a facade that takes one component does not bring its siblings (the
 * text area with the input, the form's validator with the config provider).
 */
const ANTD_PACKAGES_WITHOUT_SIDE_EFFECTS: RuleSetRule = {
  test: /[\\/]node_modules[\\/]@rc-component[\\/]/,
  sideEffects: false,
};

/** webpack's filesystem cache, one per app and mode, in the root node_modules (cached between builds). */
function persistentCache(name: string, mode: Configuration['mode']): Configuration['cache'] {
  return {
    type: 'filesystem',
    name: `${name}-${mode}`,
    cacheDirectory: path.join(__dirname, 'node_modules', '.cache', 'webpack'),
    buildDependencies: { config: [__filename] },
  };
}

/**
 * The host's first stage (host/src/app/start/index.ts, docs/performance.md "Choices made for speed"): React,
 * shared-auth, antd's `base` facade, each one chunk (scripts/webpack/firstStageChunks.ts).
 */
const firstStage = (): FirstStageChunks =>
  new FirstStageChunks([
    {
      name: 'stage-react',
      roots: [/[\\/]node_modules[\\/](react|react-dom)[\\/](index|client|jsx-runtime)\.js$/],
    },
    { name: 'stage-auth', roots: [/[\\/]shared-auth[\\/]src[\\/]index\.ts$/] },
    { name: 'stage-antd', roots: [/[\\/]shared-ui[\\/]src[\\/]antd[\\/]base\.ts$/] },
  ]);

/**
 * Builds the webpack configuration of one federated app.
 * @param options - folder, title, entry (the name and port come from the app's package.json)
 * @param argv - webpack-cli's argv (`mode`)
 */
export function createFederatedConfig(
  options: FederatedAppOptions,
  argv: { mode?: Configuration['mode'] } = {},
): Configuration {
  const { name, port } = appFederation(options.dir);
  const mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const isHost = name === 'host';
  // A remote's production build is loaded by the host (or by embed.js, next to the host): it ships
  // no copies of the shared modules and no page of its own, which its build then skips.
  const standalonePage = isHost || !production;
  const stages = isHost ? firstStage() : null;
  // antd's stylesheet built ahead: the host's page and embed.js link it; a remote's standalone page
  // has none, and antd generates its styles there as components render.
  const antdStylesheet = isHost ? new AntdStylesheet() : null;
  return {
    name,
    mode,
    context: options.dir,
    entry: { main: options.entry ?? './src/index.ts' },
    // Maps are made for reading logged stacks (`npm run stack`), never referenced by the scripts.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    // A production build says what went wrong, not every module it built (a test run's log is read).
    stats: production ? 'errors-warnings' : 'normal',
    output: {
      path: path.join(options.dir, 'dist'),
      // Chunks resolve against the script that loads them, so the host's shared modules also load
      // from the host's site when embed.js initialises its container on a partner's page.
      publicPath: process.env.PUBLIC_PATH ?? 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: name,
      // The host's folder also holds the embed loader, built by its own configuration.
      clean: isHost ? { keep: /^embed\.js/ } : true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [typescriptRule(production), ANTD_PACKAGES_WITHOUT_SIDE_EFFECTS, HIGHCHARTS_SERIES_LOADERS],
    },
    cache: persistentCache(name, mode),
    optimization: {
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          // swc minifies in this process: worker threads, to which sources and maps are copied, cost
          // more than they save on a machine of few cores (docs/performance.md "Build time").
          parallel: false,
        }),
      ],
      splitChunks: {
        chunks: 'async',
        // Fewer, larger chunks compress better (one gzip stream per file); much larger, and modules
        // get copied into several chunks (docs/performance.md "What the first load carries").
        minSize: 10000,
        cacheGroups: {
          // No chunk of its own for a chunk's packages (webpack's `defaultVendors`): a facade or a
          // section's chunk came as two or three files, each a request in the task that loads it
          // (docs/performance.md "Choices made for speed").
          defaultVendors: false,
          ...(isHost ? { remoteLoader: { test: REMOTE_LOADER, name: 'remote-loader', enforce: true } } : {}),
          ...stages?.cacheGroups(),
        },
      },
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        __FIREBASE_ENV__: JSON.stringify(firebaseEnv()),
        // Where the host reads its remote list; each environment may serve its own (docs/architecture.md "Remotes").
        __REMOTES_CONFIG_URL__: JSON.stringify(process.env.REMOTES_CONFIG_URL ?? '/remotes.json'),
      }),
      ...(stages ? [stages] : []),
      ...(antdStylesheet ? [antdStylesheet] : []),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        // The host's container exposes only what it provides for remotes: embed.js initialises it
        // on a partner's page so that an embedded remote gets its shared modules from the host.
        exposes: isHost
          ? { './providedShares': './src/app/federation/providedShares.ts' }
          : exposesOf(options.dir),
        remotes: {},
        shared: sharedScope(name, options.dir, { fallbacks: standalonePage }),
        shareStrategy: 'loaded-first',
        dts: false,
        // A remote's manifest declares its sections (docs/architecture.md "Remotes").
        manifest: isHost ? true : manifestWithSections(options.dir),
        // One federation runtime core per page: the host's container puts its own on the page and a
        // remote's production entry uses it instead of carrying a copy (host/src/app/federation/
        // provideRuntimeCore.ts; a remote's dev build, for its standalone page, keeps its own).
        runtimePlugins: isHost ? [path.join(options.dir, 'src/app/federation/provideRuntimeCore.ts')] : [],
        // A browser-only runtime; a remote's also leaves out remote loading and manifest snapshots
        // (it loads no remote: the host, embed.js or its standalone page does), shrinking its entry.
        experiments: {
          optimization: isHost
            ? { target: 'web' }
            : { target: 'web', disableRemote: true, disableSnapshot: true },
          externalRuntime: !isHost && production,
        },
      }),
      ...(standalonePage
        ? [
            new HtmlWebpackPlugin({
              template: path.join(__dirname, 'webpack.index.html'),
              title: options.title,
              publicPath: '/',
              chunks: ['main'],
            }),
          ]
        : []),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: false },
    },
  };
}

/**
 * The embed loader (`embed.js`, served next to the host): a plain script with the Module Federation
 * runtime that gives a foreign page `AdPlatform.mount(element, { remote, … })` — no React, no host,
 * no bundler needed on that page (examples/embed). Built after the host into the host's folder.
 * @param dir - the host's folder
 */
export function createEmbedLoaderConfig(
  dir: string,
  argv: { mode?: Configuration['mode'] } = {},
): Configuration {
  const mode = argv.mode ?? 'production';
  return {
    name: 'embed',
    dependencies: ['host'],
    mode,
    context: dir,
    entry: { embed: './src/embed/loader.ts' },
    devtool: mode === 'production' ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    stats: mode === 'production' ? 'errors-warnings' : 'normal',
    output: {
      path: path.join(dir, 'dist'),
      filename: 'embed.js',
      clean: false,
      uniqueName: 'adplatform_embed',
    },
    resolve: { extensions: ['.ts', '.mjs', '.js', '.json'] },
    module: { rules: [typescriptRule(mode === 'production')] },
    cache: persistentCache('embed', mode),
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, parallel: false })],
      splitChunks: false,
    },
    performance: { hints: false },
  };
}
