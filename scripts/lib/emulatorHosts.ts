import { PROJECT_ID } from './emulatorEnv';
import { emulatorAppCheckToken } from 'shared-auth/emulator-app-check';

/**
 * host:port where clients reach each emulator. Functions are called through the gate on 5001
 * (`functionsGate.ts`); the Functions emulator itself listens on `FUNCTIONS_EMULATOR_PORT`.
 */
export const EMULATOR_HOSTS = {
  auth: '127.0.0.1:9099',
  firestore: '127.0.0.1:8080',
  functions: '127.0.0.1:5001',
  storage: '127.0.0.1:9199',
} as const;

/** The Functions emulator's own port, as firebase.json sets it (behind the gate). */
export const FUNCTIONS_EMULATOR_PORT = 5011;

/** The gate's port: where every client calls the functions. */
export const FUNCTIONS_GATE_PORT = 5001;

/**
 * The variables that point the Admin SDK and Google's client libraries at the emulators and name the
 * demo project explicitly, so that no client looks for a project or a credential in the cloud
 * (docs/decisions/0027-loopback-only.md).
 */
export function emulatorClientEnv(): Record<string, string> {
  return {
    FIRESTORE_EMULATOR_HOST: EMULATOR_HOSTS.firestore,
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOSTS.auth,
    FIREBASE_STORAGE_EMULATOR_HOST: EMULATOR_HOSTS.storage,
    GCLOUD_PROJECT: PROJECT_ID,
    GOOGLE_CLOUD_PROJECT: PROJECT_ID,
    METADATA_SERVER_DETECTION: 'none',
  };
}

/** Points the Admin SDK of this process at the emulators ({@link emulatorClientEnv}). */
export function pointAdminSdkAtEmulators(): void {
  Object.assign(process.env, emulatorClientEnv());
}

/**
 * The App Check header a client of the emulators sends (docs/decisions/0010-app-check.md): the
 * emulators accept any well-formed token unverified, so tests and benchmarks send the same unsigned
 * token the app makes with the emulators.
 */
export function emulatorAppCheckHeader(): Record<string, string> {
  return { 'x-firebase-appcheck': emulatorAppCheckToken('1:000000000000:web:tests', Date.now()).token };
}
