import { DEFAULT_LANGUAGE, isLanguage, isSectionPath, normalisePath, PATHS } from 'shared-auth';
import type { SectionDeclaration } from 'shared-auth/section-declaration';

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
