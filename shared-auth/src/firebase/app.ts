import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { EMULATOR_PORTS, readFirebaseEnv, type FirebaseEnv } from './config';

let env: FirebaseEnv | undefined;
let auth: Auth | undefined;

/** The validated environment, read once. */
export function firebaseEnv(): FirebaseEnv {
  env ??= readFirebaseEnv();
  return env;
}

/** The one Firebase app of the page (DESIGN: one Firebase initialisation). */
export function firebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  const { projectId, apiKey, authDomain, storageBucket } = firebaseEnv();
  return initializeApp({ projectId, apiKey, authDomain, storageBucket });
}

/** The one Auth instance, persisted in IndexedDB (falling back to localStorage). */
export function firebaseAuth(): Auth {
  if (auth) return auth;
  auth = initializeAuth(firebaseApp(), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  const { emulatorHost } = firebaseEnv();
  if (emulatorHost) {
    connectAuthEmulator(auth, `http://${emulatorHost}:${EMULATOR_PORTS.auth}`, {
      disableWarnings: true,
    });
  }
  return auth;
}
