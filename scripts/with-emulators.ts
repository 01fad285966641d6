/**
 * Runs a command while the emulators are up: `node --import tsx scripts/with-emulators.ts -- cmd args…`. Starts the
 * Emulator Suite from empty (the functions behind their gate, the billing stand-in beside them:
 * `lib/emulators.ts`) with its own output in the run's logs (`lib/runLogs.ts`), runs the command with
 * the emulators' client variables set and its output on the terminal, stops the emulators and exits
 * with the command's code. Every process stays on this machine (docs/decisions/0027-loopback-only.md).
 */
import { guardThisRun } from './loopback/env';
import { emulatorClientEnv } from './lib/emulatorHosts';
import { startEmulators, stopEmulators } from './lib/emulators';
import { ROOT } from './lib/emulatorEnv';
import { run } from './lib/run';
import { runLog, shownPath } from './lib/runLogs';

function commandOf(argv: readonly string[]): [string, ...string[]] {
  const separator = argv.indexOf('--');
  const [command, ...args] = separator === -1 ? [] : argv.slice(separator + 1);
  if (!command) throw new Error('usage: with-emulators.ts -- <command> [args…]');
  return [command, ...args];
}

async function main(): Promise<void> {
  const [command, ...args] = commandOf(process.argv.slice(2));
  guardThisRun();
  const log = runLog('emulators.log');
  const emulators = await startEmulators({ log });
  // The emulators run in a process group of their own: a Ctrl-C or a stop of this run stops them too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void stopEmulators(emulators).then(() => process.exit(130)));
  console.log(`emulators up (their log: ${shownPath(log)})`);
  const code = await run(command, args, { cwd: ROOT, env: { ...process.env, ...emulatorClientEnv() } });
  await stopEmulators(emulators);
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
