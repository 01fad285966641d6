import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  antdStylesApplied,
  REMOTE_NAMES,
  REMOTE_SECTIONS,
  type RemoteName,
  type SectionId,
  type SectionModule,
} from 'shared-auth';
import * as z from 'shared-auth/validation';
import { reportRemoteFailure } from './remoteFailures';
import { remoteHealthPlugin, retryPlugin } from './runtimePlugins';

declare const __REMOTES_CONFIG_URL__: string | undefined;

/** remotes.json: the runtime list of remote manifests, served next to the host (docs/architecture.md "Remotes"). */
export const remotesConfigSchema = z.partialRecord(z.enum(REMOTE_NAMES), z.url());

/**
 * The URL the remote list is read from: `/remotes.json` next to the host unless the build sets
 * `REMOTES_CONFIG_URL` (one list per environment).
 */
export const REMOTES_CONFIG_URL =
  typeof __REMOTES_CONFIG_URL__ === 'string' ? __REMOTES_CONFIG_URL__ : '/remotes.json';

/** How long a section's remote may take to load before its section shows the fallback (ms). */
export const REMOTE_LOAD_TIMEOUT_MS = 12_000;

let registered: Promise<void> | undefined;
let manifests: Partial<Record<RemoteName, string>> = {};

/**
 * Reads remotes.json once and registers every remote, the retry plugin and the health plugin with the
 * Module Federation runtime. No remote is fetched here: a manifest is requested only when its section
 * is first shown or preloaded, so the host's start-up never waits on a remote.
 * @throws Error when remotes.json cannot be read or does not validate (a later call tries again).
 */
export function ensureRemotesRegistered(): Promise<void> {
  registered ??= fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered ${response.status}`);
      return response.json();
    })
    .then((json: unknown) => {
      const config = remotesConfigSchema.parse(json);
      manifests = config;
      registerPlugins([retryPlugin(), remoteHealthPlugin()]);
      registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry: entry as string })));
    });
  registered.catch(() => {
    registered = undefined;
  });
  return registered;
}

/**
 * The URL of a remote's manifest, from remotes.json.
 * @returns undefined when the list names no such remote
 * @throws Error when remotes.json cannot be read or does not validate
 */
export async function remoteManifestUrl(remote: RemoteName): Promise<string | undefined> {
  await ensureRemotesRegistered();
  return manifests[remote];
}

/** Where a section comes from: its remote and the exposed module. */
export interface SectionSource {
  readonly remote: RemoteName;
  readonly module: string;
}

/** Each section's source, from shared-auth's contract (creation exposes two sections). */
export const SECTION_SOURCES = Object.fromEntries(
  REMOTE_NAMES.flatMap((remote) =>
    Object.entries(REMOTE_SECTIONS[remote]).map(([module, section]) => [section, { remote, module }]),
  ),
) as Readonly<Record<SectionId, SectionSource>>;

const loadedSections = new Map<SectionId, SectionModule>();
const pendingSections = new Map<SectionId, Promise<SectionModule>>();

/** The section's module if it was loaded before on this page (so a revisit renders at once). */
export function loadedSection(section: SectionId): SectionModule | undefined {
  return loadedSections.get(section);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(`${what} did not load within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A remote that answered too slowly (docs/architecture.md "Outages"). */
export class RemoteTimeoutError extends Error {
  override readonly name = 'RemoteTimeoutError';
}

async function fetchSection(section: SectionId): Promise<SectionModule> {
  const { remote, module: exposed } = SECTION_SOURCES[section];
  await ensureRemotesRegistered();
  // A section shows once antd's stylesheet applies: its components generate no styles themselves.
  const [module] = await Promise.all([
    loadRemote<SectionModule>(`${remote}/${exposed}`),
    antdStylesApplied(),
  ]);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`Remote ${remote} exposes no ${exposed} component`);
  }
  loadedSections.set(section, module);
  return module;
}

/**
 * Loads the exposed module of a section from its remote (once per page; concurrent callers — a
 * preload and a navigation — share one request). Failures are reported with the remote's name and
 * version ({@link reportRemoteFailure}).
 * @param timeoutMs - give up after this long (the request itself may still finish and be kept)
 * @throws RemoteTimeoutError after `timeoutMs`; Error when the remote is unknown, unreachable, or
 *   exposes no component
 */
export function loadSection(section: SectionId, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<SectionModule> {
  const loaded = loadedSections.get(section);
  if (loaded) return Promise.resolve(loaded);
  let pending = pendingSections.get(section);
  if (!pending) {
    pending = fetchSection(section).finally(() => pendingSections.delete(section));
    pendingSections.set(section, pending);
  }
  const { remote, module } = SECTION_SOURCES[section];
  return withTimeout(pending, timeoutMs, `${remote}/${module}`).catch((error: unknown) => {
    reportRemoteFailure({
      remote,
      module,
      phase: error instanceof RemoteTimeoutError ? 'timeout' : 'load',
      error,
    });
    throw error;
  });
}
