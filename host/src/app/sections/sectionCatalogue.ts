import { DEFAULT_LANGUAGE, isLanguage, isSectionPath, normalisePath, PATHS } from 'shared-auth';
import type { SectionDeclaration } from 'shared-auth/section-declaration';
import { sectionDeclarationsSchema } from 'shared-auth/section-declaration-schema';

/** A section the host found declared in a remote's manifest: the declaration and its remote's name. */
export interface CatalogueSection extends SectionDeclaration {
  /** The remote that renders it (its key in remotes.json). */
  readonly remote: string;
}

/** Every section the host knows, in the navigation's order (docs/architecture.md "Remotes"). */
export type SectionCatalogue = readonly CatalogueSection[];

/** The host's own screens (docs/product-rules.md §2), which no section may take. */
const HOST_SCREENS: readonly string[] = [
  PATHS.login,
  PATHS.register,
  PATHS.accountVerification,
  PATHS.onBoarding,
];

/** Whether `pathname` is one of the host's own screens, where the guard needs no section. */
export function isHostScreen(pathname: string): boolean {
  return HOST_SCREENS.includes(normalisePath(pathname));
}

/** What one remote's manifest declared (`metaData.sections`), as read: unchecked. */
export interface RemoteDeclarations {
  readonly remote: string;
  readonly sections: unknown;
}

/** A catalogue and the remotes whose declarations it refused. */
export interface CatalogueResult {
  readonly catalogue: SectionCatalogue;
  /**
   * Remotes with a declaration the schema refuses, or a section whose id or path another took first
   * or that takes a host screen's path.
   */
  readonly refused: readonly string[];
}

/**
 * The catalogue of the remotes' declared sections. Each remote's declarations are another team's
 * release, checked here like any input: a remote whose declarations do not validate shows no
 * section, and a section whose id or path an earlier remote (in remotes.json's order) declared, or
 * whose path is a host screen's, is left out: one bad release hides only its own sections.
 * @param declared - each remote's declarations, in remotes.json's order
 * @returns the sections sorted by their declared order (then id), and the remotes refused
 */
export function catalogueOf(declared: readonly RemoteDeclarations[]): CatalogueResult {
  const sections: CatalogueSection[] = [];
  const refused = new Set<string>();
  for (const { remote, sections: declarations } of declared) {
    const checked = sectionDeclarationsSchema.safeParse(declarations);
    if (!checked.success) {
      refused.add(remote);
      continue;
    }
    for (const section of checked.data) {
      const taken =
        isHostScreen(section.path) ||
        sections.some(({ id, path }) => id === section.id || path === section.path);
      if (taken) refused.add(remote);
      else sections.push({ ...section, remote });
    }
  }
  sections.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
  return { catalogue: sections, refused: [...refused] };
}

/**
 * The section shown at `pathname` (its path or a sub-path of it), or null for the auth screens and
 * unknown paths.
 */
export function sectionAt(catalogue: SectionCatalogue, pathname: string): CatalogueSection | null {
  return catalogue.find(({ path }) => isSectionPath(pathname, path)) ?? null;
}

/** A section's name in the navigation, in `language` (the default language's when it has none). */
export function sectionLabel(section: SectionDeclaration, language: string): string {
  return section.label[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}
