import * as z from 'shared-auth/validation';
import type { FirebaseEnv } from './config';

/**
 * The Firebase project the build talks to, validated when the first SDK starts (a trust boundary:
 * build-time environment). Loaded with the Firebase app, not with the sign-in page (docs/performance.md).
 */
export const firebaseEnvSchema = z.object({
  projectId: z.string().check(z.minLength(1)),
  apiKey: z.string().check(z.minLength(1)),
  authDomain: z.string().check(z.minLength(1)),
  storageBucket: z.string().check(z.minLength(1)),
  functionsRegion: z.string().check(z.minLength(1)),
  appId: z.string().check(z.minLength(1)),
  appCheckSiteKey: z.string(),
  emulatorHost: z.string(),
});

declare const __FIREBASE_ENV__: unknown;

/**
 * Reads the environment the bundler injected as `__FIREBASE_ENV__`.
 * @throws ZodError when a field is missing: a broken build must fail loudly, not talk to a wrong project;
 * Error when a build for a real project has no App Check site key (docs/decisions/0010-app-check.md).
 */
export function readFirebaseEnv(): FirebaseEnv {
  const env = firebaseEnvSchema.parse(typeof __FIREBASE_ENV__ === 'undefined' ? {} : __FIREBASE_ENV__);
  if (env.emulatorHost === '' && env.appCheckSiteKey === '')
    throw new Error('A build for a real project needs FIREBASE_APPCHECK_SITE_KEY (App Check).');
  return env;
}
