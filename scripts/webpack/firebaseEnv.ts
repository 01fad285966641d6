/**
 * The Firebase environment a build injects as `__FIREBASE_ENV__` (validated again by shared-auth at
 * start-up), from the build's environment (docs/operations.md "Configuring a real project").
 */

/** What a build for a real project cannot do without: a `demo-` project has local defaults for all. */
export const REAL_PROJECT_VARIABLES = [
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_STORAGE_BUCKET',
  'FIREBASE_APP_ID',
  'FIREBASE_APPCHECK_SITE_KEY',
] as const;

/**
 * The build's Firebase environment: a `demo-` project (the default, `demo-adplatform`) talks to the
 * Emulator Suite with placeholder keys; any other project must name each of
 * {@link REAL_PROJECT_VARIABLES}.
 * @param env - the build's environment
 * @throws Error naming every variable a real project's build lacks, so that no build ships with a
 *   placeholder key
 */
export function firebaseEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const projectId = env.FIREBASE_PROJECT_ID ?? 'demo-adplatform';
  const demo = projectId.startsWith('demo-');
  if (!demo) {
    const missing = REAL_PROJECT_VARIABLES.filter((name) => !env[name]?.trim());
    if (missing.length > 0)
      throw new Error(
        `A build for the project ${projectId} needs ${missing.join(', ')} (.env.example says what each is).`,
      );
  }
  return {
    projectId,
    apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    storageBucket: env.FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
    functionsRegion: env.FIREBASE_FUNCTIONS_REGION ?? 'us-central1',
    appId: env.FIREBASE_APP_ID ?? '1:000000000000:web:0000000000000000000000',
    appCheckSiteKey: env.FIREBASE_APPCHECK_SITE_KEY ?? '',
    emulatorHost: env.FIREBASE_EMULATOR_HOST ?? (demo ? '127.0.0.1' : ''),
  };
}
