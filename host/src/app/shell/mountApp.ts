import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE, i18n, sessionStore } from 'shared-auth';

/**
 * Mounts the app into `container` (`#app-root`), taking over what the build prerendered there
 * (docs/architecture.md "First paint"). A signed-out screen is hydrated when the app's first render
 * is that screen: nobody is signed in (no session hint) and the page shows the default language.
 * Anything else is rendered afresh over it: the signed-in frame (which the first render repeats), or
 * a screen the prepaint style kept hidden (another language, a probably signed-in user), which is
 * emptied first so that it never shows. Either runs as a transition (docs/architecture.md "First paint").
 * @param container - the page's root element, with `data-prerendered` when the build filled it
 * @param app - the app's element
 */
export function mountApp(container: HTMLElement, app: ReactElement): void {
  const prerendered = container.getAttribute('data-prerendered');
  const hidden = prerendered !== null && getComputedStyle(container).display === 'none';
  const hydrate =
    prerendered === 'signed-out' &&
    !hidden &&
    sessionStore.getState().auth.status === 'signedOut' &&
    i18n.language === DEFAULT_LANGUAGE;
  if (hidden) container.replaceChildren();
  container.removeAttribute('data-prerendered');
  // In a transition, React hydrates or renders in slices of a few milliseconds and lets the browser
  // work between them, instead of in one long task; an input meanwhile makes it finish at once.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
