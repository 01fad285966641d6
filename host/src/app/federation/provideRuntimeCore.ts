import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

/**
 * Build-time runtime plugin of the host's container (webpack.common.ts `runtimePlugins`): puts the
 * host's Module Federation runtime core on the page as `_FEDERATION_RUNTIME_CORE`, the global a
 * remote's production entry reads instead of bundling its own copy (`experiments.externalRuntime`),
 * a smaller entry for every remote (docs/performance.md).
 *
 * It does what `@module-federation/inject-external-runtime-core-plugin` does for
 * `provideExternalRuntime`, which webpack refuses for a container that exposes modules (the host
 * exposes `./providedShares` for embed.js); unlike that plugin it imports the runtime core the
 * host's runtime already uses (the ES build, not a second CommonJS copy), and it leaves a runtime
 * core already on the page in place. On a partner's page embed.js initialises the host's container
 * before it loads a remote, so the remote finds the global there too.
 * @returns the runtime plugin
 */
export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'adplatform-provide-runtime-core',
    beforeInit(args) {
      const page = runtimeCore.Global as typeof runtimeCore.Global & {
        _FEDERATION_RUNTIME_CORE?: typeof runtimeCore;
      };
      page._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
