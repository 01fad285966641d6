import type { RemoteFailureEvent } from '@adplatform/client-events';

/**
 * Where a remote failed: fetching its manifest or code, too slow, throwing while rendering, or
 * declaring sections the host refused.
 */
export type RemoteFailurePhase = RemoteFailureEvent['phase'];

/** One failure of a remote, as reported to the console and to every {@link onRemoteFailure} listener. */
export interface RemoteFailure {
  readonly remote: string;
  /** The remote's build version from its manifest (`metaData.buildInfo.buildVersion`); `unknown` when its manifest never loaded. */
  readonly version: string;
  readonly phase: RemoteFailurePhase;
  /** The exposed module asked for, e.g. `Section`; `sections` for refused declarations. */
  readonly module: string;
  readonly error: unknown;
}

/** The DOM event a page (or a monitoring snippet) can listen to: `detail` is the {@link RemoteFailure}. */
export const REMOTE_FAILURE_EVENT = 'adplatform:remote-failure';

type Listener = (failure: RemoteFailure) => void;
const listeners = new Set<Listener>();
const versions = new Map<string, string>();
const reportedErrors = new WeakSet<object>();

/** Records the version a remote's manifest announced (the federation runtime plugin calls it). */
export function rememberRemoteVersion(remote: string, version: string): void {
  versions.set(remote, version);
}

/** The last version seen for `remote`, or `unknown`. */
export function remoteVersion(remote: string): string {
  return versions.get(remote) ?? 'unknown';
}

/**
 * Reports a remote's failure with its name and version (docs/architecture.md "Outages"): `console.error`, the
 * registered listeners (forward them to monitoring) and a {@link REMOTE_FAILURE_EVENT} on `window`.
 * An error already reported (by the runtime's `errorLoadRemote`, then by the section) is not reported twice.
 * @param failure - everything but the version, which is looked up
 * @returns the failure as reported, or `undefined` when this error was reported before
 */
export function reportRemoteFailure(failure: Omit<RemoteFailure, 'version'>): RemoteFailure | undefined {
  const { error } = failure;
  if (typeof error === 'object' && error !== null) {
    if (reportedErrors.has(error)) return undefined;
    reportedErrors.add(error);
  }
  const reported: RemoteFailure = { ...failure, version: remoteVersion(failure.remote) };
  console.error(
    `[remote ${reported.remote}@${reported.version}] ${reported.module}: ${reported.phase} failed`,
    reported.error,
  );
  for (const listener of listeners) listener(reported);
  globalThis.dispatchEvent?.(new CustomEvent(REMOTE_FAILURE_EVENT, { detail: reported }));
  return reported;
}

/**
 * Subscribes to remote failures (the app's hook for monitoring).
 * @returns the function that unsubscribes
 */
export function onRemoteFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
