import type { Configuration } from 'webpack';
import { createFederatedConfig } from '../../webpack.common';

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration =>
  createFederatedConfig(
    {
      name: 'reporting',
      dir: __dirname,
      port: 3002,
      title: 'Reporting — standalone',
    },
    argv,
  );
