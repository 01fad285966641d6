/**
 * `npm test`: every test of the repository, in the order that fails fastest — lint and format,
 * type-check, unit tests, production builds, then with the Emulator Suite running: security-rules and
 * callable-function tests, the demo seed, and the end-to-end tests in Chromium. Ends with one line
 * `tests: N passed, N failed`.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/emulatorEnv';
import { runOrThrow } from './lib/run';

const REPORTS = path.join(ROOT, 'test-reports');

interface Counts {
  passed: number;
  failed: number;
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

function summary(): Counts {
  const all = [
    jestCounts(path.join(REPORTS, 'jest-unit.json')),
    jestCounts(path.join(REPORTS, 'jest-emulators.json')),
    playwrightCounts(path.join(REPORTS, 'e2e.json')),
  ];
  return all.reduce((total, counts) => ({
    passed: total.passed + counts.passed,
    failed: total.failed + counts.failed,
  }));
}

async function step(title: string, command: string, args: string[]): Promise<void> {
  console.log(`\n▶ ${title}`);
  await runOrThrow(command, args, { cwd: ROOT });
}

async function main(): Promise<void> {
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  await step('lint and format', 'npm', ['run', '--silent', 'lint']);
  await step('type-check', 'npx', ['tsc', '-p', 'tsconfig.json']);
  await step('type-check functions', 'npx', ['tsc', '-p', 'functions/tsconfig.json']);
  await step('unit tests', 'npx', [
    'jest',
    '--selectProjects',
    'unit',
    'unit-node',
    '--json',
    `--outputFile=${path.join(REPORTS, 'jest-unit.json')}`,
  ]);
  // A team works on its remote alone: its own test script runs with nothing else built.
  await step("a remote's own unit tests (npm test -w settings)", 'npm', [
    'test',
    '--silent',
    '-w',
    'settings',
  ]);
  await step('production builds', 'npx', ['tsx', 'scripts/build-all.ts']);
  await step('emulator preparation', 'npx', ['tsx', 'scripts/prepare-emulators.ts']);
  await step('browser preparation', 'npx', ['tsx', 'scripts/prepare-browser.ts']);
  await step('rules, functions and end-to-end tests against the emulators', 'npx', [
    'tsx',
    'scripts/with-emulators.ts',
    '--',
    'npx',
    'tsx',
    'scripts/test-against-emulators.ts',
  ]);
}

main()
  .then(() => {
    const { passed, failed } = summary();
    console.log(`\ntests: ${passed} passed, ${failed} failed`);
    process.exit(failed === 0 ? 0 : 1);
  })
  .catch((error: unknown) => {
    const { passed, failed } = summary();
    console.error(error instanceof Error ? error.message : error);
    console.log(`\ntests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(1);
  });
