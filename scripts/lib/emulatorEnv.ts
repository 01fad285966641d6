import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { functionsNodeDir } from './functionsNode';
import { findJavaHome, MIN_JAVA } from './java';

/** The project root (this file is scripts/lib/emulatorEnv.ts). */
export const ROOT = path.resolve(__dirname, '..', '..');
/** The demo project: a `demo-` id makes the Firebase CLI stay offline (docs/decisions/0003-offline-emulators.md). */
export const PROJECT_ID = 'demo-adplatform';
/**
 * The project's emulator folder (git-ignored), given to the Firebase CLI as FIREBASE_EMULATORS_PATH:
 * links to the CLI's own cached jars where they exist, else the offline stand-ins.
 */
export const EMULATORS_DIR = path.join(ROOT, '.emulators');
/** The Firestore emulator version of Google Cloud CLI's Debian package. */
export const GCLOUD_FIRESTORE_VERSION = '1.19.9';
/** Where Debian's `google-cloud-cli-firestore-emulator` installs the emulator jar. */
export const GCLOUD_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
/** The Firebase CLI's own cache of downloaded emulators. */
export const CLI_CACHE_DIR = path.join(os.homedir(), '.cache', 'firebase', 'emulators');

interface DownloadInfo {
  readonly version: string;
  readonly downloadPathRelativeToCacheDir: string;
}

/** The jar names and versions the installed Firebase CLI expects. */
export function cliEmulatorJars(): { firestore: DownloadInfo; storage: DownloadInfo } {
  const infoPath = path.join(ROOT, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
  return JSON.parse(readFileSync(infoPath, 'utf8')) as { firestore: DownloadInfo; storage: DownloadInfo };
}

/** The name the CLI looks for when FIRESTORE_EMULATOR_VERSION names Google Cloud CLI's emulator. */
export const FIRESTORE_LAUNCHER_NAME = `cloud-firestore-emulator-v${GCLOUD_FIRESTORE_VERSION}.jar`;

/** True when `.emulators/` holds the CLI's real Firestore jar (linked from its cache). */
export function usesRealFirestore(): boolean {
  return existsSync(path.join(EMULATORS_DIR, cliEmulatorJars().firestore.downloadPathRelativeToCacheDir));
}

/**
 * The environment every `firebase emulators:*` command of this project runs with: Java ≥ 21 first on
 * PATH, no update checks, and `.emulators/` as the CLI's emulator folder.
 * @throws Error naming what is missing and how to get it.
 */
export function emulatorEnv(): NodeJS.ProcessEnv {
  const javaHome = findJavaHome();
  if (!javaHome) {
    throw new Error(
      `The Firebase emulators need Java ${MIN_JAVA} or newer, and none was found in JAVA_HOME or ` +
        'the platform’s JDK folders. Install one (README "Two commands") or set JAVA_HOME to it.',
    );
  }
  const storage = path.join(EMULATORS_DIR, cliEmulatorJars().storage.downloadPathRelativeToCacheDir);
  if (
    !existsSync(storage) ||
    (!usesRealFirestore() && !existsSync(path.join(EMULATORS_DIR, FIRESTORE_LAUNCHER_NAME)))
  ) {
    throw new Error('The offline emulators are not prepared: run `npm run emulators:prepare`.');
  }
  return {
    ...process.env,
    JAVA_HOME: javaHome,
    // The CLI, and so the functions it emulates, run on the functions' Node (`functionsNode.ts`).
    PATH: [path.join(javaHome, 'bin'), functionsNodeDir(), process.env.PATH ?? ''].join(path.delimiter),
    CI: 'true',
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_EMULATORS_PATH: EMULATORS_DIR,
    ...(usesRealFirestore() ? {} : { FIRESTORE_EMULATOR_VERSION: GCLOUD_FIRESTORE_VERSION }),
  };
}
