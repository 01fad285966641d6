/**
 * Runs inside `with-emulators`: the rules and callable-function tests, then the demo seed, then the
 * end-to-end tests in Chromium (Playwright serves the built apps itself), then the check that every
 * query those tests sent has its index.
 */
import path from 'node:path';
import { ROOT } from './lib/emulatorEnv';
import { runOrThrow } from './lib/run';

async function main(): Promise<void> {
  const reports = path.join(ROOT, 'test-reports');
  await runOrThrow(
    'npx',
    [
      'jest',
      '--selectProjects',
      'emulators',
      '--json',
      `--outputFile=${path.join(reports, 'jest-emulators.json')}`,
    ],
    { cwd: ROOT },
  );
  await runOrThrow('npx', ['tsx', 'scripts/seed.ts'], { cwd: ROOT });
  await runOrThrow('npx', ['playwright', 'test'], {
    cwd: ROOT,
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
  });
  // The emulator serves any query without an index; a real project does not.
  await runOrThrow('npx', ['tsx', 'scripts/indexes/checkQueryIndexes.ts'], { cwd: ROOT });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
