/**
 * Builds the functions and every federated app for production, two apps at a time (the machine has
 * two cores), and prints each app's build time in seconds.
 */
import { performance } from 'node:perf_hooks';
import { APPS, type FederatedApp } from './lib/apps';
import { ROOT } from './lib/emulatorEnv';
import { runOrThrow } from './lib/run';

const PARALLEL = 2;

async function buildApp(target: FederatedApp): Promise<number> {
  const started = performance.now();
  await runOrThrow('npm', ['run', 'build', '--silent', '--workspace', target.workspace], { cwd: ROOT });
  return (performance.now() - started) / 1000;
}

async function main(): Promise<void> {
  await runOrThrow('npm', ['run', 'build', '--silent', '--workspace', 'functions'], { cwd: ROOT });
  const queue = [...APPS];
  const seconds = new Map<string, number>();
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) seconds.set(next.name, await buildApp(next));
    }),
  );
  for (const target of APPS)
    console.log(`built ${target.name.padEnd(10)} ${seconds.get(target.name)?.toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
