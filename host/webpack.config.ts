import CopyWebpackPlugin from 'copy-webpack-plugin';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { createEmbedLoaderConfig, createFederatedConfig } from '../webpack.common';

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] => {
  const config = createFederatedConfig(
    { dir: __dirname, title: 'AdPlatform', entry: './src/app/start/index.ts' },
    argv,
  );
  config.plugins?.push(
    new CopyWebpackPlugin({ patterns: [{ from: path.join(__dirname, 'public'), to: '.' }] }),
  );
  return [config, createEmbedLoaderConfig(__dirname, argv)];
};
