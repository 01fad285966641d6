/**
 * `npm start`: the whole application on this machine — prepares and starts the Firebase Emulator
 * Suite, seeds the demo data, builds every remote and the host, serves them, and prints the URL and
 * the demo accounts. Ctrl-C stops everything.
 *
 * The terminal shows the steps, the URL, the accounts and what goes wrong; each step's own output and
 * the emulators' go to files in `logs/`, named as they start. Every process stays on this machine
 * (docs/decisions/0027-loopback-only.md).
 *
 * The emulators keep their data between runs: Ctrl-C exports it to `.emulator-data/` and the next start
 * imports it instead of seeding. `npm start -- --fresh` starts from the demo data again (and still
 * saves on stop); `npm start -- --no-persist` neither imports nor exports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { describeRefusals, guardThisRun } from './loopback/env';
import { APPS, appUrl, EMBED_EXAMPLE } from './lib/apps';
import { ROOT } from './lib/emulatorEnv';
import { emulatorClientEnv } from './lib/emulatorHosts';
import {
  EMULATOR_DATA_DIR,
  saveEmulatorData,
  startEmulators,
  stopEmulators,
  type RunningEmulators,
} from './lib/emulators';
import { appendTo, followLog, isLoggedProblem, runLog, runLogged, shownPath } from './lib/runLogs';
import { MAIL_CATCHER_URL } from './mail/mailCatcher';
import { serveApp, serveFolder } from './lib/staticServer';
import {
  DEMO_ACCOUNTS,
  DEMO_MEMBERS,
  DEMO_NETWORKS_ACCOUNT,
  DEMO_PASSWORD,
  demoAccount,
} from './seed/demoAccounts';

/** Runs one step of the start with its output in its own log; a line on the terminal says which. */
async function step(title: string, script: string, logName: string): Promise<void> {
  const log = runLog(logName);
  console.log(`  ${title} (log: ${shownPath(log)})`);
  await runLogged('npx', ['tsx', script], log, { cwd: ROOT });
}

/**
 * Starts the scheduled reports' local scheduler (`mail/runReportScheduler.ts`) in the background,
 * its output in its own log.
 */
function startReportScheduler(): ChildProcess {
  const log = runLog('report-scheduler.log');
  console.log(`  sending the scheduled reports on their schedule (log: ${shownPath(log)})`);
  const output = appendTo(log);
  // tsx itself, not npx: the signal that stops it must reach it.
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['scripts/mail/runReportScheduler.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, ...emulatorClientEnv() },
      stdio: ['ignore', output.fd, output.fd],
    },
  );
  output.close();
  return child;
}

/** Prints what goes wrong while the stack runs: the emulators' warnings and errors, refused connections. */
function showProblems(emulatorsLog: string, refusalLog: string): void {
  followLog(emulatorsLog, (line) => {
    if (isLoggedProblem(line)) console.error(`  emulators: ${line.trim()}`);
  });
  followLog(refusalLog, (line) => {
    if (line.trim() !== '')
      console.error(`  ✖ refused a connection outside this machine: ${describeRefusals([JSON.parse(line)])}`);
  });
}

/** What a Ctrl-C stops: the emulators, once started, and the report scheduler. */
let stack: { emulators: RunningEmulators; scheduler: ChildProcess; persist: boolean } | undefined;
let stopRequested = false;
let stopping = false;

/**
 * Ctrl-C (docs/decisions/0008-functions-emulator-gate.md, data kept between runs): saves the
 * emulators' data while they still run, or says why it could not, then ends every process the stack
 * started, so that each port is free. A second Ctrl-C while it works changes nothing; one before the
 * emulators are up stops them as soon as they are.
 */
async function stop(): Promise<void> {
  if (!stack) {
    stopRequested = true;
    console.log('\n  Stopping once the emulators are up …');
    return;
  }
  if (stopping) return;
  stopping = true;
  stack.scheduler.kill('SIGTERM');
  let code = 0;
  if (stack.persist) {
    console.log(`\n  Saving the emulators' data to ${shownPath(EMULATOR_DATA_DIR)} …`);
    const failure = await saveEmulatorData();
    if (failure === null) console.log('  ✔ saved; the next `npm start` restores it');
    else {
      code = 1;
      console.error(`  ✖ The emulators' data was not saved: ${failure}`);
      console.error(`    What was saved before is kept in ${shownPath(EMULATOR_DATA_DIR)}.`);
    }
  }
  console.log('  Stopping the emulators …');
  await stopEmulators(stack.emulators);
  console.log('  ✔ stopped: every process of the stack has ended');
  process.exit(code);
}

async function main(): Promise<void> {
  const refusalLog = guardThisRun();
  // Handled for the whole run, and for every signal npm or tsx passes on: the stack stops once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop());
  console.log('\n  Starting AdPlatform on this machine');
  await step('preparing the emulators', 'scripts/prepare-emulators.ts', 'prepare-emulators.log');
  const persist = !process.argv.includes('--no-persist');
  const emulatorsLog = runLog('emulators.log');
  console.log(`  starting the emulators (log: ${shownPath(emulatorsLog)})`);
  const emulators = await startEmulators({
    restore: persist && !process.argv.includes('--fresh'),
    save: persist,
    log: emulatorsLog,
  });
  const { restored } = emulators;
  showProblems(emulatorsLog, refusalLog);
  const scheduler = startReportScheduler();
  stack = { emulators, scheduler, persist };
  if (stopRequested) return stop();
  if (restored) {
    console.log(`  restored the last run's data from ${EMULATOR_DATA_DIR} (--fresh to reseed)`);
    await step(
      'giving the ad network stand-ins their demo people again',
      'scripts/restore-stand-ins.ts',
      'seed.log',
    );
  } else await step('seeding the demo data', 'scripts/seed.ts', 'seed.log');
  if (!process.argv.includes('--no-build'))
    await step('building every remote and the host', 'scripts/build-all.ts', 'build.log');
  for (const target of APPS) await serveApp(target);
  await serveFolder(EMBED_EXAMPLE.dir, EMBED_EXAMPLE.port);

  const host = APPS.find((target) => target.isHost);
  console.log('\n  AdPlatform is running.\n');
  console.log(`  Open ${host ? appUrl(host) : ''}\n`);
  for (const target of APPS.filter((candidate) => !candidate.isHost)) {
    console.log(`  remote ${target.name.padEnd(10)} ${appUrl(target)}/mf-manifest.json`);
  }
  console.log(
    `  embed example    http://localhost:${EMBED_EXAMPLE.port} (a foreign page embedding reporting)`,
  );
  console.log(`\n  Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) {
    const plan = account.subscription
      ? `${account.subscription.selectedPlan}, ${account.subscription.status}`
      : account.emailVerified
        ? 'verified, no subscription'
        : 'e-mail not verified';
    console.log(`    ${account.email.padEnd(22)} ${plan}`);
  }
  for (const member of DEMO_MEMBERS) {
    console.log(
      `    ${member.email.padEnd(22)} ${member.role}, a member of ${demoAccount(member.account).email}`,
    );
  }
  console.log(
    `    ${DEMO_NETWORKS_ACCOUNT.email.padEnd(22)} ${DEMO_NETWORKS_ACCOUNT.subscription.selectedPlan}, active, its campaigns synced from Meta and Google Ads`,
  );
  console.log(`\n  Mail the product sent: ${MAIL_CATCHER_URL}`);
  console.log('  Auth emulator codes: http://127.0.0.1:9099/emulator/v1/projects/demo-adplatform/oobCodes');
  console.log(`  Logs: ${shownPath(runLog(''))}`);
  console.log('  Press Ctrl-C to stop.\n');
}

main().catch((error: unknown) => {
  // A step cut by the same Ctrl-C fails: the stop in progress ends the run.
  if (stopping || stopRequested) return;
  console.error(error instanceof Error ? error.message : error);
  if (stack) void stopEmulators(stack.emulators).then(() => process.exit(1));
  else process.exit(1);
});
