import type { Configuration } from 'webpack';
import { createFederatedConfig } from '../../webpack.common';

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration =>
  createFederatedConfig(
    {
      name: 'leads',
      dir: __dirname,
      port: 3003,
      title: 'Leads — standalone',
    },
    argv,
  );
