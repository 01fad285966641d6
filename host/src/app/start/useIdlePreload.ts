import { useEffect } from 'react';
import { whenIdle } from './whenIdle';
import { isEntitled, isFeatureId, onFirstContent, useSubscriptionRecord } from 'shared-auth';
import { knownCatalogue } from '../sections/catalogueStore';

/**
 * How long after the first section rendered idle preloading starts at the latest when the section
 * never says its first data is on screen (`markFirstContent`), in ms.
 */
export const IDLE_PRELOAD_FALLBACK_MS = 5_000;

let started = false;

/**
 * Idle-preloads every section the user's plan includes once the first section of the page has shown
 * its data (`markFirstContent`, or `IDLE_PRELOAD_FALLBACK_MS` after it rendered), so that nothing
 * competes with that data (docs/performance.md: after the first screen). Once per page.
 * @param firstScreenShown - whether a section has rendered
 */
export function useIdlePreload(firstScreenShown: boolean): void {
  const { record } = useSubscriptionRecord();
  const plan = record?.status === 'active' ? record.selectedPlan : undefined;
  useEffect(() => {
    if (!plan || !firstScreenShown || started) return undefined;
    started = true;
    let stop: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let starting = false;
    let cancelled = false;
    const start = (): void => {
      if (starting) return;
      starting = true;
      clearTimeout(timer);
      // A chunk of its own, fetched in the first idle period: nothing of it competes with the first screen.
      whenIdle(() => {
        if (cancelled) return;
        Promise.all([import('./idlePreload'), knownCatalogue()])
          .then(([{ idlePreload }, catalogue]) => {
            if (cancelled) return;
            stop = idlePreload(
              catalogue.filter(({ feature }) => isFeatureId(feature) && isEntitled(plan, feature)),
            );
          })
          .catch(() => undefined);
      });
    };
    // Called at once when the first content has already shown (a later mount of the layout).
    const stopWaiting = onFirstContent(start);
    if (!starting) timer = setTimeout(start, IDLE_PRELOAD_FALLBACK_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stopWaiting();
      stop?.();
      started = false;
    };
  }, [plan, firstScreenShown]);
}
