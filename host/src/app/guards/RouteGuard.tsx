import { useDeferredValue, type ReactElement } from 'react';
import { Navigate, Outlet, useLocation } from 'shared-auth';
import { usePreloadDestination } from '../start/preloadDestination';
import { useSectionCatalogue } from '../sections/catalogueStore';
import { isHostScreen, sectionAt } from '../sections/sectionCatalogue';
import { CentredSpinner } from '../shell/CentredSpinner';
import { ShellFrame } from '../shell/ShellFrame';
import { useScrollToTop } from '../shell/useScrollToTop';
import { useNavigationKey } from './navigationKey';
import { useGuardDecision } from './useGuardDecision';

/**
 * Runs the guard chain on every navigation (docs/product-rules.md §2) and scrolls to the top
 * (docs/product-rules.md §1). Shows the centred spinner while the decision is pending — on a section's
 * path inside the signed-in layout's frame — and meanwhile loads the code of the screen the user is
 * about to see.
 */
export function RouteGuard(): ReactElement {
  const location = useLocation();
  const { catalogue } = useSectionCatalogue(!isHostScreen(location.pathname));
  useScrollToTop(location.pathname);
  const decision = useGuardDecision(location.pathname, useNavigationKey(location));
  // Step 5 of the page's start (app/start/index.ts).
  usePreloadDestination(location.pathname, decision === 'pending');
  // The decision comes from the session store, whose updates React renders in one piece: as a deferred
  // value, the frame stays one render longer and the destination (layout, section, its table) renders
  // in slices between which the browser works (docs/performance.md).
  const shown = useDeferredValue(decision);

  if (shown === 'pending') {
    const section = catalogue && sectionAt(catalogue, location.pathname);
    return section ? <ShellFrame section={section} /> : <CentredSpinner />;
  }
  return shown ? <Navigate to={shown} replace /> : <Outlet />;
}
