import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { emulatorEnv, ROOT } from './emulatorEnv';
import { EMULATOR_HOSTS, FUNCTIONS_EMULATOR_PORT, FUNCTIONS_GATE_PORT } from './emulatorHosts';
import { emulatorArgs, FIREBASE_BIN } from './firebaseCli';
import { startFunctionsGate } from './functionsGate';
import { startDemoBillingStandIn } from '../billing/standIn';
import { stopServer } from './staticServer';

/** Where `npm start` keeps the emulators' data between runs (git-ignored). */
export const EMULATOR_DATA_DIR = path.join(ROOT, '.emulator-data');

async function isUp(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits until every emulator of this project answers on its port.
 * @throws Error after `timeoutMs` (default 120 s) naming the emulators still down.
 */
export async function waitForEmulators(timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const targets = [
    `http://${EMULATOR_HOSTS.auth}/`,
    `http://${EMULATOR_HOSTS.firestore}/`,
    `http://127.0.0.1:${FUNCTIONS_EMULATOR_PORT}/`,
    `http://${EMULATOR_HOSTS.storage}/`,
  ];
  for (;;) {
    const down: string[] = [];
    for (const url of targets) if (!(await isUp(url))) down.push(url);
    if (down.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Emulators not ready: ${down.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Whether the emulators start with the data of the last run, and keep theirs when they stop. */
export interface Persistence {
  /** Import `EMULATOR_DATA_DIR` when it holds an export. */
  readonly restore: boolean;
  /** Export to `EMULATOR_DATA_DIR` when the emulators stop (on SIGINT). */
  readonly save: boolean;
}

/** The running emulators: their process, and whether they started from the last run's data. */
export interface RunningEmulators {
  readonly child: ChildProcess;
  readonly restored: boolean;
}

/**
 * Starts the Emulator Suite (`firebase emulators:start`) in the background with this project's
 * offline environment and the functions behind their gate on 5001 (`functionsGate.ts`), and resolves
 * once every emulator answers. With `persistence`, imports the last run's export and exports on stop.
 */
export async function startEmulators(
  persistence: Persistence = { restore: false, save: false },
): Promise<RunningEmulators> {
  const gate = await startFunctionsGate({
    listenPort: FUNCTIONS_GATE_PORT,
    targetPort: FUNCTIONS_EMULATOR_PORT,
  });
  const restored =
    persistence.restore && existsSync(path.join(EMULATOR_DATA_DIR, 'firebase-export-metadata.json'));
  const child = spawn(
    FIREBASE_BIN,
    [
      'emulators:start',
      ...emulatorArgs(),
      ...(restored ? ['--import', EMULATOR_DATA_DIR] : []),
      ...(persistence.save ? ['--export-on-exit', EMULATOR_DATA_DIR] : []),
    ],
    { cwd: ROOT, env: emulatorEnv(), stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const billing = await startDemoBillingStandIn();
  child.once('exit', () => {
    void gate.close();
    void stopServer(billing);
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`The emulators exited early (code ${code})`))),
  );
  await Promise.race([waitForEmulators(), exited]);
  return { child, restored };
}
