import { useEffect, useSyncExternalStore } from 'react';
import { isHostScreen, sectionAt, type CatalogueSection, type SectionCatalogue } from './sectionCatalogue';

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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Whether `value` has the shape of an icons-svg definition, as the navigation draws it: an `svg`
 * element with its attributes and at least one child element.
 */
function isIconDefinition(value: unknown): boolean {
  if (!isObject(value) || !isObject(value.icon)) return false;
  const { tag, attrs, children } = value.icon;
  return (
    tag === 'svg' &&
    isObject(attrs) &&
    Array.isArray(children) &&
    children.length > 0 &&
    children.every((child) => isObject(child) && typeof child.tag === 'string' && isObject(child.attrs))
  );
}

/** Whether `value` has the shape of a catalogue section (its strings, numbers, label and icon). */
function isSavedSection(value: unknown): value is CatalogueSection {
  if (typeof value !== 'object' || value === null) return false;
  const section = value as Record<string, unknown>;
  const label = section.label as Record<string, unknown> | null;
  return (
    ['id', 'remote', 'module', 'path', 'feature'].every((key) => typeof section[key] === 'string') &&
    typeof section.order === 'number' &&
    typeof label === 'object' &&
    label !== null &&
    typeof label['en-us'] === 'string' &&
    isIconDefinition(section.icon)
  );
}

/**
 * The catalogue this browser saved on its last visit, or null. It was checked against the
 * declarations' schema before it was saved; read back, its shape is checked here without the
 * schema, whose code stays off the host's own screens (the manifests' read brings it).
 */
function savedCatalogue(): SectionCatalogue | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(CATALOGUE_STORAGE_KEY) ?? 'null');
    if (!Array.isArray(saved) || saved.length === 0 || !saved.every(isSavedSection)) return null;
    return saved.filter((section) => section.path.startsWith('/') && !isHostScreen(section.path));
  } catch {
    return null;
  }
}

/** Saves the catalogue read from the manifests for the next visit. */
function save(catalogue: SectionCatalogue): void {
  try {
    localStorage.setItem(CATALOGUE_STORAGE_KEY, JSON.stringify(catalogue));
  } catch {
    // Storage full or blocked: the next visit waits for the manifests instead.
  }
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
  // The manifests' read and the declarations' schema, in a chunk of their own: off the host's screens.
  discovery ??= import('./discoverCatalogue')
    .then(async ({ discover }) => {
      const settled = await discover(catalogueState().catalogue);
      if (settled.unavailable.length === 0) save(settled.catalogue ?? []);
      return settled;
    })
    // Its chunk could not be loaded (the connection dropped): as if remotes.json could not be read.
    .catch((): CatalogueState => ({
      catalogue: catalogueState().catalogue ?? [],
      settled: true,
      unavailable: ['remotes.json'],
    }))
    .then((settled) => {
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
