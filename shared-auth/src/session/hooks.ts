import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState } from './store';

/**
 * Reads a value of the shared session store and re-renders when it changes. Works in any React root
 * of the page (a bridged or embedded remote included), because the store is a module singleton.
 * The selector must return a stable reference for unchanged state (select slices or primitives).
 */
export function useSessionSelector<T>(selector: (state: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => selector(sessionStore.getState()),
    () => selector(sessionStore.getState()),
  );
}

/** The sign-in state: `{ status, user }`. */
export const useAuthState = (): SessionState['auth'] => useSessionSelector((state) => state.auth);

/** The subscription slice (docs/product-rules.md §3 local subscription state). */
export const useSubscription = (): SessionState['subscription'] =>
  useSessionSelector((state) => state.subscription);

/** The guard's latest `subscriptions/{uid}` record. */
export const useSubscriptionRecord = (): SessionState['subscriptionRecord'] =>
  useSessionSelector((state) => state.subscriptionRecord);
