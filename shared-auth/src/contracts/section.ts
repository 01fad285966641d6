import type { ComponentType } from 'react';

/**
 * The shape of a remote's exposed section module (`reporting/Section`): a component that takes no
 * props. It finds the session in shared-auth and its route under the page's router.
 */
export interface SectionModule {
  readonly default: ComponentType;
}
