import type { Configuration } from 'webpack';
import { createFederatedConfig } from '../../webpack.common';

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration =>
  createFederatedConfig(
    {
      name: 'creation',
      dir: __dirname,
      port: 3007,
      title: 'Creation — standalone',
    },
    argv,
  );
