import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findJavaHome, MIN_JAVA } from './java';

/** The project root (this file is scripts/lib/emulatorEnv.ts). */
export const ROOT = path.resolve(__dirname, '..', '..');
/** The demo project: a `demo-` id makes the Firebase CLI stay offline (ENVIRONMENT.md). */
export const PROJECT_ID = 'demo-adplatform';
/** Where `prepare-emulators` puts the offline emulator files (git-ignored). */
export const EMULATORS_DIR = path.join(ROOT, '.emulators');
/** The Firestore emulator version of Google Cloud CLI's Debian package. */
export const GCLOUD_FIRESTORE_VERSION = '1.19.9';
/** Where Debian's `google-cloud-cli-firestore-emulator` installs the emulator jar. */
export const GCLOUD_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** The Firebase CLI's own cache of downloaded emulators. */
export const CLI_CACHE_DIR = path.join(os.homedir(), '.cache', 'firebase', 'emulators');

function cliFirestoreJarName(): string {
  const infoPath = path.join(
    ROOT,
    'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json',
  );
  const info = JSON.parse(readFileSync(infoPath, 'utf8')) as { firestore: { version: string } };
  return `cloud-firestore-emulator-v${info.firestore.version}.jar`;
}

/** True when the Firebase CLI has its own Firestore emulator jar cached (preferred over ours). */
export function hasCachedCliFirestore(): boolean {
  return existsSync(path.join(CLI_CACHE_DIR, cliFirestoreJarName()));
}

/**
 * The environment every `firebase emulators:*` command of this project runs with: Java ≥ 21 first on
 * PATH, no update checks, and — unless the CLI's own jar is cached — the offline Firestore launcher
 * made by `prepare-emulators`.
 * @throws Error naming what is missing and how to get it.
 */
export function emulatorEnv(): NodeJS.ProcessEnv {
  const javaHome = findJavaHome();
  if (!javaHome) {
    throw new Error(
      `The Firebase emulators need Java ${MIN_JAVA} or newer, and none was found in JAVA_HOME or ` +
        '/usr/lib/jvm. Install one (for example Debian\'s openjdk-21-jdk-headless where available, or ' +
        'a Temurin JDK) and set JAVA_HOME to it.',
    );
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    JAVA_HOME: javaHome,
    PATH: `${path.join(javaHome, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    CI: 'true',
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
  };
  if (!hasCachedCliFirestore()) {
    const launcher = path.join(EMULATORS_DIR, `cloud-firestore-emulator-v${GCLOUD_FIRESTORE_VERSION}.jar`);
    if (!existsSync(launcher)) {
      throw new Error(`The offline Firestore emulator is not prepared: run \`npm run emulators:prepare\`.`);
    }
    env.FIREBASE_EMULATORS_PATH = EMULATORS_DIR;
    env.FIRESTORE_EMULATOR_VERSION = GCLOUD_FIRESTORE_VERSION;
  }
  return env;
}
