import { sectionDeclarationsSchema } from 'shared-auth/section-declaration-schema';
import { isHostScreen, type CatalogueSection, type SectionCatalogue } from './sectionCatalogue';

/** What one remote's manifest declared (`metaData.sections`), as read: unchecked. */
export interface RemoteDeclarations {
  readonly remote: string;
  readonly sections: unknown;
}

/** A remote's declarations the catalogue refused, and why (for its team: not shown to users). */
export interface RefusedDeclarations {
  readonly remote: string;
  readonly reason: string;
}

/** A catalogue and the declarations it refused. */
export interface CatalogueResult {
  readonly catalogue: SectionCatalogue;
  /**
   * Each remote whose declarations the schema refuses, and each section whose id or path another
   * took first or that takes a host screen's path, in remotes.json's order.
   */
  readonly refused: readonly RefusedDeclarations[];
}

/** Why `section` cannot be listed beside `sections`, or null when it can. */
function takenBy(
  section: { id: string; path: string },
  sections: readonly CatalogueSection[],
): string | null {
  if (isHostScreen(section.path)) return `section ${section.id}: ${section.path} is a host screen`;
  const first = sections.find(({ id, path }) => id === section.id || path === section.path);
  if (!first) return null;
  return first.id === section.id
    ? `section ${section.id}: the id is remote ${first.remote}'s`
    : `section ${section.id}: ${section.path} is remote ${first.remote}'s`;
}

/**
 * The catalogue of the remotes' declared sections. Each remote's declarations are another team's
 * release, checked here like any input: a remote whose declarations do not validate shows no
 * section, and a section whose id or path an earlier remote (in remotes.json's order) declared, or
 * whose path is a host screen's, is left out: one bad release hides only its own sections.
 * @param declared - each remote's declarations, in remotes.json's order
 * @returns the sections sorted by their declared order (then id), and what was refused
 */
export function catalogueOf(declared: readonly RemoteDeclarations[]): CatalogueResult {
  const sections: CatalogueSection[] = [];
  const refused: RefusedDeclarations[] = [];
  for (const { remote, sections: declarations } of declared) {
    const checked = sectionDeclarationsSchema.safeParse(declarations);
    if (!checked.success) {
      const [issue] = checked.error.issues;
      const at = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      refused.push({ remote, reason: `declarations do not validate${at}: ${issue?.message ?? 'invalid'}` });
      continue;
    }
    for (const section of checked.data) {
      const taken = takenBy(section, sections);
      if (taken) refused.push({ remote, reason: taken });
      else sections.push({ ...section, remote });
    }
  }
  sections.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
  return { catalogue: sections, refused };
}
