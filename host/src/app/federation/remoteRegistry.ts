import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { SectionId, SectionModule } from 'shared-auth';
import { z } from 'zod';

/** The remotes a host knows by name (ISSUE 2 ports 3001–3007 in the default remotes.json). */
export const REMOTE_NAMES = [
  'campaigns',
  'reporting',
  'leads',
  'adLibrary',
  'influencers',
  'settings',
  'creation',
] as const;
/** A remote's federation name. */
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** remotes.json: the runtime list of remote manifests, served next to the host (DESIGN "Remotes"). */
export const remotesConfigSchema = z.partialRecord(z.enum(REMOTE_NAMES), z.url());

/** The URL the remote list is read from: each deployment serves its own remotes.json next to the host. */
export const REMOTES_CONFIG_URL = '/remotes.json';

let registered: Promise<void> | undefined;

/**
 * Reads remotes.json once and registers every remote with the Module Federation runtime. No remote
 * is fetched here: a manifest is requested only when its section is first shown.
 * @throws Error when remotes.json cannot be read or does not validate.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registered ??= fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered ${response.status}`);
      return response.json();
    })
    .then((json: unknown) => {
      const config = remotesConfigSchema.parse(json);
      registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry: entry as string })));
    });
  registered.catch(() => {
    registered = undefined;
  });
  return registered;
}

/** Where each section comes from: its remote and the exposed module (creation exposes two). */
export const SECTION_SOURCES: Readonly<Record<SectionId, { remote: RemoteName; module: string }>> = {
  campaigns: { remote: 'campaigns', module: 'Section' },
  reporting: { remote: 'reporting', module: 'Section' },
  leads: { remote: 'leads', module: 'Section' },
  adLibrary: { remote: 'adLibrary', module: 'Section' },
  influencers: { remote: 'influencers', module: 'Section' },
  settings: { remote: 'settings', module: 'Section' },
  createCampaign: { remote: 'creation', module: 'CreateCampaign' },
  createPost: { remote: 'creation', module: 'CreatePost' },
};

const loadedSections = new Map<SectionId, SectionModule>();

/** The section's module if it was loaded before on this page (so a revisit renders at once). */
export function loadedSection(section: SectionId): SectionModule | undefined {
  return loadedSections.get(section);
}

/**
 * Loads the exposed module of a section from its remote.
 * @throws Error when the remote is unknown, unreachable, or exposes no component.
 */
export async function loadSection(section: SectionId): Promise<SectionModule> {
  const { remote, module: exposed } = SECTION_SOURCES[section];
  await ensureRemotesRegistered();
  const module = await loadRemote<SectionModule>(`${remote}/${exposed}`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`Remote ${remote} exposes no ${exposed} component`);
  }
  loadedSections.set(section, module);
  return module;
}
