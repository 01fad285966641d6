import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { antdStylesApplied, type SectionModule } from 'shared-auth';
import type { CatalogueSection } from '../sections/sectionCatalogue';
import { reportRemoteFailure } from './remoteFailures';
import { readRemotesConfig } from './remotesConfig';
import { remoteHealthPlugin, retryPlugin } from './runtimePlugins';

/** How long a section's remote may take to load before its section shows the fallback (ms). */
export const REMOTE_LOAD_TIMEOUT_MS = 12_000;

let registered: Promise<void> | undefined;

/**
 * Registers every remote of remotes.json, the retry plugin and the health plugin with the Module
 * Federation runtime, once per page. No remote is fetched here: a remote's entry is requested only
 * when one of its sections is first shown or preloaded, so the host's start-up never waits on one.
 * @throws Error when remotes.json cannot be read or does not validate (a later call tries again)
 */
export function ensureRemotesRegistered(): Promise<void> {
  registered ??= readRemotesConfig().then((config) => {
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
 * @param timeoutMs - give up after this long (the request itself may still finish and be kept)
 * @throws RemoteTimeoutError after `timeoutMs`; Error when the remote is unknown, unreachable, or
 *   exposes no component
 */
export function loadSection(
  section: SectionSource,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
): Promise<SectionModule> {
  const loaded = loadedSections.get(section.id);
  if (loaded) return Promise.resolve(loaded);
  let pending = pendingSections.get(section.id);
  if (!pending) {
    pending = fetchSection(section).finally(() => pendingSections.delete(section.id));
    pendingSections.set(section.id, pending);
  }
  const { remote, module } = section;
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
