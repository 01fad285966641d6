import { preloadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import type { SectionId } from 'shared-auth';
import { ensureRemotesRegistered, loadedSection, SECTION_SOURCES } from './remoteRegistry';
import { prefetchPlugin } from './prefetchPlugin';
import { whenIdle } from './whenIdle';

/** Whether the browser asks to save data (Data Saver), when idle preloading is skipped. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

let prefetching = false;

/**
 * Fetches a section's remote entry and chunks into the HTTP cache without running them, as
 * prefetches (`prefetchPlugin`, registered with the first of them).
 */
function fetchSection(section: SectionId): Promise<void> {
  const { remote, module } = SECTION_SOURCES[section];
  return ensureRemotesRegistered().then(() => {
    if (!prefetching) registerPlugins([prefetchPlugin()]);
    prefetching = true;
    return preloadRemote([{ nameOrAlias: remote, exposes: [module], resourceCategory: 'sync' }]);
  });
}

/**
 * After the first screen, in idle periods one at a time (a chunk of its own, loaded then): fetches the
 * code of `sections` (the remote entry and the section's chunks land in the HTTP cache; nothing runs
 * until the section is visited). Their styles are generated on intent, not here (`primeSectionStyles`).
 * Skipped when the browser asks to save data.
 * @returns a function that stops the steps not yet started
 */
export function idlePreload(sections: readonly SectionId[]): () => void {
  let stopped = false;
  if (savesData()) return () => undefined;
  const steps = sections
    .filter((section) => !loadedSection(section))
    .map((section) => () => fetchSection(section));
  const next = (): void => {
    const step = steps.shift();
    if (stopped || !step) return;
    step()
      .catch(() => undefined)
      .finally(() => whenIdle(next));
  };
  whenIdle(next);
  return () => {
    stopped = true;
  };
}
