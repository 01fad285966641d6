import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_GOOGLE_ADS_PORT, DEMO_META_PORT } from '@adplatform/ad-networks/demo';
import { DEMO_BILLING_PORT } from '@adplatform/plans/demo-billing';
import { APPS, EMBED_EXAMPLE } from '../scripts/lib/apps';
import { ROOT } from '../scripts/lib/emulatorEnv';
import { FUNCTIONS_EMULATOR_PORT, FUNCTIONS_GATE_PORT } from '../scripts/lib/emulatorHosts';
import { adminDb } from '../scripts/lib/testAccounts';
import { MAIL_CATCHER } from '../scripts/mail/mailCatcher';

// `npm start` as a person runs it in a terminal, stopped as a terminal stops it: Ctrl-C sends SIGINT
// to every process of the foreground job (npm, tsx and the start script alike). The data written
// while it ran must be there on the next start, and every port free after each stop.

/** Every port the stack listens on. */
const PORTS = [
  9099, // auth
  8080, // firestore
  FUNCTIONS_GATE_PORT,
  FUNCTIONS_EMULATOR_PORT,
  9199, // storage
  4400, // the emulators' hub
  4500, // their logging
  MAIL_CATCHER.smtpPort,
  MAIL_CATCHER.webPort,
  DEMO_BILLING_PORT,
  DEMO_META_PORT,
  DEMO_GOOGLE_ADS_PORT,
  EMBED_EXAMPLE.port,
  ...APPS.map((app) => app.port),
];
/** The documents the running stack is given, beyond the demo data. */
const LEADS = 3_000;
const ACCOUNT = 'stack-test-account';

/** Two starts, each seeding or restoring the demo data, and two stops. */
const TEST_TIMEOUT_MS = 900_000;

let dataDir: string;
/** The jobs started, stopped at the end whatever the test's outcome. */
const jobs: { job: ChildProcess; output: () => string }[] = [];
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'emulator-data-'));
});
afterAll(async () => {
  for (const { job, output } of jobs)
    if (!/✔ stopped|✖ The emulators' data/u.test(output()))
      await pressCtrlC(job, output).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `npm start` as a terminal's job (a process group of its own); resolves once it is running. */
async function startStack(...args: string[]): Promise<{ job: ChildProcess; output: () => string }> {
  const job = spawn('npm', ['start', '--', '--no-build', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      EMULATOR_DATA_DIR: dataDir,
      RUN_LOGS_DIR: path.join(ROOT, 'test-reports', 'logs', 'stack'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  job.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  job.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  jobs.push({ job, output: () => output });
  const deadline = Date.now() + 300_000;
  while (!output.includes('AdPlatform is running.')) {
    if (job.exitCode !== null) throw new Error(`npm start exited with ${job.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { job, output: () => output };
}

/**
 * Ctrl-C: SIGINT to the whole job, as a terminal sends it. npm and its shell may end at once, as
 * after any Ctrl-C; the start script goes on saving and stopping, and says so on the same output.
 * Resolves once it has said it stopped (or that it could not save).
 */
async function pressCtrlC(job: ChildProcess, output: () => string): Promise<void> {
  process.kill(-job.pid!, 'SIGINT');
  const deadline = Date.now() + 180_000;
  while (!/✔ stopped|✖ The emulators' data was not saved/u.test(output())) {
    if (Date.now() > deadline) throw new Error(`npm start did not say it stopped:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Its last lines are written; let the process end.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

/** Whether nothing listens on `port` of the loopback address. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The ports still taken, and whether any process of the job is left. */
async function leftBehind(job: ChildProcess): Promise<{ taken: number[]; processes: boolean }> {
  const taken: number[] = [];
  for (const port of PORTS) if (!(await isFree(port))) taken.push(port);
  let processes = true;
  try {
    process.kill(-job.pid!, 0);
  } catch {
    processes = false;
  }
  return { taken, processes };
}

const leads = () => adminDb().collection(`users/${ACCOUNT}/leads`);

describe('Ctrl-C on npm start', () => {
  it(
    'saves what the stack holds, frees every port, and the next start has it all',
    async () => {
      const first = await startStack('--fresh');
      for (let start = 0; start < LEADS; start += 500) {
        const batch = adminDb().batch();
        for (let index = start; index < Math.min(start + 500, LEADS); index += 1)
          batch.set(leads().doc(`lead-${index}`), { email: `lead-${index}@example.com`, index });
        await batch.commit();
      }
      await pressCtrlC(first.job, first.output);
      expect(first.output()).toContain('✔ saved');
      expect(first.output()).toContain('✔ stopped');
      expect(await leftBehind(first.job)).toEqual({ taken: [], processes: false });

      const second = await startStack();
      expect(second.output()).toContain("restored the last run's data");
      expect((await leads().count().get()).data().count).toBe(LEADS);
      await pressCtrlC(second.job, second.output);
      expect(second.output()).toContain('✔ stopped');
      expect(await leftBehind(second.job)).toEqual({ taken: [], processes: false });
    },
    TEST_TIMEOUT_MS,
  );
});
