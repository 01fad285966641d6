/**
 * The one webpack factory (DESIGN "Repository layout"): `createFederatedConfig` builds the host and
 * every remote with the same loaders, minifier, caching, Firebase environment and shared scope.
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import 'webpack-dev-server';

/** Options of {@link createFederatedConfig}. */
export interface FederatedAppOptions {
  /** The federation name; also the remote's key in remotes.json (`host`, `campaigns`, …). */
  readonly name: string;
  /** The folder of the app (its webpack.config.ts's `__dirname`). */
  readonly dir: string;
  /** The dev-server and local serving port (ISSUE 2: host 3000, remotes 3001–3007). */
  readonly port: number;
  /** A remote's exposed modules, e.g. `{ './Section': './src/expose/Section.tsx' }`. */
  readonly exposes?: Readonly<Record<string, string>>;
  /** The page title of the app's own index.html (the host, or a remote's standalone mode). */
  readonly title: string;
}

/** What every build shares as one instance per page (DESIGN "Remotes", sharing). */
// react-router is not listed: react-router-dom re-exports it with `export *`, which a consumed shared
// module cannot satisfy (createBrowserRouter came out undefined). Import routing from react-router-dom only.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'shared-auth',
] as const;

function packageVersion(name: string): string {
  const root = name.startsWith('react/') || name.startsWith('react-dom/') ? name.split('/')[0]! : name;
  const manifest = JSON.parse(
    readFileSync(require.resolve(`${root}/package.json`, { paths: [__dirname] }), 'utf8'),
  ) as { version: string };
  return manifest.version;
}

function caretRange(version: string): string {
  const [major, minor] = version.split('.');
  return major === '0' ? `~${major}.${minor}.0` : `^${major}.${minor}.0`;
}

/**
 * The shared scope: singletons with an explicit version and a caret range on their minor version,
 * so an incompatible remote is reported (`strictVersion`) instead of loading a second copy.
 */
export function sharedScope(): Record<
  string,
  { singleton: true; strictVersion: true; version: string; requiredVersion: string }
> {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = packageVersion(name);
      return [name, { singleton: true, strictVersion: true, version, requiredVersion: caretRange(version) }];
    }),
  );
}

/** The Firebase environment injected as `__FIREBASE_ENV__` (validated by shared-auth at start-up). */
function firebaseEnv(): Record<string, string> {
  const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-adplatform';
  return {
    projectId,
    apiKey: process.env.FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: process.env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    storageBucket: process.env.FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
    functionsRegion: process.env.FIREBASE_FUNCTIONS_REGION ?? 'us-central1',
    emulatorHost: process.env.FIREBASE_EMULATOR_HOST ?? (projectId.startsWith('demo-') ? '127.0.0.1' : ''),
  };
}

/**
 * Builds the webpack configuration of one federated app.
 * @param options - name, folder, port, exposed modules, title
 * @param argv - webpack-cli's argv (`mode`)
 */
export function createFederatedConfig(
  options: FederatedAppOptions,
  argv: { mode?: Configuration['mode'] } = {},
): Configuration {
  const mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const isHost = !options.exposes;
  return {
    name: options.name,
    mode,
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      // The host is served at the site root, so deep links must not resolve chunks relative to them.
      publicPath: isHost ? '/' : (process.env.PUBLIC_PATH ?? 'auto'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: options.name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
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
        },
      ],
    },
    cache: {
      type: 'filesystem',
      name: `${options.name}-${mode}`,
      cacheDirectory: path.join(__dirname, 'node_modules', '.cache', 'webpack'),
      buildDependencies: { config: [__filename] },
    },
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      splitChunks: { chunks: 'async', minSize: 2000 },
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({ __FIREBASE_ENV__: JSON.stringify(firebaseEnv()) }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ? { ...options.exposes } : undefined,
        remotes: {},
        shared: sharedScope(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'webpack.index.html'),
        title: options.title,
        publicPath: '/',
        chunks: ['main'],
      }),
    ],
    devServer: {
      port: options.port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: false },
    },
  };
}
