import {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { firebaseAuth } from '../firebase/app';
import { authStateChanged, type SessionUser } from './authSlice';
import { refreshSubscriptionRecord, subscriptionRecordCleared } from './subscriptionRecord';
import { fetchUserSubscription, subscriptionCleared } from './subscriptionSlice';
import { sessionStore } from './store';

function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
  };
}

/** Options of {@link startSession}. */
export interface StartSessionOptions {
  /** Called when `getUserSubscription` fails (SPEC §8): show the 'Failed to load subscription' notice. */
  readonly onSubscriptionLoadFailed: () => void;
}

let stopSession: (() => void) | undefined;

/**
 * Loads the subscription of the signed-in user: the callable `getUserSubscription` (SPEC §7, on
 * sign-in) and the guard's direct record read. Also called after a plan change or a renewal.
 */
export async function reloadSubscription(onFailed?: () => void): Promise<void> {
  const user = sessionStore.getState().auth.user;
  if (!user?.emailVerified) return;
  const [fetched] = await Promise.all([
    sessionStore.dispatch(fetchUserSubscription()),
    sessionStore.dispatch(refreshSubscriptionRecord(user.uid)),
  ]);
  if (fetchUserSubscription.rejected.match(fetched) && fetched.payload === 'failed') onFailed?.();
}

/**
 * Follows Firebase Auth into the session store: on every sign-in of a verified user, loads the
 * subscription. Idempotent; returns a function that stops following.
 */
export function startSession(options: StartSessionOptions): () => void {
  if (stopSession) return stopSession;
  const unsubscribe = onAuthStateChanged(firebaseAuth(), (user) => {
    sessionStore.dispatch(subscriptionCleared());
    sessionStore.dispatch(subscriptionRecordCleared());
    sessionStore.dispatch(authStateChanged(user ? toSessionUser(user) : null));
    if (user?.emailVerified) void reloadSubscription(options.onSubscriptionLoadFailed);
  });
  stopSession = () => {
    unsubscribe();
    stopSession = undefined;
  };
  return stopSession;
}

/**
 * Signs in with e-mail and password.
 * @throws FirebaseError `auth/invalid-email`, `auth/wrong-password`, `auth/user-not-found`,
 * `auth/invalid-credential`, `auth/too-many-requests` (see `identityErrorKey`).
 */
export async function signIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(firebaseAuth(), email, password);
}

/**
 * Creates an account and sends the verification e-mail (ISSUE 2 identity flows).
 * @throws FirebaseError `auth/email-already-in-use`, `auth/weak-password`, `auth/invalid-email`.
 */
export async function signUp(email: string, password: string, displayName: string): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email, password);
  if (displayName) await updateProfile(user, { displayName });
  await sendEmailVerification(user);
}

/** Sends the verification e-mail again. @throws FirebaseError `auth/too-many-requests`. */
export async function resendVerificationEmail(): Promise<void> {
  const user = firebaseAuth().currentUser;
  if (user) await sendEmailVerification(user);
}

/**
 * Re-reads the user from Auth ("I have verified"). When the e-mail is now verified, refreshes the ID
 * token (so rules and functions see `email_verified`) and loads the subscription.
 * @returns whether the e-mail is verified now.
 */
export async function recheckEmailVerified(): Promise<boolean> {
  const user = firebaseAuth().currentUser;
  if (!user) return false;
  await reload(user);
  if (user.emailVerified) {
    await user.getIdToken(true);
    sessionStore.dispatch(authStateChanged(toSessionUser(user)));
    await reloadSubscription();
  }
  return user.emailVerified;
}

/** Sends a password-reset e-mail. @throws FirebaseError `auth/invalid-email`, `auth/user-not-found`. */
export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(firebaseAuth(), email);
}

/** Updates the signed-in user's display name in Auth and in the session. */
export async function updateDisplayName(displayName: string): Promise<void> {
  const user = firebaseAuth().currentUser;
  if (!user) return;
  await updateProfile(user, { displayName });
  sessionStore.dispatch(authStateChanged(toSessionUser(user)));
}

/** Signs out. The session store is cleared by the auth listener. */
export async function signOut(): Promise<void> {
  await firebaseSignOut(firebaseAuth());
}
