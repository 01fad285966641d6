import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { antdStylesApplied, type SectionModule } from 'shared-auth';
import type { CatalogueSection } from '../sections/sectionCatalogue';
import { reportRemoteFailure } from './remoteFailures';
import { readRemotesConfig } from './remotesConfig';
import { remoteHealthPlugin, retryPlugin } from './runtimePlugins';
import { RemoteTimeoutError, withLoadLimits, type LoadLimits, type ResourceLoads } from './loadProgress';

export { RemoteTimeoutError } from './loadProgress';

/**
 * How long a section's remote may load nothing before its section shows the fallback, and how long
 * it may take in all (ms; `loadProgress.ts`).
 */
export const REMOTE_LOAD_LIMITS: LoadLimits = { idleMs: 12_000, ceilingMs: 60_000 };

/** Each registered remote's origin, whose files count as its load's progress. */
const remoteOrigins = new Map<string, string>();

let registered: Promise<void> | undefined;

/**
 * Registers every remote of remotes.json, the retry plugin and the health plugin with the Module
 * Federation runtime, once per page. No remote is fetched here: a remote's entry is requested only
 * when one of its sections is first shown or preloaded, so the host's start-up never waits on one.
 * @throws Error when remotes.json cannot be read or does not validate (a later call tries again)
 */
export function ensureRemotesRegistered(): Promise<void> {
  registered ??= readRemotesConfig().then((config) => {
    for (const [name, entry] of Object.entries(config)) remoteOrigins.set(name, new URL(entry).origin);
    registerPlugins([retryPlugin(), remoteHealthPlugin(Object.keys(config))]);
    registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
  });
  registered.catch(() => {
    registered = undefined;
  });
  return registered;
}

/** Where a section comes from: its id, its remote and the exposed module (its catalogue entry). */
export type SectionSource = Pick<CatalogueSection, 'id' | 'remote' | 'module'>;

const loadedSections = new Map<string, SectionModule>();
const pendingSections = new Map<string, Promise<SectionModule>>();

/** The section's module if it was loaded before on this page (so a revisit renders at once). */
export function loadedSection(section: SectionSource): SectionModule | undefined {
  return loadedSections.get(section.id);
}

async function fetchSection(section: SectionSource): Promise<SectionModule> {
  const { remote, module: exposed } = section;
  await ensureRemotesRegistered();
  // A section shows once antd's stylesheet applies: its components generate no styles themselves.
  const [module] = await Promise.all([
    loadRemote<SectionModule>(`${remote}/${exposed}`),
    antdStylesApplied(),
  ]);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`Remote ${remote} exposes no ${exposed} component`);
  }
  loadedSections.set(section.id, module);
  return module;
}

/**
 * Loads the exposed module of a section from its remote (once per page; concurrent callers — a
 * preload and a navigation — share one request). Failures are reported with the remote's name and
 * version ({@link reportRemoteFailure}).
 * @param limits - give up after this long without progress, or in all (the request itself may still
 *   finish and be kept)
 * @throws RemoteTimeoutError past `limits`; Error when the remote is unknown, unreachable, or exposes
 *   no component
 */
export function loadSection(
  section: SectionSource,
  limits: LoadLimits = REMOTE_LOAD_LIMITS,
  loads?: ResourceLoads,
): Promise<SectionModule> {
  const loaded = loadedSections.get(section.id);
  if (loaded) return Promise.resolve(loaded);
  let pending = pendingSections.get(section.id);
  if (!pending) {
    pending = fetchSection(section).finally(() => pendingSections.delete(section.id));
    pendingSections.set(section.id, pending);
  }
  const { remote, module } = section;
  const origin = remoteOrigins.get(remote) ?? null;
  return withLoadLimits(pending, limits, `${remote}/${module}`, origin, loads).catch((error: unknown) => {
    reportRemoteFailure({
      remote,
      module,
      phase: error instanceof RemoteTimeoutError ? 'timeout' : 'load',
      error,
    });
    throw error;
  });
}
