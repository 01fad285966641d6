/**
 * `npm start`: the whole application on this machine — prepares and starts the Firebase Emulator
 * Suite, seeds the demo data, builds every remote and the host, serves them, and prints the URL and
 * the demo accounts. Ctrl-C stops everything.
 *
 * The emulators keep their data between runs: Ctrl-C exports it to `.emulator-data/` and the next start
 * imports it instead of seeding. `npm start -- --fresh` starts from the demo data again (and still
 * saves on stop); `npm start -- --no-persist` neither imports nor exports.
 */
import { APPS, appUrl, EMBED_EXAMPLE } from './lib/apps';
import { ROOT } from './lib/emulatorEnv';
import { EMULATOR_DATA_DIR, startEmulators } from './lib/emulators';
import { runOrThrow } from './lib/run';
import { serveApp, serveFolder } from './lib/staticServer';
import { DEMO_ACCOUNTS, DEMO_MEMBERS, DEMO_PASSWORD, demoAccount } from './seed/demoAccounts';

async function main(): Promise<void> {
  await runOrThrow('npx', ['tsx', 'scripts/prepare-emulators.ts'], { cwd: ROOT });
  const persist = !process.argv.includes('--no-persist');
  const { child: emulators, restored } = await startEmulators({
    restore: persist && !process.argv.includes('--fresh'),
    save: persist,
  });
  const stop = (): void => {
    if (persist) console.log(`\n  Saving the emulators' data to ${EMULATOR_DATA_DIR} …`);
    emulators.kill('SIGINT');
    emulators.once('exit', () => process.exit(0));
    setTimeout(() => process.exit(0), 120_000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  if (restored)
    console.log(`\n  Restored the last run's data from ${EMULATOR_DATA_DIR} (--fresh to reseed).`);
  else await runOrThrow('npx', ['tsx', 'scripts/seed.ts'], { cwd: ROOT });
  if (!process.argv.includes('--no-build'))
    await runOrThrow('npx', ['tsx', 'scripts/build-all.ts'], { cwd: ROOT });
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
  console.log('\n  Auth emulator codes: http://127.0.0.1:9099/emulator/v1/projects/demo-adplatform/oobCodes');
  console.log('  Press Ctrl-C to stop.\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
