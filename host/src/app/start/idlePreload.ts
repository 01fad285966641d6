import { readManifest } from '../federation/manifests';
import { exposedFiles } from '../federation/remoteManifest';
import { loadedSection, type SectionSource } from '../federation/remoteRegistry';
import { readRemotesConfig } from '../federation/remotesConfig';
import { whenIdle } from './whenIdle';

/** Whether the browser asks to save data (Data Saver), when idle preloading is skipped. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** The files prefetched on this page, each once (a remote's sections share files). */
const prefetched = new Set<string>();

/**
 * Asks the browser to fetch `url` at the lowest priority into its HTTP cache, nothing run: a later
 * navigation, or a script the federation runtime adds, takes it from there.
 */
function prefetch(url: string, as: 'script' | 'style'): void {
  if (prefetched.has(url)) return;
  prefetched.add(url);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.setAttribute('as', as);
  link.href = url;
  document.head.appendChild(link);
}

/**
 * Fetches a section's remote entry and chunks into the HTTP cache without running them: the files
 * are read from the remote's manifest (read once per page, `manifests.ts`), not through the
 * federation runtime, which would run the remote's entry and resolve its manifest's snapshot on the
 * page's main thread.
 */
async function fetchSection({ remote, module }: SectionSource): Promise<void> {
  const manifestUrl = (await readRemotesConfig())[remote];
  if (!manifestUrl) return;
  const files = exposedFiles(await readManifest(manifestUrl), manifestUrl, module);
  files?.scripts.forEach((url) => prefetch(url, 'script'));
  files?.styles.forEach((url) => prefetch(url, 'style'));
}

/**
 * After the first screen, in idle periods one at a time (a chunk of its own, loaded then): fetches the
 * code of `sections` (the remote entry and the section's chunks land in the HTTP cache; nothing runs
 * until the section is visited). Skipped when the browser asks to save data.
 * @returns a function that stops the steps not yet started
 */
export function idlePreload(sections: readonly SectionSource[]): () => void {
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
