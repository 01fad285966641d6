import type { FirebaseApp } from 'firebase/app';
import { firebaseSetup } from './app';
import { emulatorAppCheckToken } from './emulatorAppCheckToken';

let ready: Promise<void> | undefined;

/**
 * Starts App Check for the page, once, before the first call that needs it (docs/decisions/0010-app-check.md):
 * reCAPTCHA Enterprise with the build's site key in production; with the Emulator Suite, a local
 * provider whose token the emulators accept unverified (the SDK's debug provider would trade its token
 * with the App Check service, out of reach offline). The Functions and Storage SDKs then attach a
 * token to every request. Loaded on the first call that writes, never with the first screen.
 * @throws whatever the chunk load throws (a later call tries again).
 */
export function appCheckReady(): Promise<void> {
  ready ??= Promise.all([
    import(/* webpackChunkName: "firebase-app-check" */ 'firebase/app-check'),
    firebaseSetup(),
  ]).then(([sdk, { app, env }]) => {
    const provider = env.emulatorHost
      ? new sdk.CustomProvider({ getToken: () => Promise.resolve(emulatorToken(app)) })
      : new sdk.ReCaptchaEnterpriseProvider(env.appCheckSiteKey);
    sdk.initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
  });
  ready.catch(() => {
    ready = undefined;
  });
  return ready;
}

function emulatorToken(app: FirebaseApp): { token: string; expireTimeMillis: number } {
  return emulatorAppCheckToken(app.options.appId ?? '', Date.now());
}
