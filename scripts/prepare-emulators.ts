/**
 * Prepares the Firebase Emulator Suite to run offline (ENVIRONMENT.md "Firebase Emulator Suite,
 * offline"): builds the callable functions, and — unless the Firebase CLI already has its own
 * Firestore jar cached — writes a launcher jar for Google Cloud CLI's Firestore emulator (that jar
 * declares no main class) under .emulators/. Says exactly what is missing when something is.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  EMULATORS_DIR,
  GCLOUD_FIRESTORE_JAR,
  GCLOUD_FIRESTORE_VERSION,
  ROOT,
  hasCachedCliFirestore,
} from './lib/emulatorEnv';
import { findJavaHome, MIN_JAVA } from './lib/java';

const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

function prepareFirestore(javaHome: string): void {
  if (hasCachedCliFirestore()) {
    console.log("✔ Firestore: using the Firebase CLI's cached emulator jar");
    return;
  }
  if (!existsSync(GCLOUD_FIRESTORE_JAR)) {
    fail(
      `Firestore emulator not found at ${GCLOUD_FIRESTORE_JAR}.\n` +
        '  Install it with: apt-get update && apt-get install -y google-cloud-cli-firestore-emulator\n' +
        '  (or run the Firebase CLI once on a machine with internet access so it caches its own jar).',
    );
  }
  const launcher = path.join(EMULATORS_DIR, `cloud-firestore-emulator-v${GCLOUD_FIRESTORE_VERSION}.jar`);
  mkdirSync(EMULATORS_DIR, { recursive: true });
  const work = mkdtempSync(path.join(os.tmpdir(), 'firestore-launcher-'));
  try {
    const manifest = path.join(work, 'MANIFEST.MF');
    writeFileSync(
      manifest,
      `Manifest-Version: 1.0\nMain-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: file:${GCLOUD_FIRESTORE_JAR}\n`,
    );
    rmSync(launcher, { force: true });
    execFileSync(
      path.join(javaHome, 'bin', 'jar'),
      ['--create', '--file', launcher, '--manifest', manifest],
      {
        stdio: 'inherit',
      },
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`✔ Firestore: launcher ${path.relative(ROOT, launcher)} → ${GCLOUD_FIRESTORE_JAR}`);
}

function buildFunctions(): void {
  execFileSync('npm', ['run', 'build', '--workspace', 'functions'], { cwd: ROOT, stdio: 'inherit' });
  console.log('✔ Functions: built into functions/lib');
}

const javaHome = findJavaHome();
if (!javaHome) {
  fail(
    `Java ${MIN_JAVA} or newer is required by the Firebase emulators and none was found in ` +
      'JAVA_HOME or /usr/lib/jvm. Install a JDK ≥ 21 and set JAVA_HOME.',
  );
}
console.log(`✔ Java: ${javaHome}`);
prepareFirestore(javaHome);
buildFunctions();
