import { sectionDeclarationsSchema } from 'shared-auth/section-declaration-schema';
import { isHostScreen, type CatalogueSection, type SectionCatalogue } from './sectionCatalogue';

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
