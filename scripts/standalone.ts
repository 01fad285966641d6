/**
 * `npm run standalone -w <remote>`: one remote alone, for its team — the Emulator Suite with the demo
 * data (started and seeded unless already running) and the remote's dev server, whose page signs in
 * for real and shows the section with nothing else built (no host, no other remote).
 * Usage: node --import tsx scripts/standalone.ts <remote workspace folder, e.g. remotes/reporting>
 */
import path from 'node:path';
import { guardThisRun } from './loopback/env';
import { APPS, appUrl } from './lib/apps';
import { ROOT } from './lib/emulatorEnv';
import { interruptEmulators, startEmulators, stopEmulators, waitForEmulators } from './lib/emulators';
import { run, runOrThrow } from './lib/run';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demoAccounts';

async function emulatorsRunning(): Promise<boolean> {
  try {
    await waitForEmulators(1_000);
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const folder = path.resolve(process.argv[2] ?? process.cwd());
  const target = APPS.find((candidate) => candidate.dir === folder && !candidate.isHost);
  if (!target)
    throw new Error(
      `${folder} is not a remote (one of: ${APPS.filter((a) => !a.isHost)
        .map((a) => a.workspace)
        .join(', ')})`,
    );
  guardThisRun();
  if (!(await emulatorsRunning())) {
    await runOrThrow('npx', ['tsx', 'scripts/prepare-emulators.ts'], { cwd: ROOT });
    const emulators = await startEmulators();
    process.once('exit', () => interruptEmulators(emulators));
    // Ctrl-C stops the emulators this run started, then the run (docs/decisions/0048-ctrl-c-in-one-process.md).
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.once(signal, () => void stopEmulators(emulators).then(() => process.exit(130)));
    await runOrThrow('npx', ['tsx', 'scripts/seed.ts'], { cwd: ROOT });
  }
  console.log(
    `\n  ${target.name} alone: ${appUrl(target)} (sign in with a demo account, password ${DEMO_PASSWORD})`,
  );
  console.log(`  ${DEMO_ACCOUNTS.map((account) => account.email).join(', ')}\n`);
  process.exitCode = await run('npm', ['run', 'dev', '--workspace', target.workspace], { cwd: ROOT });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
