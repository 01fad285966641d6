/**
 * Prepares the Firebase Emulator Suite to run offline (docs/decisions/0003-offline-emulators.md) in `.emulators/`, the folder the CLI is pointed at:
 * - Firestore: the CLI's cached jar if there is one, else a launcher jar for Google Cloud CLI's
 *   Firestore emulator (that jar declares no main class);
 * - Storage rules: the CLI's cached `cloud-storage-rules-runtime` if there is one, else the stand-in
 *   of scripts/emulators/StorageRulesRuntime.java, compiled against the Firestore emulator's rules
 *   engine (it enforces storage.rules; it never allows everything);
 * - the callable functions, built.
 * Where the CLI has none cached, installs Google Cloud CLI's Firestore emulator when it is missing and
 * this process can (root, apt); otherwise says exactly what is missing and how to get it: on a machine
 * with internet access, the CLI fetches its own jars once (`FETCH_EMULATORS`), outside these commands,
 * which reach only this machine (docs/decisions/0027-loopback-only.md).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CLI_CACHE_DIR,
  cliEmulatorJars,
  EMULATORS_DIR,
  FIRESTORE_LAUNCHER_NAME,
  GCLOUD_FIRESTORE_JAR,
  ROOT,
} from './lib/emulatorEnv';
import { ensureDebianPackages } from './lib/debianPackages';
import { findJavaHome, MIN_JAVA } from './lib/java';

const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const STORAGE_RUNTIME_SOURCE = path.join(ROOT, 'scripts', 'emulators', 'StorageRulesRuntime.java');

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

/** Links the CLI's cached jar into .emulators/; false when the CLI has none cached. */
function linkCached(name: string): boolean {
  const cached = path.join(CLI_CACHE_DIR, name);
  if (!existsSync(cached)) return false;
  const target = path.join(EMULATORS_DIR, name);
  rmSync(target, { force: true });
  symlinkSync(cached, target);
  return true;
}

/** Writes a jar whose manifest names `mainClass` and puts the Firestore emulator jar on its class path. */
function writeJar(javaHome: string, jar: string, mainClass: string, classesDir?: string): void {
  const work = mkdtempSync(path.join(os.tmpdir(), 'emulator-jar-'));
  try {
    const manifest = path.join(work, 'MANIFEST.MF');
    writeFileSync(
      manifest,
      `Manifest-Version: 1.0\nMain-Class: ${mainClass}\nClass-Path: file:${GCLOUD_FIRESTORE_JAR}\n`,
    );
    rmSync(jar, { force: true });
    const contents = classesDir ? ['-C', classesDir, '.'] : [];
    execFileSync(
      path.join(javaHome, 'bin', 'jar'),
      ['--create', '--file', jar, '--manifest', manifest, ...contents],
      {
        stdio: 'inherit',
      },
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The one command that lets the Firebase CLI cache its own emulators, on a machine with internet access. */
const FETCH_EMULATORS = 'npx firebase setup:emulators:firestore && npx firebase setup:emulators:storage';

function requireGcloudFirestore(): void {
  if (spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) {
    fail(
      "The Firebase CLI has no emulators cached and this machine has no apt-get for Google Cloud CLI's. " +
        `With internet access, run once: ${FETCH_EMULATORS}`,
    );
  }
  ensureDebianPackages([
    {
      name: 'google-cloud-cli-firestore-emulator',
      why: `the Firestore emulator (the Firebase CLI cannot download its own offline; with internet access, ${FETCH_EMULATORS} caches its jars instead)`,
      present: () => existsSync(GCLOUD_FIRESTORE_JAR),
    },
  ]);
}

function prepareFirestore(javaHome: string): void {
  const { firestore } = cliEmulatorJars();
  rmSync(path.join(EMULATORS_DIR, FIRESTORE_LAUNCHER_NAME), { force: true });
  if (linkCached(firestore.downloadPathRelativeToCacheDir)) {
    console.log(`✔ Firestore: the Firebase CLI's cached emulator ${firestore.version}`);
    return;
  }
  requireGcloudFirestore();
  writeJar(javaHome, path.join(EMULATORS_DIR, FIRESTORE_LAUNCHER_NAME), FIRESTORE_MAIN_CLASS);
  console.log(`✔ Firestore: launcher for Google Cloud CLI's emulator (${GCLOUD_FIRESTORE_JAR})`);
}

function prepareStorageRules(javaHome: string): void {
  const { storage } = cliEmulatorJars();
  if (linkCached(storage.downloadPathRelativeToCacheDir)) {
    console.log(`✔ Storage rules: the Firebase CLI's cached runtime ${storage.version}`);
    return;
  }
  requireGcloudFirestore();
  const jar = path.join(EMULATORS_DIR, storage.downloadPathRelativeToCacheDir);
  rmSync(jar, { force: true });
  const classes = mkdtempSync(path.join(os.tmpdir(), 'storage-rules-runtime-'));
  try {
    execFileSync(
      path.join(javaHome, 'bin', 'javac'),
      ['-nowarn', '-cp', GCLOUD_FIRESTORE_JAR, '-d', classes, STORAGE_RUNTIME_SOURCE],
      { stdio: 'inherit' },
    );
    writeJar(javaHome, jar, 'StorageRulesRuntime', classes);
  } finally {
    rmSync(classes, { recursive: true, force: true });
  }
  console.log('✔ Storage rules: offline stand-in built from scripts/emulators/StorageRulesRuntime.java');
}

function buildFunctions(): void {
  execFileSync('npm', ['run', 'build', '--silent', '--workspace', 'functions'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  console.log('✔ Functions: built into functions/lib');
}

const javaHome = findJavaHome();
if (!javaHome) {
  fail(
    `Java ${MIN_JAVA} or newer is required by the Firebase emulators and none was found in ` +
      'JAVA_HOME or the platform’s JDK folders. Install a JDK ≥ 21 (README "Two commands").',
  );
}
console.log(`✔ Java: ${javaHome}`);
mkdirSync(EMULATORS_DIR, { recursive: true });
prepareFirestore(javaHome);
prepareStorageRules(javaHome);
buildFunctions();
