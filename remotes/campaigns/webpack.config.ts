import type { Configuration } from 'webpack';
import { createFederatedConfig } from '../../webpack.common';

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration =>
  createFederatedConfig(
    {
      name: 'campaigns',
      dir: __dirname,
      port: 3001,
      title: 'Campaigns — standalone',
    },
    argv,
  );
