import type { Configuration } from 'webpack';
import { createFederatedConfig } from '../../webpack.common';

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration =>
  createFederatedConfig(
    {
      name: 'settings',
      dir: __dirname,
      port: 3006,
      title: 'Settings — standalone',
    },
    argv,
  );
