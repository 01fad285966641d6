import type { ComponentType, ReactElement, ReactNode } from 'react';
import * as primers from './primers';

/*
 * A remote's exposed `StylePrimer` (docs/architecture.md "Performance budgets"): the primers of the
 * components its sections render, hidden; for a component the remote bundles itself it passes a
 * primer of its own.
 */

/** Hides a remote's primers: out of the layout and the accessibility tree. */
export function StylePrimerFrame({ children }: { readonly children: ReactNode }): ReactElement {
  return (
    <div hidden aria-hidden="true">
      {children}
    </div>
  );
}

/**
 * What every remote's section renders through shared-ui's building blocks: the entitlement gate's
 * spinner, the upgrade notice, a list's load error and its pager.
 */
export function SectionFramePrimers(): ReactElement {
  return (
    <>
      <primers.Spin />
      <primers.Button />
      <primers.Result />
      <primers.Alert />
      <primers.Flex />
    </>
  );
}

/**
 * A remote's `StylePrimer` component (shared-auth `StylePrimerModule`): the primers of the section
 * frame every remote renders, then `primers`, all hidden.
 * @param primers - one component per antd component the remote's sections render
 */
export function stylePrimer(...primers: readonly ComponentType[]): ComponentType {
  function StylePrimer(): ReactElement {
    return (
      <StylePrimerFrame>
        <SectionFramePrimers />
        {primers.map((Primer, index) => (
          <Primer key={index} />
        ))}
      </StylePrimerFrame>
    );
  }
  return StylePrimer;
}
