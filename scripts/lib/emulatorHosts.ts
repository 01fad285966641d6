import { PROJECT_ID } from './emulatorEnv';

/** host:port of each emulator, as firebase.json sets them. */
export const EMULATOR_HOSTS = {
  auth: '127.0.0.1:9099',
  firestore: '127.0.0.1:8080',
  functions: '127.0.0.1:5001',
  storage: '127.0.0.1:9199',
} as const;

/** Points the Admin SDK of this process at the emulators (the variables the Admin SDK reads). */
export function pointAdminSdkAtEmulators(): void {
  process.env.FIRESTORE_EMULATOR_HOST = EMULATOR_HOSTS.firestore;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOSTS.auth;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = EMULATOR_HOSTS.storage;
  process.env.GCLOUD_PROJECT = PROJECT_ID;
}
