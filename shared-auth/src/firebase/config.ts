/**
 * The Firebase project the build talks to (validated by `envSchema.ts` when the first SDK starts).
 * With `emulatorHost` set, every SDK is pointed at the Emulator Suite on its default ports; production
 * builds leave it empty and talk to the real project. Nothing else in the code knows which.
 */
export interface FirebaseEnv {
  readonly projectId: string;
  readonly apiKey: string;
  readonly authDomain: string;
  readonly storageBucket: string;
  readonly functionsRegion: string;
  /** The web app's id (App Check names the app by it). */
  readonly appId: string;
  /** The reCAPTCHA Enterprise site key App Check uses in production; empty with the emulators. */
  readonly appCheckSiteKey: string;
  /** Host of the Emulator Suite, e.g. `127.0.0.1`; empty in production. */
  readonly emulatorHost: string;
}

/** Emulator ports of firebase.json (docs/product-rules.md §11: auth 9099, firestore 8080, functions 5001, storage 9199). */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001, storage: 9199 } as const;
