import { useEffect } from 'react';
import { PATHS, useAuthState } from 'shared-auth';
import { knownSectionAt } from '../sections/catalogueStore';

/**
 * The path whose section a signed-in user is about to see at `path` when the subscription lets
 * them through: the path itself, or the campaigns list for the sign-in and registration pages (where
 * docs/product-rules.md §2 guard rule 1 sends a signed-in user).
 */
export function likelyPath(path: string): string {
  return path === PATHS.login || path === PATHS.register ? PATHS.campaigns : path;
}

/**
 * Loads the code of the screen a signed-in user is about to see at `path` (docs/performance.md): the
 * main layout, the section host and the section's remote module — while the guard waits for the
 * subscription record, or as soon as the user starts typing on the sign-in page, instead of after
 * the record's read — and lets the section start its first reads (shared-auth `SectionModule.prepare`).
 * Nothing renders; when the guard sends the user elsewhere only the code was loaded (and is kept for
 * a later visit), and nothing at all when no remote declares a section there. Failures are left to
 * the screen, which loads again.
 */
export function preloadDestination(path: string): void {
  knownSectionAt(likelyPath(path))
    .then((section) => {
      if (!section) return;
      void import('../layouts/MainLayout').catch(() => undefined);
      void import('../federation/RemoteSection').catch(() => undefined);
      void import('../federation/preload')
        .then(({ prepareSection }) => prepareSection(section))
        .catch(() => undefined);
    })
    .catch(() => undefined);
}

/**
 * Preloads the destination at `pathname` while `waiting` (the guard's decision is pending), unless the
 * user is signed out (the auth screens need none): as soon as the page starts when the session hint
 * said this browser was signed in — Auth still restoring the user, which takes an account lookup on
 * every load — so that the section's code arrives meanwhile, and its first reads start the moment the
 * account is known (a section's `prepare` waits for it).
 */
export function usePreloadDestination(pathname: string, waiting: boolean): void {
  const signedOut = useAuthState().status === 'signedOut';
  useEffect(() => {
    if (waiting && !signedOut) preloadDestination(pathname);
  }, [waiting, signedOut, pathname]);
}

let signInPrepared = false;

/**
 * The sign-in page's `onSignInAhead`: once per page, as the user starts typing, loads the code of
 * the screen a sign-in leads to.
 */
export function prepareSignedInScreen(): void {
  if (signInPrepared) return;
  signInPrepared = true;
  preloadDestination(PATHS.login);
}
