import type * as StorageSdk from 'firebase/storage';
import { EMULATOR_PORTS } from './config';
import { firebaseSetup } from './app';
import { renewMemberToken } from './memberToken';

/** The Storage SDK and the page's one Storage instance (loaded on first use, like Firestore). */
export interface StorageHandle {
  readonly storage: StorageSdk.FirebaseStorage;
  readonly sdk: typeof StorageSdk;
}

let handle: Promise<StorageHandle> | undefined;

/**
 * Resolves the shared Storage handle, connecting to the emulator when the build says so. Uploads go
 * through the SDK's `uploadBytesResumable` (docs/product-rules.md §9: resumable above 256 KB, chunks from 256 KB to
 * 32 MB, retries with backoff) — never re-implemented here. App Check starts first, so that every
 * request carries its token; a member's ID token is renewed first when it is old
 * (`renewMemberToken`), as storage.rules ask of a member's token.
 * @throws whatever the dynamic import throws when the chunk cannot be fetched.
 */
export async function storage(): Promise<StorageHandle> {
  const [ready] = await Promise.all([storageHandle(), renewMemberToken().catch(() => undefined)]);
  return ready;
}

function storageHandle(): Promise<StorageHandle> {
  handle ??= Promise.all([
    import(/* webpackChunkName: "firebase-storage" */ 'firebase/storage'),
    firebaseSetup(),
    import('./appCheck').then(({ appCheckReady }) => appCheckReady()),
  ]).then(([sdk, { app, env }]) => {
    const instance = sdk.getStorage(app);
    const { emulatorHost } = env;
    if (emulatorHost) sdk.connectStorageEmulator(instance, emulatorHost, EMULATOR_PORTS.storage);
    return { storage: instance, sdk };
  });
  handle.catch(() => {
    handle = undefined;
  });
  return handle;
}
