import { useEffect } from 'react';
import {
  refreshSubscriptionRecord,
  sessionStore,
  useAuthState,
  useSubscription,
  useSubscriptionRecord,
} from 'shared-auth';
import { knowsPath, useSectionCatalogue } from '../sections/catalogueStore';
import { isHostScreen } from '../sections/sectionCatalogue';
import { redirectLocation } from './resolveRedirect';

/**
 * The guard's decision for one navigation: `'pending'` until the auth state, the signed-in user's
 * first subscription record and (off the host's own screens) the section at the path are known, then the location to redirect to (a path, with `?locked=` when
 * the plan excludes the section), or null to let it through.
 */
export type GuardDecision = 'pending' | string | null;

/**
 * Reads `subscriptions/{uid}` afresh on every navigation (docs/product-rules.md §7), off the rendering
 * path, and decides with the record it has (docs/architecture.md "The guard chain"): when the fresh
 * record changes the decision (a lapsed status, a downgrade), the guard redirects as soon as it arrives.
 * @param pathname - the path navigated to
 * @param navigation - changes on every navigation, even to the same path (`useNavigationKey`)
 */
export function useGuardDecision(pathname: string, navigation: string): GuardDecision {
  const auth = useAuthState();
  const { error } = useSubscription();
  const record = useSubscriptionRecord();
  const hostScreen = isHostScreen(pathname);
  const sections = useSectionCatalogue(!hostScreen);
  const uid = auth.user?.emailVerified ? auth.user.uid : null;

  useEffect(() => {
    if (uid) void sessionStore.dispatch(refreshSubscriptionRecord(uid));
  }, [uid, navigation]);

  if (auth.status === 'unknown' || (uid !== null && record.uid !== uid)) return 'pending';
  if (!hostScreen && !knowsPath(sections, pathname)) return 'pending';
  return redirectLocation(pathname, {
    user: auth.user,
    subscription: record.record,
    subscriptionLoadFailed: error !== null,
    now: record.readAt,
    sections: sections.catalogue ?? [],
  });
}
