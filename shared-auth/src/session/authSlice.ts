import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The signed-in user, as plain serialisable data. */
export interface SessionUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
}

/** `unknown` until Firebase Auth has told its first state (docs/product-rules.md §1: a centred spinner until then). */
export interface AuthState {
  status: 'unknown' | 'signedOut' | 'signedIn';
  user: SessionUser | null;
}

const initialState: AuthState = { status: 'unknown', user: null };

/** The sign-in state. */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authStateChanged: (_, action: PayloadAction<SessionUser | null>) =>
      action.payload ? { status: 'signedIn', user: action.payload } : { status: 'signedOut', user: null },
  },
});

export const { authStateChanged } = authSlice.actions;
