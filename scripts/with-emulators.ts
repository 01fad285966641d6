/**
 * Runs a command while the emulators are up: `tsx scripts/with-emulators.ts [--only a,b] -- cmd args…`.
 * A thin wrapper over `firebase emulators:exec` with this project's offline environment, the functions
 * behind their gate (`lib/functionsGate.ts`), the billing stand-in beside them (`billing/standIn.ts`). Starts from empty emulators and keeps nothing.
 */
import { emulatorEnv, ROOT } from './lib/emulatorEnv';
import { FUNCTIONS_EMULATOR_PORT, FUNCTIONS_GATE_PORT } from './lib/emulatorHosts';
import { startFunctionsGate } from './lib/functionsGate';
import { emulatorArgs, EMULATORS, FIREBASE_BIN } from './lib/firebaseCli';
import { run } from './lib/run';
import { startDemoBillingStandIn } from './billing/standIn';
import { stopServer } from './lib/staticServer';

function parse(argv: readonly string[]): { only: string; command: string } {
  const separator = argv.indexOf('--');
  if (separator === -1 || separator === argv.length - 1) {
    throw new Error('usage: with-emulators.ts [--only auth,firestore] -- <command> [args…]');
  }
  const onlyIndex = argv.indexOf('--only');
  const only = onlyIndex !== -1 && onlyIndex < separator ? (argv[onlyIndex + 1] ?? EMULATORS) : EMULATORS;
  const command = argv
    .slice(separator + 1)
    .map((part) => (/^[\w./:=,@-]+$/.test(part) ? part : `'${part.replace(/'/g, `'\\''`)}'`))
    .join(' ');
  return { only, command };
}

async function main(): Promise<void> {
  const { only, command } = parse(process.argv.slice(2));
  const gate = await startFunctionsGate({
    listenPort: FUNCTIONS_GATE_PORT,
    targetPort: FUNCTIONS_EMULATOR_PORT,
  });
  const billing = await startDemoBillingStandIn();
  const code = await run(FIREBASE_BIN, ['emulators:exec', ...emulatorArgs(only), command], {
    cwd: ROOT,
    env: emulatorEnv(),
  });
  await gate.close();
  await stopServer(billing);
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
