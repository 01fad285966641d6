import type { SectionId } from 'shared-auth';
import { loadedSection, loadSection, loadStylePrimer, SECTION_SOURCES } from './remoteRegistry';

/**
 * Generates antd's styles for the components of `sections` from their remotes' style primers (a
 * chunk of its own, loaded then), once the user shows the intent to visit them: an entry of the
 * navigation hovered or focused, the phone's navigation opened (docs/architecture.md "Performance
 * budgets"). Each remote once per page, in idle periods.
 */
export function primeSectionStyles(sections: readonly SectionId[]): void {
  const remotes = [...new Set(sections.map((section) => SECTION_SOURCES[section].remote))];
  import('../styles/primeAntdStyles')
    .then(({ primeAntdStyles }) => primeAntdStyles(remotes, loadStylePrimer))
    .catch(() => undefined);
}

/**
 * Loads a section's remote module and generates its components' styles ahead of a likely click (its
 * navigation entry is hovered or focused), so the switch renders at once. Failures are reported by
 * `loadSection` and otherwise ignored here: the section shows its fallback if the user does go there.
 */
export function preloadSection(section: SectionId): void {
  primeSectionStyles([section]);
  if (loadedSection(section)) return;
  loadSection(section).catch(() => undefined);
}

/**
 * Loads the section a user is about to see and lets it start its first reads (shared-auth
 * `SectionModule.prepare`). Failures are left to the section, as with {@link preloadSection}.
 */
export function prepareSection(section: SectionId): void {
  loadSection(section).then(
    (module) => module.prepare?.(),
    () => undefined,
  );
}
