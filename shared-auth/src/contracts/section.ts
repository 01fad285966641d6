import type { ComponentType } from 'react';

/** Props every exposed section component takes from the host (or an embedding page). */
export interface SectionProps {
  /** The path the section is mounted at, e.g. `/settings`. */
  readonly basePath: string;
}

/** The shape of a remote's exposed `./Section` module. */
export interface SectionModule {
  readonly default: ComponentType<SectionProps>;
}
