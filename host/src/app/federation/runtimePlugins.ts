import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { manifestRead } from './manifests';
import { rememberRemoteVersion, reportRemoteFailure } from './remoteFailures';

/** Network retries before a remote counts as down: 2 more attempts, 1 s apart (the plugin's delay). */
export const REMOTE_RETRIES = 2;

/**
 * The runtime's fetch of a remote's manifest: answered from the read the section catalogue made at
 * start (`manifests.ts`), so that a manifest crosses the network once per page; otherwise, or when
 * that read failed, fetched and retried by `@module-federation/retry-plugin`, which also retries a
 * failed remote-entry script (docs/architecture.md "Outages"). The retry plugin's own fetch hook
 * always fetches, so it is called from here instead of being registered beside it.
 */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  const retry = RetryPlugin({
    fetch: { retryTimes: REMOTE_RETRIES },
    script: { retryTimes: REMOTE_RETRIES, retryDelay: 1000 },
  });
  return {
    ...retry,
    async fetch(url, init): Promise<Response> {
      const read = manifestRead(url);
      if (read) {
        try {
          return Response.json(await read);
        } catch {
          // Read again below, with retries.
        }
      }
      return (await retry.fetch!(url, init)) || fetch(url, init);
    },
  };
}

/**
 * The host's view of remote health (docs/architecture.md "Outages"): remembers each remote's version from its
 * manifest, and reports every loading failure the runtime sees (`errorLoadRemote`) with the remote's
 * name and version. It returns no fail-over module, so the error still reaches the section, which
 * shows its fallback with "try again".
 * @param remotes - the names of the remotes remotes.json lists
 */
export function remoteHealthPlugin(remotes: readonly string[]): ModuleFederationRuntimePlugin {
  return {
    name: 'adplatform-remote-health',
    loadRemoteSnapshot(args) {
      const version = args.manifestJson?.metaData.buildInfo.buildVersion;
      if (version) rememberRemoteVersion(args.moduleInfo.name, version);
      return args;
    },
    errorLoadRemote({ id, error, remote, expose }) {
      const [name, module] = id.split('/');
      const remoteName = remote?.name ?? name;
      if (remoteName && remotes.includes(remoteName)) {
        reportRemoteFailure({
          remote: remoteName,
          module: expose?.replace('./', '') ?? module ?? id,
          phase: 'load',
          error,
        });
      }
      return undefined;
    },
  };
}
