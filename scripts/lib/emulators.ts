import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { emulatorEnv, EMULATORS_DIR, PROJECT_ID, ROOT } from './emulatorEnv';
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

/**
 * Where `npm start` keeps the emulators' data between runs (git-ignored); `EMULATOR_DATA_DIR` names
 * another folder (the stack test's own, so a developer's data is never touched).
 */
export const EMULATOR_DATA_DIR = process.env.EMULATOR_DATA_DIR ?? path.join(ROOT, '.emulator-data');

/** The file an export of the emulators always holds. */
const EXPORT_METADATA = 'firebase-export-metadata.json';

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
  /** The run keeps its data: the mail catcher keeps its messages; `saveEmulatorData` exports. */
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
  const leftovers = emulatorProcesses();
  if (leftovers.length > 0) {
    // A run that died without stopping them: they hold the emulators' ports.
    for (const pid of leftovers) process.kill(pid, 'SIGKILL');
    appendFileSync(log, `ended ${leftovers.length} emulator processes a previous run left behind\n`);
  }
  const restored = options.restore === true && existsSync(path.join(EMULATOR_DATA_DIR, EXPORT_METADATA));
  const logStart = existsSync(log) ? statSync(log).size : 0;
  const output = appendTo(log);
  // A process group of its own: a terminal's Ctrl-C reaches the script that started the emulators,
  // which exports their data while they still run and then stops them, not the emulators mid-export.
  const child = spawn(
    FIREBASE_BIN,
    ['emulators:start', ...emulatorArgs(), ...(restored ? ['--import', EMULATOR_DATA_DIR] : [])],
    { cwd: ROOT, env: emulatorEnv(), stdio: ['ignore', output.fd, output.fd], detached: true },
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
  try {
    await Promise.race([Promise.all([waitForEmulators(), readyIn(log, logStart)]), exited]);
  } catch (error) {
    signalGroup(child, 'SIGKILL', emulatorProcesses(child.pid!));
    throw error;
  }
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
    void stopEmulators({ child, restored });
    throw new Error(
      `The Functions emulator did not take Node ${major} for the functions: see ${shownPath(log)}`,
    );
  }
  return { child, restored };
}

/**
 * Exports the running emulators' data into `dir` (`firebase emulators:export`): into a folder beside
 * it first, which replaces the last export only once complete, so a failed export loses nothing that
 * was saved before. The export runs in a process group of its own, so a second Ctrl-C cannot cut it.
 * @returns null when saved, else why not (the CLI's last lines)
 */
export async function saveEmulatorData(dir = EMULATOR_DATA_DIR): Promise<string | null> {
  const saving = `${dir}.saving`;
  rmSync(saving, { recursive: true, force: true });
  const exporter = spawn(FIREBASE_BIN, ['emulators:export', saving, '--force', '--project', PROJECT_ID], {
    cwd: ROOT,
    env: emulatorEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let said = '';
  exporter.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
  exporter.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => {
    exporter.once('error', () => resolve(null));
    exporter.once('exit', resolve);
  });
  if (code !== 0 || !existsSync(path.join(saving, EXPORT_METADATA))) {
    rmSync(saving, { recursive: true, force: true });
    return said.trim().split('\n').slice(-3).join(' ') || `the export exited with ${code}`;
  }
  const previous = `${dir}.previous`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(dir)) renameSync(dir, previous);
  renameSync(saving, dir);
  rmSync(previous, { recursive: true, force: true });
  return null;
}

/** Every process as `ps` lists it (Linux and macOS alike): its id, its parent's, its command line. */
function processes(): { pid: number; ppid: number; args: string }[] {
  const listed = spawnSync('ps', ['-A', '-o', 'pid=', '-o', 'ppid=', '-o', 'args='], { encoding: 'utf8' });
  return (listed.stdout ?? '').split('\n').flatMap((line) => {
    const match = /^\s*(\d+)\s+(\d+)\s+(.*)$/u.exec(line);
    return match ? [{ pid: Number(match[1]), ppid: Number(match[2]), args: match[3]! }] : [];
  });
}

/**
 * The emulators' processes: every process below `pid`, and every Java emulator run from this
 * checkout's `.emulators/` whose CLI is gone — the CLI starts those in sessions of their own, and
 * they outlive a CLI that died, holding their ports.
 */
function emulatorProcesses(pid?: number): number[] {
  const all = processes();
  const cliOf = new Map(all.map((entry) => [entry.pid, entry.args.includes('emulators:start')]));
  // Only those whose CLI is gone: a stack of this checkout that still runs keeps its own.
  const orphaned = all.filter(({ args, ppid }) => args.includes(EMULATORS_DIR) && !cliOf.get(ppid));
  const found = new Set(orphaned.map((entry) => entry.pid));
  const children = new Map<number, typeof all>();
  for (const entry of all) children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry]);
  const queue = pid === undefined ? [] : [pid];
  while (queue.length > 0) {
    for (const entry of children.get(queue.shift()!) ?? []) {
      found.add(entry.pid);
      queue.push(entry.pid);
    }
  }
  found.delete(process.pid);
  return [...found];
}

/** Sends `signal` to the emulators' process group and to every process in `others`. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals, others: readonly number[] = []): void {
  for (const target of [-child.pid!, ...others]) {
    try {
      process.kill(target, signal);
    } catch {
      // Already gone.
    }
  }
}

/**
 * Interrupts every process of the emulators at once, without waiting: for a process that is about to
 * exit and keeps no data (the emulators' group would otherwise outlive it).
 */
export function interruptEmulators({ child }: RunningEmulators): void {
  signalGroup(child, 'SIGINT', emulatorProcesses(child.pid!));
}

/**
 * Stops the emulators and every process they started (the Java emulators, the functions' workers):
 * SIGINT to the CLI, which shuts its emulators down, then, once it has exited or after `timeoutMs`,
 * SIGKILL to whatever of them is left, so that every port is free.
 */
export function stopEmulators({ child }: RunningEmulators, timeoutMs = 30_000): Promise<void> {
  const running = child.exitCode === null && child.signalCode === null;
  // Taken while the CLI runs: once it has exited, its children are no longer found below it.
  const started = running ? emulatorProcesses(child.pid!) : [];
  return new Promise((resolve) => {
    const finish = (): void => {
      clearTimeout(kill);
      signalGroup(child, 'SIGKILL', started);
      resolve();
    };
    const kill = setTimeout(finish, running ? timeoutMs : 0);
    if (!running) return;
    child.once('exit', finish);
    child.kill('SIGINT');
  });
}
