import { useEffect } from 'react';
import { isEntitled, SECTION_IDS, useSubscriptionRecord } from 'shared-auth';
import { idlePreload } from './preload';

/** How long after the first section rendered idle preloading may start: its data comes first (ms). */
export const IDLE_PRELOAD_DELAY_MS = 2_000;

let started = false;

/**
 * Idle-preloads every section the user's plan includes once the first section of the page has
 * rendered and had time to show its data (docs/architecture.md "Performance budgets": after the first screen). Once per page.
 * @param firstScreenShown - whether a section has rendered
 */
export function useIdlePreload(firstScreenShown: boolean): void {
  const { record } = useSubscriptionRecord();
  const plan = record?.status === 'active' ? record.selectedPlan : undefined;
  useEffect(() => {
    if (!plan || !firstScreenShown || started) return undefined;
    started = true;
    let stop: (() => void) | undefined;
    const timer = setTimeout(() => {
      stop = idlePreload(SECTION_IDS.filter((section) => isEntitled(plan, section)));
    }, IDLE_PRELOAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stop?.();
      started = false;
    };
  }, [plan, firstScreenShown]);
}
