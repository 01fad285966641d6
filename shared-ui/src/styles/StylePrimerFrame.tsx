import type { ReactElement, ReactNode } from 'react';

/*
 * A module of its own, without the primers: a screen that primes a few components it loads anyway
 * (a section's first screen) takes the frame without every facade the primers import.
 */

/**
 * Hides a remote's primers: out of the layout and the accessibility tree. `data-primed` marks a
 * frame whose primers have all rendered.
 */
export function StylePrimerFrame({
  children,
  primed = true,
}: {
  readonly children: ReactNode;
  readonly primed?: boolean;
}): ReactElement {
  return (
    <div hidden aria-hidden="true" data-primed={primed ? '' : undefined}>
      {children}
    </div>
  );
}
