import type { ComponentType } from 'react';

/**
 * The shape of a remote's exposed section module (`reporting/Section`): a component that takes no
 * props. It finds the session in shared-auth and its route under the page's router.
 */
export interface SectionModule {
  readonly default: ComponentType;
  /**
   * Optional: starts the reads of the section's first screen before it renders. The host calls it
   * once the module is loaded for the screen a user is about to see (the guard still reading the
   * subscription record, or a sign-in under way), so that the reads overlap the rest of the way in
   * (docs/performance.md). It waits itself for the account to be known (or
   * reads for the one this browser last read, dropping what the record does not confirm), keeps
   * nothing for a plan without the section, and never throws; what it read is used only by the
   * section's first render soon after.
   */
  readonly prepare?: () => void;
}
