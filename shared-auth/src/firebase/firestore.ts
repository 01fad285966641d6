import type * as FirestoreLite from 'firebase/firestore/lite';
import { EMULATOR_PORTS } from './config';
import { firebaseApp, firebaseEnv } from './app';

/**
 * The Firestore Lite SDK and the page's one Firestore instance, loaded on first use so that the
 * sign-in screens never download it. Remotes must use these functions (not their own copy of the
 * SDK): Firestore checks that references and queries come from the same instance.
 */
export interface FirestoreHandle {
  readonly db: FirestoreLite.Firestore;
  readonly sdk: typeof FirestoreLite;
}

let handle: Promise<FirestoreHandle> | undefined;

/**
 * Resolves the shared Firestore handle, connecting to the emulator when the build says so.
 * @throws whatever the dynamic import throws when the chunk cannot be fetched.
 */
export function firestore(): Promise<FirestoreHandle> {
  handle ??= import(/* webpackChunkName: "firestore-lite" */ 'firebase/firestore/lite').then((sdk) => {
    const db = sdk.getFirestore(firebaseApp());
    const { emulatorHost } = firebaseEnv();
    if (emulatorHost) sdk.connectFirestoreEmulator(db, emulatorHost, EMULATOR_PORTS.firestore);
    return { db, sdk };
  });
  handle.catch(() => {
    handle = undefined;
  });
  return handle;
}
