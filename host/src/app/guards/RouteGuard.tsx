import { useEffect, type ReactElement } from 'react';
import {
  Navigate,
  Outlet,
  refreshSubscriptionRecord,
  sessionStore,
  useAuthState,
  useLocation,
  useSubscription,
  useSubscriptionRecord,
} from 'shared-auth';
import { CentredSpinner } from '../shell/CentredSpinner';
import { preloadDestination } from '../federation/preloadDestination';
import { resolveRedirect } from './resolveRedirect';

/**
 * Runs the guard chain on every navigation (SPEC §2) and scrolls to the top (SPEC §1).
 *
 * The decision uses the last known subscription record at once, and every navigation reads
 * `subscriptions/{uid}` afresh (SPEC §7) off the rendering path: when the fresh record changes the
 * decision (a lapsed status, a downgrade), the guard redirects as soon as it arrives. Before the first
 * record of a signed-in user has arrived it shows the spinner and loads the code of the screen the
 * user is about to see (`preloadDestination`).
 */
export function RouteGuard(): ReactElement {
  const location = useLocation();
  const auth = useAuthState();
  const subscription = useSubscription();
  const record = useSubscriptionRecord();
  const uid = auth.user?.emailVerified ? auth.user.uid : null;
  const awaitingRecord = uid !== null && record.uid !== uid;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    if (uid) void sessionStore.dispatch(refreshSubscriptionRecord(uid));
  }, [uid, location.key]);

  useEffect(() => {
    if (awaitingRecord) preloadDestination(location.pathname);
  }, [awaitingRecord, location.pathname]);

  if (auth.status === 'unknown') return <CentredSpinner />;
  if (awaitingRecord) return <CentredSpinner />;

  const target = resolveRedirect(location.pathname, {
    user: auth.user,
    subscription: record.record,
    subscriptionExpired: subscription.isSubscriptionExpired,
  });
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
