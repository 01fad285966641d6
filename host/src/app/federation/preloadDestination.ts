import { useEffect } from 'react';
import { PATHS, sectionForPath, useAuthState, type SectionId } from 'shared-auth';

/**
 * The section a signed-in user is about to see at `path` when the subscription lets them through:
 * the section at the path, or the campaigns list for the sign-in and registration pages (where
 * docs/product-rules.md §2 guard rule 1 sends a signed-in user). Null for every other path.
 */
export function likelySection(path: string): SectionId | null {
  if (path === PATHS.login || path === PATHS.register) return sectionForPath(PATHS.campaigns);
  return sectionForPath(path);
}

/**
 * Loads the code of the screen a signed-in user is about to see at `path` (docs/architecture.md "Performance budgets"): the
 * main layout, the section host and the section's remote module — while the guard waits for the
 * subscription record, or as soon as the user starts typing on the sign-in page, instead of after
 * the record's read — and lets the section start its first reads (shared-auth `SectionModule.prepare`).
 * Nothing renders; when the guard sends the user elsewhere only the code was loaded (and is kept for
 * a later visit). Failures are left to the screen, which loads again.
 */
export function preloadDestination(path: string): void {
  const section = likelySection(path);
  if (!section) return;
  void import('../layouts/MainLayout').catch(() => undefined);
  void import('./RemoteSection').catch(() => undefined);
  void import('./preload').then(({ prepareSection }) => prepareSection(section)).catch(() => undefined);
}

/**
 * Preloads the destination at `pathname` while `waiting` (the guard's decision is pending): only for a
 * signed-in user whose first subscription record is on its way, since the auth screens need none.
 */
export function usePreloadDestination(pathname: string, waiting: boolean): void {
  const signedIn = useAuthState().user !== null;
  useEffect(() => {
    if (waiting && signedIn) preloadDestination(pathname);
  }, [waiting, signedIn, pathname]);
}

let signInPrepared = false;

/**
 * The sign-in page's `onSignInAhead`: once per page, as the user starts typing, loads the code of
 * the screen a sign-in leads to. antd's style primer is not started here: a password manager fills
 * the form and the user clicks at once, and the primer's rendering then delayed the click and the
 * first screen (measured: login click → table 1.1 s without it, 2.0 s with it).
 */
export function prepareSignedInScreen(): void {
  if (signInPrepared) return;
  signInPrepared = true;
  preloadDestination(PATHS.login);
}
