import { useEffect, useSyncExternalStore } from 'react';
import { SECTIONS_METADATA_KEY } from 'shared-auth/section-declaration';
import { readManifest } from '../federation/manifests';
import { readRemotesConfig } from '../federation/remotesConfig';
import {
  catalogueOf,
  sectionAt,
  type CatalogueSection,
  type RemoteDeclarations,
  type SectionCatalogue,
} from './sectionCatalogue';

/**
 * The localStorage key of the catalogue this browser saw last: the start of the next visit routes
 * and guards with it before the manifests arrive, and the prepaint script names the section of the
 * prerendered frame from it (docs/architecture.md "A page's start, in order").
 */
export const CATALOGUE_STORAGE_KEY = 'adplatform.sections';

/** What the host knows of the sections on this page. */
export interface CatalogueState {
  /**
   * The sections: this page's manifests' once read, before that the copy this browser saved on its
   * last visit; null while neither is known.
   */
  readonly catalogue: SectionCatalogue | null;
  /** Whether {@link CatalogueState.catalogue} comes from this page's manifests (or their read failed). */
  readonly settled: boolean;
  /**
   * Remotes whose sections are missing: their manifest could not be read and this browser never saw
   * their sections, or remotes.json itself could not be read (`remotes.json`).
   */
  readonly unavailable: readonly string[];
}

/** A remote's declarations in its manifest (`metaData.sections`), unchecked; undefined when it has none. */
function declarationsIn(manifest: unknown): unknown {
  const metaData = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData;
  return metaData?.[SECTIONS_METADATA_KEY];
}

/** The catalogue this browser saved on its last visit, checked again; null when there is none. */
function savedCatalogue(): SectionCatalogue | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(CATALOGUE_STORAGE_KEY) ?? 'null');
    if (!Array.isArray(saved)) return null;
    const remotes = [...new Set(saved.map((section) => (section as { remote?: unknown }).remote))];
    const { catalogue } = catalogueOf(
      remotes
        .filter((remote): remote is string => typeof remote === 'string')
        .map((remote) => ({ remote, sections: saved.filter((section) => section.remote === remote) })),
    );
    return catalogue.length > 0 ? catalogue : null;
  } catch {
    return null;
  }
}

function save(catalogue: SectionCatalogue): void {
  try {
    localStorage.setItem(CATALOGUE_STORAGE_KEY, JSON.stringify(catalogue));
  } catch {
    // Storage full or blocked: the next visit waits for the manifests instead.
  }
}

/**
 * Reads remotes.json and every remote's manifest (in parallel, each shared with the federation
 * runtime) and builds the catalogue. A remote whose manifest cannot be read keeps the sections this
 * browser last saw of it, so that its routes show their "unavailable" state and recover with "try
 * again"; one never seen is listed as unavailable.
 */
async function discover(saved: SectionCatalogue | null): Promise<CatalogueState> {
  let config: Readonly<Record<string, string>>;
  try {
    config = await readRemotesConfig();
  } catch {
    return { catalogue: saved ?? [], settled: true, unavailable: ['remotes.json'] };
  }
  const unavailable: string[] = [];
  const declared = await Promise.all(
    Object.entries(config).map(async ([remote, url]): Promise<RemoteDeclarations> => {
      try {
        return { remote, sections: declarationsIn(await readManifest(url)) };
      } catch {
        const last = saved?.filter((section) => section.remote === remote) ?? [];
        if (last.length === 0) unavailable.push(remote);
        return { remote, sections: last };
      }
    }),
  );
  const { catalogue } = catalogueOf(declared.filter(({ sections }) => sections !== undefined));
  if (unavailable.length === 0) save(catalogue);
  return { catalogue, settled: true, unavailable };
}

let state: CatalogueState | undefined;
let discovery: Promise<CatalogueState> | undefined;
const listeners = new Set<() => void>();

/** The catalogue's state now, for code outside React (a page event names its section). */
export function catalogueState(): CatalogueState {
  state ??= { catalogue: savedCatalogue(), settled: false, unavailable: [] };
  return state;
}

const UNKNOWN: CatalogueState = { catalogue: null, settled: false, unavailable: [] };

/**
 * Starts reading the manifests, once per page (again after {@link retryDiscovery}).
 * @returns the settled state
 */
export function discoverSections(): Promise<CatalogueState> {
  discovery ??= discover(catalogueState().catalogue).then((settled) => {
    state = settled;
    listeners.forEach((listener) => listener());
    return settled;
  });
  return discovery;
}

/** Reads remotes.json and the manifests again: "try again" when some were unavailable. */
export function retryDiscovery(): Promise<CatalogueState> {
  discovery = undefined;
  return discoverSections();
}

/**
 * The catalogue as soon as one is known, for code outside React (preloading): the saved copy at
 * once when this browser has one, else this page's.
 */
export async function knownCatalogue(): Promise<SectionCatalogue> {
  const settled = discoverSections();
  return catalogueState().catalogue ?? (await settled).catalogue ?? [];
}

/**
 * The section at `pathname` once the host can tell: at once from the saved catalogue when it has
 * the path, else once the manifests are read.
 * @returns the section, or null when no remote declares the path
 */
export async function knownSectionAt(pathname: string): Promise<CatalogueSection | null> {
  const saved = catalogueState().catalogue;
  const section = saved && sectionAt(saved, pathname);
  return section ?? sectionAt((await discoverSections()).catalogue ?? [], pathname);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const unknown = (): CatalogueState => UNKNOWN;

/**
 * The catalogue's state for React; the first use on a page starts reading the manifests.
 * @param active - false on the host's own screens: the state then stays unknown and unchanging, so
 *   that a prerendered screen hydrates without an update from the store, and the manifests are read
 *   only where a section may be
 */
export function useSectionCatalogue(active = true): CatalogueState {
  useEffect(() => {
    if (active) void discoverSections();
  }, [active]);
  return useSyncExternalStore(subscribe, active ? catalogueState : unknown, unknown);
}

/**
 * Whether `catalogue` can say what is at `pathname`: once settled, or when the saved copy has a
 * section there. A path the saved copy lacks may be a section released since.
 */
export function knowsPath({ catalogue, settled }: CatalogueState, pathname: string): boolean {
  return catalogue !== null && (settled || sectionAt(catalogue, pathname) !== null);
}
