import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { REMOTE_NAMES, type RemoteName } from 'shared-auth';
import { rememberRemoteVersion, reportRemoteFailure } from './remoteFailures';

/** Network retries before a remote counts as down: 2 more attempts, 1 s apart (the plugin's delay). */
export const REMOTE_RETRIES = 2;

/**
 * Retries a failed manifest fetch or remote-entry script (docs/architecture.md "Outages") with
 * `@module-federation/retry-plugin`.
 */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: REMOTE_RETRIES },
    script: { retryTimes: REMOTE_RETRIES, retryDelay: 1000 },
  });
}

function isRemoteName(name: string | undefined): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name ?? '');
}

/**
 * The host's view of remote health (docs/architecture.md "Outages"): remembers each remote's version from its
 * manifest, and reports every loading failure the runtime sees (`errorLoadRemote`) with the remote's
 * name and version. It returns no fail-over module, so the error still reaches the section, which
 * shows its fallback with "try again".
 */
export function remoteHealthPlugin(): ModuleFederationRuntimePlugin {
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
      if (isRemoteName(remoteName)) {
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
