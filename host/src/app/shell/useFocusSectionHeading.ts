import { useEffect, useRef, type RefObject } from 'react';

/** How long after a navigation the section's heading is waited for before focus goes to the content (ms). */
export const HEADING_WAIT_MS = 3_000;

/**
 * Moves keyboard and screen-reader focus to the section's `h1` after each navigation to another path
 * (not on the page's first load), so the user hears where they are instead of staying on the link
 * they left (docs/architecture.md "Accessibility"). The section's code may still be loading: the
 * heading is looked for on each frame for up to {@link HEADING_WAIT_MS}, then the content itself is focused.
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
    const deadline = performance.now() + HEADING_WAIT_MS;
    let frame = 0;
    const focusHeading = (): void => {
      const container = content.current;
      if (!container) return;
      const heading = container.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      } else if (performance.now() < deadline) {
        frame = requestAnimationFrame(focusHeading);
      } else {
        container.focus({ preventScroll: true });
      }
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname, content]);
}
