import type { Configuration } from 'webpack';
import { createFederatedConfig } from '../../webpack.common';

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration =>
  createFederatedConfig(
    {
      name: 'audiences',
      dir: __dirname,
      port: 3008,
      title: 'Audiences — standalone',
    },
    argv,
  );
