import type * as FirestoreLite from 'firebase/firestore/lite';
import { EMULATOR_PORTS } from './config';
import { firebaseSetup } from './app';

/**
 * The Firestore Lite SDK and the page's one Firestore instance, loaded on first use (or as the
 * user starts typing on a sign-in form, `prepareSignIn`) so that the sign-in page is interactive
 * without it. Remotes must use these functions (not their own copy of the
 * SDK): Firestore checks that references and queries come from the same instance.
 */
export interface FirestoreHandle {
  readonly db: FirestoreLite.Firestore;
  readonly sdk: FirestoreSdk;
}

/**
 * The part of Firestore Lite the apps use. The chunk keeps only these exports (`webpackExports`
 * below, the same names): a function the type lacks is a type error, so add it to both.
 */
export type FirestoreSdk = Pick<
  typeof FirestoreLite,
  | 'arrayRemove'
  | 'arrayUnion'
  | 'collection'
  | 'connectFirestoreEmulator'
  | 'deleteDoc'
  | 'doc'
  | 'documentId'
  | 'getAggregate'
  | 'getCount'
  | 'getDoc'
  | 'getDocs'
  | 'getFirestore'
  | 'limit'
  | 'orderBy'
  | 'query'
  | 'serverTimestamp'
  | 'setDoc'
  | 'startAfter'
  | 'sum'
  | 'Timestamp'
  | 'updateDoc'
  | 'where'
  | 'writeBatch'
>;

let handle: Promise<FirestoreHandle> | undefined;

/**
 * Resolves the shared Firestore handle, connecting to the emulator when the build says so.
 * @throws whatever the dynamic import throws when the chunk cannot be fetched.
 */
export function firestore(): Promise<FirestoreHandle> {
  handle ??= Promise.all([
    import(
      /* webpackChunkName: "firestore-lite" */
      /* webpackExports: ["arrayRemove", "arrayUnion", "collection", "connectFirestoreEmulator", "deleteDoc", "doc", "documentId", "getAggregate", "getCount", "getDoc", "getDocs", "getFirestore", "limit", "orderBy", "query", "serverTimestamp", "setDoc", "startAfter", "sum", "Timestamp", "updateDoc", "where", "writeBatch"] */
      'firebase/firestore/lite'
    ) as Promise<FirestoreSdk>,
    firebaseSetup(),
  ]).then(([sdk, { app, env }]) => {
    const db = sdk.getFirestore(app);
    const { emulatorHost } = env;
    if (emulatorHost) sdk.connectFirestoreEmulator(db, emulatorHost, EMULATOR_PORTS.firestore);
    return { db, sdk };
  });
  handle.catch(() => {
    handle = undefined;
  });
  return handle;
}
