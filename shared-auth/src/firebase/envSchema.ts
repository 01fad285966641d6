import * as z from 'shared-auth/validation';
import type { FirebaseEnv } from './config';

/**
 * The Firebase project the build talks to, validated when the first SDK starts (a trust boundary:
 * build-time environment). Loaded with the Firebase app, not with the sign-in page (docs/architecture.md "Performance budgets").
 */
export const firebaseEnvSchema = z.object({
  projectId: z.string().check(z.minLength(1)),
  apiKey: z.string().check(z.minLength(1)),
  authDomain: z.string().check(z.minLength(1)),
  storageBucket: z.string().check(z.minLength(1)),
  functionsRegion: z.string().check(z.minLength(1)),
  emulatorHost: z.string(),
});

declare const __FIREBASE_ENV__: unknown;

/**
 * Reads the environment the bundler injected as `__FIREBASE_ENV__`.
 * @throws ZodError when a field is missing: a broken build must fail loudly, not talk to a wrong project.
 */
export function readFirebaseEnv(): FirebaseEnv {
  return firebaseEnvSchema.parse(typeof __FIREBASE_ENV__ === 'undefined' ? {} : __FIREBASE_ENV__);
}
