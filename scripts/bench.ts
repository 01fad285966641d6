/**
 * `npm run bench`: the figures of docs/performance.md, as medians of several runs (BENCH_RUNS, default 5 for
 * pages and 3 for builds): each app's production build time with webpack's filesystem cache cold and
 * warm, then the page figures of `bench/pages.ts` against the emulators with the demo data and the
 * large account (`seed-scale.ts`, about a minute)
 * (`-- --pages` for the page figures alone, `-- --builds` for the build figures alone, `-- --burst` for
 * the burst of 200 concurrent calls alone: `bench/burst.ts`; `-- --lead-import` for the slowest lead
 * import the callable accepts: `bench/leadImport.ts`; `-- --checkout` for the time from
 * Checkout's return to the first screen: `bench/checkout.ts`; `-- --lighthouse` for Lighthouse's
 * mobile preset on /login and on `/` signed in alone: `bench/lighthouse.ts`, which the page figures
 * end with; `-- --profile` for where the main thread's time goes on `/`: `bench/firstLoadProfile.ts`;
 * `-- --long-tasks` for the blocking time of `/` without Lighthouse's simulation: `bench/longTasks.ts`;
 * `-- --ad-network-sync` for a first sync of a large ad account on each network and a sync with nothing new:
 * `bench/adNetworkSync.ts`; `-- --at-scale` for search, reporting and a bulk pause of everything at
 * scale@: `bench/atScale.ts`; `-- --lead-arrival` for a lead from a Meta or Google Ads lead form to its
 * row in the open list: `bench/leadArrival.ts`; `-- --lead-backfill` for a Page's 90 days of leads brought in:
 * `bench/leadBackfill.ts`).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { APPS } from './lib/apps';
import { ROOT } from './lib/emulatorEnv';
import { runOrThrow } from './lib/run';
import { formatFigure, median } from './bench/stats';

const BUILD_RUNS = Number(process.env.BENCH_BUILD_RUNS ?? 3);

async function timedBuild(workspace: string): Promise<number> {
  const started = performance.now();
  await runOrThrow('npm', ['run', 'build', '--silent', '--workspace', workspace], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  return (performance.now() - started) / 1000;
}

async function benchBuilds(): Promise<void> {
  console.log('Build times (one at a time, so they do not compete for the two cores)');
  for (const target of APPS) {
    const cold: number[] = [];
    for (let run = 0; run < BUILD_RUNS; run += 1) {
      rmSync(path.join(ROOT, 'node_modules', '.cache', 'webpack', `${target.name}-production`), {
        recursive: true,
        force: true,
      });
      cold.push(await timedBuild(target.workspace));
    }
    // docs/performance.md sets the target for each remote (a team's release); the host is reported as is.
    const buildTarget = target.isHost ? undefined : 10;
    const warm: number[] = [];
    for (let run = 0; run < BUILD_RUNS; run += 1) warm.push(await timedBuild(target.workspace));
    console.log(
      formatFigure({
        name: `build ${target.name} (cold cache)`,
        value: median(cold),
        unit: 's',
        target: buildTarget,
        runs: cold,
      }),
    );
    console.log(
      formatFigure({
        name: `build ${target.name} (warm cache)`,
        value: median(warm),
        unit: 's',
        target: buildTarget,
        runs: warm,
      }),
    );
  }
}

/**
 * Runs one benchmark script of `bench/` against fresh emulators: with the demo data first if `seeded`,
 * and the large account too if `seeded` is `scale`.
 */
async function benchAgainstEmulators(
  title: string,
  script: string,
  seeded: boolean | 'scale' = false,
): Promise<void> {
  console.log(`\n${title}`);
  await runOrThrow('npx', ['tsx', 'scripts/prepare-emulators.ts'], { cwd: ROOT, stdio: 'ignore' });
  const seeds =
    seeded === 'scale'
      ? 'npx tsx scripts/seed.ts > /dev/null && npx tsx scripts/seed-scale.ts && '
      : 'npx tsx scripts/seed.ts > /dev/null && ';
  const command = seeded ? ['sh', '-c', `${seeds}npx tsx ${script}`] : ['npx', 'tsx', script];
  await runOrThrow('node', ['--import', 'tsx', 'scripts/with-emulators.ts', '--', ...command], { cwd: ROOT });
}

/** The benchmarks that drive Chromium against fresh emulators, each run alone by its flag. */
const BROWSER_BENCHES: readonly {
  readonly flag: string;
  readonly title: string;
  readonly script: string;
  /** With the demo data seeded first (`scale`: and the large account). */
  readonly seeded: boolean | 'scale';
}[] = [
  {
    flag: '--at-scale',
    title:
      'The largest account: search, reporting, and a bulk pause of every match (Chromium, emulators, scale@; apps built)',
    script: 'scripts/bench/atScale.ts',
    seeded: 'scale',
  },
  {
    flag: '--lead-arrival',
    title:
      'A lead left on a Meta or Google Ads lead form to its row in the open leads list (Chromium, emulators, both stand-ins; apps built)',
    script: 'scripts/bench/leadArrival.ts',
    seeded: false,
  },
  {
    flag: '--checkout',
    title: 'Paying at Checkout (Chromium, localhost, emulators, the billing stand-in; apps built)',
    script: 'scripts/bench/checkout.ts',
    seeded: false,
  },
  {
    flag: '--profile',
    title: 'CPU profile of a returning user loading / (Chromium, CPU 4x slower, emulators, demo data)',
    script: 'scripts/bench/firstLoadProfile.ts',
    seeded: true,
  },
  {
    flag: '--long-tasks',
    title:
      'Long tasks of a returning user loading / (Chromium at full speed, weighed as on a 4x slower CPU; emulators, demo data)',
    script: 'scripts/bench/longTasks.ts',
    seeded: true,
  },
  {
    flag: '--lighthouse',
    title:
      'Lighthouse, mobile preset (Chromium, localhost served as Hosting serves it, emulators, demo data)',
    script: 'scripts/bench/lighthouse.ts',
    seeded: true,
  },
];

async function main(): Promise<void> {
  if (process.argv.includes('--lead-import')) {
    return benchAgainstEmulators(
      'The slowest lead import the callable accepts (emulators, through the functions gate)',
      'scripts/bench/leadImport.ts',
    );
  }
  if (process.argv.includes('--lead-backfill')) {
    return benchAgainstEmulators(
      'A Page chosen for lead forms bringing in 5,000 leads of its last 90 days (emulators, the Meta stand-in)',
      'scripts/bench/leadBackfill.ts',
    );
  }
  if (process.argv.includes('--ad-network-sync')) {
    return benchAgainstEmulators(
      'A first sync of a large ad account on each network, then a sync with nothing new (emulators, the stand-ins)',
      'scripts/bench/adNetworkSync.ts',
    );
  }
  if (process.argv.includes('--burst')) {
    return benchAgainstEmulators(
      'A burst of concurrent callable calls (emulators, through the functions gate)',
      'scripts/bench/burst.ts',
    );
  }
  const inBrowser = BROWSER_BENCHES.find(({ flag }) => process.argv.includes(flag));
  if (inBrowser) {
    await runOrThrow('npx', ['tsx', 'scripts/prepare-browser.ts'], { cwd: ROOT, stdio: 'ignore' });
    return benchAgainstEmulators(inBrowser.title, inBrowser.script, inBrowser.seeded);
  }
  // `npm run bench -- --pages` skips the build figures (the apps must be built), `-- --builds` the pages.
  if (!process.argv.includes('--pages')) await benchBuilds();
  if (process.argv.includes('--builds')) return;
  console.log('\nPages (Chromium, localhost, emulators, demo data)');
  await runOrThrow('npx', ['tsx', 'scripts/prepare-emulators.ts'], { cwd: ROOT, stdio: 'ignore' });
  await runOrThrow('npx', ['tsx', 'scripts/prepare-browser.ts'], { cwd: ROOT, stdio: 'ignore' });
  await runOrThrow(
    'node',
    [
      '--import',
      'tsx',
      'scripts/with-emulators.ts',
      '--',
      'sh',
      '-c',
      'npx tsx scripts/seed.ts > /dev/null && npx tsx scripts/seed-scale.ts && npx tsx scripts/bench/pages.ts' +
        ' && echo "\nLighthouse, mobile preset" && npx tsx scripts/bench/lighthouse.ts',
    ],
    { cwd: ROOT },
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
