// zod's tree-shakable build: this schema runs on every page, before sign-in (ISSUE 5 budgets).
import { z } from 'zod/mini';

/**
 * The Firebase project the build talks to, validated at start-up (a trust boundary: build-time
 * environment). With `emulatorHost` set, every SDK is pointed at the Emulator Suite on its default
 * ports; production builds leave it empty and talk to the real project. Nothing else in the code
 * knows which.
 */
export const firebaseEnvSchema = z.object({
  projectId: z.string().check(z.minLength(1)),
  apiKey: z.string().check(z.minLength(1)),
  authDomain: z.string().check(z.minLength(1)),
  storageBucket: z.string().check(z.minLength(1)),
  functionsRegion: z.string().check(z.minLength(1)),
  emulatorHost: z.string(),
});

/** The validated Firebase environment of this build. */
export type FirebaseEnv = z.infer<typeof firebaseEnvSchema>;

/** Emulator ports of firebase.json (ISSUE 2: auth 9099, firestore 8080, functions 5001, storage 9199). */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001, storage: 9199 } as const;

declare const __FIREBASE_ENV__: unknown;

/**
 * Reads the environment the bundler injected as `__FIREBASE_ENV__`.
 * @throws ZodError when a field is missing: a broken build must fail loudly, not talk to a wrong project.
 */
export function readFirebaseEnv(): FirebaseEnv {
  return firebaseEnvSchema.parse(typeof __FIREBASE_ENV__ === 'undefined' ? {} : __FIREBASE_ENV__);
}
