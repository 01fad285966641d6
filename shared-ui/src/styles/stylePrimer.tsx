import { type ComponentType, type ReactElement } from 'react';
import * as primers from './primers';
import { PacedPrimers } from './StylePrimerFrame';

/*
 * A remote's exposed `StylePrimer` (docs/architecture.md "Performance budgets"): the primers of the
 * components its sections render, hidden; for a component the remote bundles itself it passes a
 * primer of its own.
 */

/** Runs `callback` in the browser's next idle period (at the latest after 2 s); returns its cancel. */
function onIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, 50);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(callback, { timeout: 2000 });
  return () => cancelIdleCallback(handle);
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
 * frame every remote renders, then `primers`, all hidden. They mount one per idle period, each as a
 * transition: a primer's commit injects its component's styles, and one commit for them all was a
 * long task that delayed the page's input (docs/architecture.md "Performance budgets").
 * @param primers - one component per antd component the remote's sections render
 */
export function stylePrimer(...primers: readonly ComponentType[]): ComponentType {
  const all: readonly ComponentType[] = [SectionFramePrimers, ...primers];
  function StylePrimer(): ReactElement {
    return <PacedPrimers primers={all} pace={onIdle} />;
  }
  return StylePrimer;
}
