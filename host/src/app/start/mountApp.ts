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
 * A hydrated screen has its styles in the prerendered pages' stylesheet; a screen rendered afresh
 * waits for antd's whole stylesheet (`stylesApplied`) — the prerendered frame stays in view meanwhile.
 * @param container - the page's root element, with `data-prerendered` when the build filled it
 * @param app - the app's element
 * @param stylesApplied - links antd's stylesheet built ahead and resolves when it applies (a failure
 *   does not stop the app); not called for a hydrated screen, whose page needs it only later
 */
export function mountApp(
  container: HTMLElement,
  app: ReactElement,
  stylesApplied: () => Promise<void> = () => Promise.resolve(),
): void {
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
  if (hydrate) {
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  // A screen rendered afresh may use components beyond the prerendered pages' styles.
  void stylesApplied()
    .catch(() => undefined)
    .then(() => startTransition(() => createRoot(container).render(app)));
}
