import type { Auth, User } from 'firebase/auth';
import { authSdk, firebaseAuth } from '../firebase/app';
import { firestore } from '../firebase/firestore';
import { prepareFunctions } from '../firebase/functions';
import { authStateChanged, type SessionUser } from './authSlice';
import { hasSessionHint, rememberSessionHint } from './sessionHint';
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
  /** Called when `getUserSubscription` fails (docs/product-rules.md §8): show the 'Failed to load subscription' notice. */
  readonly onSubscriptionLoadFailed: () => void;
}

let stopSession: (() => void) | undefined;
let following: Promise<Auth> | undefined;
let followAuth: (() => Promise<Auth>) | undefined;

/**
 * Auth, with the session following it: what every identity action awaits first (it loads the SDK
 * when the page started without a session hint).
 */
function authFollowed(): Promise<Auth> {
  following ??= followAuth?.() ?? firebaseAuth();
  return following;
}

/**
 * Starts loading what a sign-in needs ahead of it (the user started typing), so the submit waits
 * for none of it: Firebase Auth, and for the subscription reads that follow a sign-in (docs/product-rules.md §7) the
 * Functions and Firestore SDKs and the answers' schemas. Harmless when they are already loaded; a
 * failure is left to the action that needs the SDK, which loads it again.
 */
export function prepareSignIn(): void {
  authFollowed().catch(() => undefined);
  prepareFunctions();
  firestore().catch(() => undefined);
  import('./subscriptionSchemas').catch(() => undefined);
}

/**
 * Loads the subscription of the signed-in user: the callable `getUserSubscription` (docs/product-rules.md §7, on
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
 * subscription. With a session hint (this browser was signed in) Auth loads at once; without one the
 * session is `signedOut` at once and Auth loads with the first identity action or
 * {@link prepareSignIn}. Idempotent; returns a function that stops following.
 */
export function startSession(options: StartSessionOptions): () => void {
  if (stopSession) return stopSession;
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  followAuth = async () => {
    const [auth, { onAuthStateChanged }] = await Promise.all([firebaseAuth(), authSdk()]);
    if (!stopped) {
      unsubscribe = onAuthStateChanged(auth, (user) => {
        rememberSessionHint(user !== null);
        sessionStore.dispatch(subscriptionCleared());
        sessionStore.dispatch(subscriptionRecordCleared());
        sessionStore.dispatch(authStateChanged(user ? toSessionUser(user) : null));
        if (user?.emailVerified) void reloadSubscription(options.onSubscriptionLoadFailed);
      });
    }
    return auth;
  };
  if (hasSessionHint()) {
    authFollowed().catch(() => {
      following = undefined;
      sessionStore.dispatch(authStateChanged(null));
    });
  } else {
    sessionStore.dispatch(authStateChanged(null));
  }
  stopSession = () => {
    stopped = true;
    unsubscribe?.();
    following = undefined;
    followAuth = undefined;
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
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([authFollowed(), authSdk()]);
  await signInWithEmailAndPassword(auth, email, password);
}

/**
 * Creates an account and sends the verification e-mail (docs/product-rules.md §1).
 * @throws FirebaseError `auth/email-already-in-use`, `auth/weak-password`, `auth/invalid-email`.
 */
export async function signUp(email: string, password: string, displayName: string): Promise<void> {
  const [auth, sdk] = await Promise.all([authFollowed(), authSdk()]);
  const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
  if (displayName) await sdk.updateProfile(user, { displayName });
  await sdk.sendEmailVerification(user);
}

/** Sends the verification e-mail again. @throws FirebaseError `auth/too-many-requests`. */
export async function resendVerificationEmail(): Promise<void> {
  const [{ currentUser }, { sendEmailVerification }] = await Promise.all([authFollowed(), authSdk()]);
  if (currentUser) await sendEmailVerification(currentUser);
}

/**
 * Re-reads the user from Auth ("I have verified"). When the e-mail is now verified, refreshes the ID
 * token (so rules and functions see `email_verified`) and loads the subscription.
 * @returns whether the e-mail is verified now.
 */
export async function recheckEmailVerified(): Promise<boolean> {
  const [{ currentUser: user }, { reload }] = await Promise.all([authFollowed(), authSdk()]);
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
  const [auth, { sendPasswordResetEmail }] = await Promise.all([authFollowed(), authSdk()]);
  await sendPasswordResetEmail(auth, email);
}

/** Updates the signed-in user's display name in Auth and in the session. */
export async function updateDisplayName(displayName: string): Promise<void> {
  const [{ currentUser: user }, { updateProfile }] = await Promise.all([authFollowed(), authSdk()]);
  if (!user) return;
  await updateProfile(user, { displayName });
  sessionStore.dispatch(authStateChanged(toSessionUser(user)));
}

/** Signs out. The session store is cleared by the auth listener. */
export async function signOut(): Promise<void> {
  const [auth, { signOut: firebaseSignOut }] = await Promise.all([authFollowed(), authSdk()]);
  await firebaseSignOut(auth);
}
