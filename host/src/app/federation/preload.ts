import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { SectionId } from 'shared-auth';
import { ensureRemotesRegistered, loadedSection, loadSection, SECTION_SOURCES } from './remoteRegistry';

/**
 * Loads a section's remote module ahead of a likely click (its navigation entry is hovered or
 * focused), so the switch renders at once. Failures are reported by `loadSection` and otherwise
 * ignored here: the section shows its fallback if the user does go there.
 */
export function preloadSection(section: SectionId): void {
  if (loadedSection(section)) return;
  loadSection(section).catch(() => undefined);
}

/** Whether the browser asks to save data (Data Saver), when idle preloading is skipped. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

const whenIdle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, { timeout: 5000 })
    : (callback) => setTimeout(callback, 200);

/**
 * After the first screen, fetches the code of `sections` one at a time in idle periods (the remote
 * entry and the section's chunks land in the HTTP cache; nothing runs until the section is visited).
 * @returns a function that stops the sections not yet started
 */
export function idlePreload(sections: readonly SectionId[]): () => void {
  let stopped = false;
  const queue = sections.filter((section) => !loadedSection(section));
  if (savesData()) return () => undefined;
  const next = (): void => {
    const section = queue.shift();
    if (stopped || !section) return;
    const { remote, module } = SECTION_SOURCES[section];
    ensureRemotesRegistered()
      .then(() => preloadRemote([{ nameOrAlias: remote, exposes: [module], resourceCategory: 'sync' }]))
      .catch(() => undefined)
      .finally(() => whenIdle(next));
  };
  whenIdle(next);
  return () => {
    stopped = true;
  };
}
