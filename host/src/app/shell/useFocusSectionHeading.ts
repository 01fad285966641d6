import { useEffect, useRef, type RefObject } from 'react';

/** How long after a navigation focus waits for the section's heading before it goes to the content (ms). */
export const HEADING_WAIT_MS = 3_000;
/** How long a section that is slow to arrive still gets focus on its heading, if nothing else took it (ms). */
export const HEADING_LATE_MS = 15_000;

/**
 * Moves keyboard and screen-reader focus to the section's `h1` after each navigation to another path
 * (not on the page's first load), so the user hears where they are instead of staying on the link
 * they left (docs/architecture.md "Accessibility"). The section's code may still be loading: the
 * heading is looked for on each frame; after {@link HEADING_WAIT_MS} without one the content itself
 * is focused. Until {@link HEADING_LATE_MS}, a heading that arrives or replaces the one focused takes
 * focus, unless the user has moved it elsewhere.
 * @param pathname - the current path; a change is a navigation
 * @param content - the element the sections render into (focusable: `tabIndex={-1}`)
 */
export function useFocusSectionHeading(pathname: string, content: RefObject<HTMLElement | null>): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const started = performance.now();
    let focused: HTMLElement | null = null;
    let fellBack = false;
    let frame = 0;
    const focusHeading = (): void => {
      const container = content.current;
      if (!container) return;
      const active = document.activeElement;
      const ours = active === focused || active === container || active === document.body || active === null;
      // Once focus was placed here, a user who moved it elsewhere keeps it there.
      if ((focused || fellBack) && !ours) return;
      const heading = container.querySelector<HTMLElement>('h1');
      const waited = performance.now() - started;
      if (heading && heading !== focused) {
        // The section's heading, or a later one that replaced it (the section left can stay on
        // screen while the next one loads).
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        focused = heading;
      } else if (!heading && !focused && !fellBack && waited >= HEADING_WAIT_MS) {
        fellBack = true;
        container.focus({ preventScroll: true });
      }
      if (waited < HEADING_LATE_MS) frame = requestAnimationFrame(focusHeading);
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname, content]);
}
