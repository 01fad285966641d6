import type { Configuration } from 'webpack';
import { createFederatedConfig } from '../../webpack.common';

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration =>
  createFederatedConfig(
    {
      name: 'adLibrary',
      dir: __dirname,
      port: 3004,
      title: 'Ad library — standalone',
    },
    argv,
  );
