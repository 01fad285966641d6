import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { emulatorEnv, PROJECT_ID, ROOT } from './emulatorEnv';
import { EMULATOR_HOSTS, FUNCTIONS_EMULATOR_PORT, FUNCTIONS_GATE_PORT } from './emulatorHosts';
import { emulatorArgs, FIREBASE_BIN } from './firebaseCli';
import { functionsNodeMajor } from './functionsNode';
import { startFunctionsGate } from './functionsGate';
import { startDemoBillingStandIn } from '../billing/standIn';
import { startGoogleAdsStandIn } from '../ad-networks/googleAdsStandIn';
import { startMetaStandIn } from '../ad-networks/metaStandIn';
import { startLocalMail } from '../mail/localMail';
import { appendTo, runLog, shownPath } from './runLogs';
import { stopServer } from './staticServer';

/** Where `npm start` keeps the emulators' data between runs (git-ignored). */
export const EMULATOR_DATA_DIR = path.join(ROOT, '.emulator-data');

/** What `firebase emulators:start` writes once every emulator, the functions loaded, is ready. */
const READY_LINE = 'All emulators ready';

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

/**
 * Waits until the CLI writes in `log`, after its first `from` bytes, that every emulator is ready: a
 * port answers before the functions are loaded.
 * @throws Error after `timeoutMs`
 */
async function readyIn(log: string, from: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!readFileSync(log).subarray(from).toString('utf8').includes(READY_LINE)) {
    if (Date.now() > deadline)
      throw new Error(`The emulators did not say they were ready: see ${shownPath(log)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** How the emulators start: with the data of the last run or not, and where their output goes. */
export interface EmulatorOptions {
  /** Import `EMULATOR_DATA_DIR` when it holds an export. */
  readonly restore?: boolean;
  /** Export to `EMULATOR_DATA_DIR` when the emulators stop (on SIGINT). */
  readonly save?: boolean;
  /** The file the emulators' own output is appended to (default: `emulators.log` of the run's logs). */
  readonly log?: string;
}

/** The running emulators: their process, and whether they started from the last run's data. */
export interface RunningEmulators {
  readonly child: ChildProcess;
  readonly restored: boolean;
}

/**
 * Starts the Emulator Suite (`firebase emulators:start`) in the background with this project's
 * offline environment and the functions behind their gate on 5001 (`functionsGate.ts`), and resolves
 * once every emulator answers. Their output (the functions' logs among it) goes to `options.log`;
 * `options.restore` imports the last run's export and `options.save` exports on stop.
 * @throws Error when the emulators exit before they answer, naming the log.
 */
export async function startEmulators(options: EmulatorOptions = {}): Promise<RunningEmulators> {
  const log = options.log ?? runLog('emulators.log');
  const gate = await startFunctionsGate({
    listenPort: FUNCTIONS_GATE_PORT,
    targetPort: FUNCTIONS_EMULATOR_PORT,
  });
  const restored =
    options.restore === true && existsSync(path.join(EMULATOR_DATA_DIR, 'firebase-export-metadata.json'));
  const logStart = existsSync(log) ? statSync(log).size : 0;
  const output = appendTo(log);
  const child = spawn(
    FIREBASE_BIN,
    [
      'emulators:start',
      ...emulatorArgs(),
      ...(restored ? ['--import', EMULATOR_DATA_DIR] : []),
      ...(options.save === true ? ['--export-on-exit', EMULATOR_DATA_DIR] : []),
    ],
    { cwd: ROOT, env: emulatorEnv(), stdio: ['ignore', output.fd, output.fd] },
  );
  output.close();
  const billing = await startDemoBillingStandIn();
  const meta = await startMetaStandIn({ projectId: PROJECT_ID });
  const googleAds = await startGoogleAdsStandIn({ projectId: PROJECT_ID });
  child.once('exit', () => {
    void gate.close();
    void stopServer(billing);
    void stopServer(meta);
    void stopServer(googleAds);
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`The emulators exited early (code ${code}): see ${shownPath(log)}`)),
    ),
  );
  await Promise.race([Promise.all([waitForEmulators(), readyIn(log, logStart)]), exited]);
  // The functions' mail reaches a catcher on this machine, as the Trigger Email extension delivers it
  // on a project (docs/operations.md "Mail"). A run that keeps the emulators' data keeps its mail too.
  const mail = await startLocalMail(options.save === true, (error) =>
    appendFileSync(log, `mail sender stopped: ${error.message}\n`),
  );
  child.once('exit', () => void mail.stop());
  // The functions run on their own Node major here as deployed (`functionsNode.ts`); firebase-tools
  // says which Node it took as it loads them.
  const major = functionsNodeMajor();
  if (!readFileSync(log).subarray(logStart).toString('utf8').includes(`Using node@${major} from`)) {
    child.kill('SIGINT');
    throw new Error(
      `The Functions emulator did not take Node ${major} for the functions: see ${shownPath(log)}`,
    );
  }
  return { child, restored };
}

/**
 * Stops the emulators as Ctrl-C does (SIGINT: they export first when started with `save`), and
 * resolves when their process has exited; kills it after `timeoutMs`.
 */
export function stopEmulators({ child }: RunningEmulators, timeoutMs = 120_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGINT');
  });
}
