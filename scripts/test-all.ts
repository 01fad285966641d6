/**
 * `npm test`: every test of the repository, in the order that fails fastest — lint and format,
 * type-check, unit tests, production builds, then with the Emulator Suite running: security-rules and
 * callable-function tests, the demo seed, and the end-to-end tests in Chromium; last, `npm start`
 * itself, stopped by Ctrl-C and started again.
 *
 * The terminal shows each stage, each suite's result and every failure or warning; the emulators' own
 * output goes to files under `test-reports/logs/`, which the summary names and the next run replaces.
 * Every process of the run stays on this machine: one that tries to connect elsewhere is refused and
 * fails the run (docs/decisions/0027-loopback-only.md). Ends with one line `tests: N passed, N failed`.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { describeRefusals, guardThisRun, refusedConnections } from './loopback/env';
import { ROOT } from './lib/emulatorEnv';
import { runOrThrow } from './lib/run';
import { shownPath } from './lib/runLogs';

const REPORTS = path.join(ROOT, 'test-reports');
const LOGS = path.join(REPORTS, 'logs');

interface Counts {
  passed: number;
  failed: number;
}

interface StageResult {
  readonly title: string;
  readonly seconds: number;
  readonly ok: boolean;
}

function jestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

function counts(): Counts {
  const all = [
    jestCounts(path.join(REPORTS, 'jest-unit.json')),
    jestCounts(path.join(REPORTS, 'jest-emulators.json')),
    playwrightCounts(path.join(REPORTS, 'e2e.json')),
    jestCounts(path.join(REPORTS, 'jest-stack.json')),
  ];
  return all.reduce((total, each) => ({
    passed: total.passed + each.passed,
    failed: total.failed + each.failed,
  }));
}

const stages: StageResult[] = [];

async function stage(title: string, command: string, args: string[]): Promise<void> {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  let ok = false;
  try {
    await runOrThrow(command, args, { cwd: ROOT });
    ok = true;
  } finally {
    const seconds = (performance.now() - started) / 1000;
    stages.push({ title, seconds, ok });
    console.log(`${ok ? '✔' : '✖'} ${title} (${seconds.toFixed(0)} s)`);
  }
}

/** The stages' outcomes, the logs to read, and the connections the guard refused. */
function printSummary(refusalLog: string): number {
  console.log('\nSummary');
  for (const { title, seconds, ok } of stages) {
    console.log(`  ${ok ? '✔' : '✖'} ${title.padEnd(62)} ${seconds.toFixed(0).padStart(5)} s`);
  }
  const logs = existsSync(LOGS) ? readdirSync(LOGS).map((name) => shownPath(path.join(LOGS, name))) : [];
  console.log(`  logs: ${logs.length > 0 ? logs.join(', ') : 'none written'}`);
  const refused = refusedConnections(refusalLog);
  if (refused.length === 0) {
    console.log('  connections outside this machine: none attempted');
  } else {
    console.error(`  ✖ connections outside this machine, refused: ${refused.length}`);
    console.error(describeRefusals(refused).replace(/^/gm, '    '));
  }
  return refused.length;
}

async function main(): Promise<void> {
  await stage('lint and format', 'npm', ['run', '--silent', 'lint']);
  await stage('type-check', 'npx', ['tsc', '-p', 'tsconfig.json']);
  await stage('type-check functions', 'npx', ['tsc', '-p', 'functions/tsconfig.json']);
  await stage('unit tests', 'npx', [
    'jest',
    '--selectProjects',
    'unit',
    'unit-node',
    '--json',
    `--outputFile=${path.join(REPORTS, 'jest-unit.json')}`,
  ]);
  // A team works on its remote alone: its own test script runs with nothing else built.
  await stage("a remote's own unit tests (npm test -w settings)", 'npm', [
    'test',
    '--silent',
    '-w',
    'settings',
  ]);
  await stage('production builds', 'npx', ['tsx', 'scripts/build-all.ts']);
  await stage('deploy dry run (npm run deploy -- --dry-run)', 'npx', [
    'tsx',
    'scripts/deploy.ts',
    '--dry-run',
  ]);
  await stage('emulator preparation', 'npx', ['tsx', 'scripts/prepare-emulators.ts']);
  await stage('browser preparation', 'npx', ['tsx', 'scripts/prepare-browser.ts']);
  await stage('rules, functions and end-to-end tests against the emulators', 'node', [
    '--import',
    'tsx',
    'scripts/with-emulators.ts',
    '--',
    'npx',
    'tsx',
    'scripts/test-against-emulators.ts',
  ]);
  // Alone, once the emulators above have stopped: it starts the whole stack twice on its own ports.
  await stage('npm start: Ctrl-C keeps the data and frees every port', 'npx', [
    'jest',
    '--selectProjects',
    'stack',
    '--json',
    `--outputFile=${path.join(REPORTS, 'jest-stack.json')}`,
  ]);
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(LOGS, { recursive: true });
process.env.RUN_LOGS_DIR = LOGS;
const refusalLog = guardThisRun();

main()
  .then(
    () => undefined,
    (error: unknown) => {
      console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
      return 'stage failed';
    },
  )
  .then((stageFailed) => {
    const refused = printSummary(refusalLog);
    const { passed, failed } = counts();
    // A failed stage or a refused connection fails the run even where no test counted it.
    const failures = failed + (stageFailed && failed === 0 ? 1 : 0) + refused;
    console.log(`\ntests: ${passed} passed, ${failures} failed`);
    process.exit(failures === 0 ? 0 : 1);
  });
