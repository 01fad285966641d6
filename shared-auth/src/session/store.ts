import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice } from './authSlice';
import { subscriptionRecordSlice } from './subscriptionRecord';
import { subscriptionSlice } from './subscriptionSlice';

/**
 * The root reducer. Remotes may add their own slices at run time with `rootReducer.inject(slice)`
 * (RTK `combineSlices`), so the page keeps one store.
 */
export const rootReducer = combineSlices(authSlice, subscriptionSlice, subscriptionRecordSlice);

/** Builds a session store (one per page in the app; one per test in tests). */
export function createSessionStore() {
  return configureStore({ reducer: rootReducer });
}

/** The page's one store, shared with every remote through the shared-auth singleton. */
export const sessionStore = createSessionStore();

/** The state of the session store. */
export type SessionState = ReturnType<typeof rootReducer>;
/** The dispatch of the session store (thunks included). */
export type SessionDispatch = typeof sessionStore.dispatch;
