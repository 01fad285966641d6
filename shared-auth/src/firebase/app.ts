import type { FirebaseApp } from 'firebase/app';
import type * as AuthModule from 'firebase/auth';
import type { Auth } from 'firebase/auth';
import { EMULATOR_PORTS, type FirebaseEnv } from './config';

/** The page's Firebase app and the validated environment it was made from. */
export interface FirebaseSetup {
  readonly app: FirebaseApp;
  readonly env: FirebaseEnv;
}

let setup: Promise<FirebaseSetup> | undefined;
let auth: Promise<Auth> | undefined;

/**
 * The one Firebase app of the page (docs/architecture.md "The shape in one paragraph": one Firebase initialisation) with its environment,
 * loaded with the first SDK that needs it (Auth, Firestore, Functions or Storage), not with the
 * sign-in page; the environment's schema (zod) comes with it.
 * @returns a promise of both; rejects when a chunk cannot be loaded (a later call tries again) or
 * the build's environment is invalid (ZodError)
 */
export function firebaseSetup(): Promise<FirebaseSetup> {
  setup ??= Promise.all([import('firebase/app'), import('./envSchema')]).then(
    ([{ getApp, getApps, initializeApp }, { readFirebaseEnv }]) => {
      const env = readFirebaseEnv();
      if (getApps().length > 0) return { app: getApp(), env };
      const { projectId, apiKey, authDomain, storageBucket, appId } = env;
      return { app: initializeApp({ projectId, apiKey, authDomain, storageBucket, appId }), env };
    },
  );
  setup.catch(() => {
    setup = undefined;
  });
  return setup;
}

/** The page's one Firebase app (see {@link firebaseSetup}). */
export async function firebaseApp(): Promise<FirebaseApp> {
  return (await firebaseSetup()).app;
}

/** The validated environment of this build (see {@link firebaseSetup}). */
export async function firebaseEnv(): Promise<FirebaseEnv> {
  return (await firebaseSetup()).env;
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
 * (docs/architecture.md "Sharing").
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
  auth ??= Promise.all([authSdk(), firebaseSetup()]).then(
    ([
      { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth },
      { app, env },
    ]) => {
      const instance = initializeAuth(app, {
        persistence: [indexedDBLocalPersistence, browserLocalPersistence],
      });
      const { emulatorHost } = env;
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
