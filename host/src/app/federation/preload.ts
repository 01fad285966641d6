import { loadedSection, loadSection, type SectionSource } from './remoteRegistry';

/**
 * Loads a section's remote module ahead of a likely click (its navigation entry is hovered or
 * focused), so the switch renders at once. Failures are reported by
 * `loadSection` and otherwise ignored here: the section shows its fallback if the user does go there.
 */
export function preloadSection(section: SectionSource): void {
  if (loadedSection(section)) return;
  loadSection(section).catch(() => undefined);
}

/**
 * Loads the section a user is about to see and lets it start its first reads (shared-auth
 * `SectionModule.prepare`). Failures are left to the section, as with {@link preloadSection}.
 */
export function prepareSection(section: SectionSource): void {
  loadSection(section).then(
    (module) => module.prepare?.(),
    () => undefined,
  );
}
