import type { Configuration } from 'webpack';
import { createFederatedConfig } from '../../webpack.common';

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration =>
  createFederatedConfig(
    {
      name: 'influencers',
      dir: __dirname,
      port: 3005,
      title: 'Influencers — standalone',
    },
    argv,
  );
