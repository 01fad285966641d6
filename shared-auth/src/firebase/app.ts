import type { FirebaseApp } from 'firebase/app';
import type * as AuthModule from 'firebase/auth';
import type { Auth } from 'firebase/auth';
import { EMULATOR_PORTS, readFirebaseEnv, type FirebaseEnv } from './config';

let env: FirebaseEnv | undefined;
let auth: Promise<Auth> | undefined;

/** The validated environment, read once. */
export function firebaseEnv(): FirebaseEnv {
  env ??= readFirebaseEnv();
  return env;
}

/**
 * The one Firebase app of the page (DESIGN: one Firebase initialisation), loaded with the first SDK
 * that needs it (Auth, Firestore, Functions or Storage), not with the sign-in page.
 * @returns a promise of the app; rejects only when the SDK's chunk cannot be loaded
 */
export async function firebaseApp(): Promise<FirebaseApp> {
  const { getApp, getApps, initializeApp } = await import('firebase/app');
  if (getApps().length > 0) return getApp();
  const { projectId, apiKey, authDomain, storageBucket } = firebaseEnv();
  return initializeApp({ projectId, apiKey, authDomain, storageBucket });
}

/**
 * The part of the Firebase Auth SDK the platform uses. The chunk keeps only these exports
 * (`webpackExports` below, the same names): a function the type lacks is a type error, so add it to both.
 */
export type AuthSdk = Pick<
  typeof AuthModule,
  | 'browserLocalPersistence'
  | 'connectAuthEmulator'
  | 'createUserWithEmailAndPassword'
  | 'indexedDBLocalPersistence'
  | 'initializeAuth'
  | 'onAuthStateChanged'
  | 'reload'
  | 'sendEmailVerification'
  | 'sendPasswordResetEmail'
  | 'signInWithEmailAndPassword'
  | 'signOut'
  | 'updateProfile'
>;

/**
 * The Firebase Auth SDK, loaded on first use: the sign-in page is interactive before it arrives
 * (ENVIRONMENT.md "What the first load costs").
 */
export function authSdk(): Promise<AuthSdk> {
  return import(
    /* webpackChunkName: "firebase-auth" */
    /* webpackExports: ["browserLocalPersistence", "connectAuthEmulator", "createUserWithEmailAndPassword", "indexedDBLocalPersistence", "initializeAuth", "onAuthStateChanged", "reload", "sendEmailVerification", "sendPasswordResetEmail", "signInWithEmailAndPassword", "signOut", "updateProfile"] */
    'firebase/auth'
  );
}

/**
 * The one Auth instance, persisted in IndexedDB (falling back to localStorage), created the first
 * time it is asked for.
 * @returns a promise of the instance; rejects only when the SDK's chunk cannot be loaded
 */
export function firebaseAuth(): Promise<Auth> {
  auth ??= Promise.all([authSdk(), firebaseApp()]).then(
    ([{ browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth }, app]) => {
      const instance = initializeAuth(app, {
        persistence: [indexedDBLocalPersistence, browserLocalPersistence],
      });
      const { emulatorHost } = firebaseEnv();
      if (emulatorHost) {
        connectAuthEmulator(instance, `http://${emulatorHost}:${EMULATOR_PORTS.auth}`, {
          disableWarnings: true,
        });
      }
      return instance;
    },
  );
  auth.catch(() => {
    auth = undefined;
  });
  return auth;
}
