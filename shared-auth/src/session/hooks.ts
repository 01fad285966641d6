import { useMemo, useSyncExternalStore } from 'react';
import { canWriteAccountData, type MemberRole } from '@adplatform/plans';
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

/** The account the signed-in user works in (docs/product-rules.md §10.9). */
export interface AccountAccess {
  /** The account's id — its subscriber's uid, under which its data lives; null while signed out or not yet known. */
  readonly accountId: string | null;
  readonly role: MemberRole;
  /** Whether the role changes the account's data (owners and admins; analysts only read). */
  readonly canWrite: boolean;
  /** The user is a member of another's account (not its subscriber). */
  readonly isMember: boolean;
}

/**
 * The account a session works in, outside React (what {@link useAccount} returns): the one the
 * record that covers the user names, else their own as its owner (docs/product-rules.md §10.9).
 * @param state - the shared session store's state
 */
export function accountAccessOf(state: SessionState): AccountAccess {
  return accountAccess(
    state.auth.user?.uid ?? null,
    state.subscriptionRecord.uid,
    state.subscriptionRecord.membership,
  );
}

function accountAccess(
  uid: string | null,
  readFor: string | null,
  membership: SessionState['subscriptionRecord']['membership'],
): AccountAccess {
  const role = membership?.role ?? 'owner';
  return {
    // Unknown until the record of this user is read: a member's account is not theirs.
    accountId: readFor === uid ? (membership?.accountId ?? uid) : null,
    role,
    canWrite: canWriteAccountData(role),
    isMember: membership !== null,
  };
}

/**
 * The account the signed-in user works in: the one the record that covers them names, else their
 * own as its owner. Sections read and write under `users/{accountId}`.
 */
export function useAccount(): AccountAccess {
  const uid = useSessionSelector((state) => state.auth.user?.uid ?? null);
  const readFor = useSessionSelector((state) => state.subscriptionRecord.uid);
  const membership = useSessionSelector((state) => state.subscriptionRecord.membership);
  return useMemo(() => accountAccess(uid, readFor, membership), [uid, readFor, membership]);
}
