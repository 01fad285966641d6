/**
 * Lighthouse on the local production build (docs/performance.md), run inside
 * `with-emulators` after the seed: its mobile preset (a mid-range phone's screen, 4x CPU slowdown and
 * a slow 4G network, simulated), on /login for a first visit and on `/` for a signed-in user (the
 * demo premium@ account, so a table of campaigns). Prints the performance and accessibility scores,
 * largest contentful paint and total blocking time, as medians of BENCH_LIGHTHOUSE_RUNS runs
 * (default 3), after BENCH_LIGHTHOUSE_WARMUP unmeasured runs per page (default 1: a warm-up of the
 * servers, not of the browser — every run has a fresh profile), each run once the machine is quiet
 * (`quietMachine.ts`). The apps are served as Hosting serves them: compressed, with firebase.json's rewrites.
 * BENCH_LIGHTHOUSE_REPORTS=<folder> keeps every run's whole report there; BENCH_LIGHTHOUSE_PAGE=<path>
 * measures that page alone (`/` or `/login`).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { APPS } from '../lib/apps';
import { CHROMIUM_ARGS, chromiumExecutable } from '../lib/chromium';
import { ROOT } from '../lib/emulatorEnv';
import { serveApp } from '../lib/staticServer';
import { untilQuiet } from './quietMachine';
import { HOST, signInPremium } from './signedInProfile';
import { formatFigure, median } from './stats';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Unmeasured runs before a page's measured ones (BENCH_LIGHTHOUSE_WARMUP, default 1). */
const WARM_UP_RUNS = Number(process.env.BENCH_LIGHTHOUSE_WARMUP ?? 1);
const DEBUGGING_PORT = 9333;

/** One Lighthouse run's figures. */
interface LighthouseRun {
  /** 0–100. */
  readonly performance: number;
  /** 0–100. */
  readonly accessibility: number;
  /** Largest contentful paint, ms (simulated). */
  readonly lcp: number;
  /** Total blocking time, ms (simulated). */
  readonly tbt: number;
  /** Cumulative layout shift (unitless). */
  readonly cls: number;
}

/** The pages measured, their targets, and whether the browser is signed in first. */
const PAGES = [
  { name: '/login (first visit)', url: `${HOST}/login`, signedIn: false, performance: 98 },
  { name: '/ (signed in, premium@)', url: `${HOST}/`, signedIn: true, performance: 90 },
] as const;

/** The parts of Lighthouse's JSON report read here. */
interface LighthouseReport {
  readonly categories: Record<string, { readonly score: number | null } | undefined>;
  readonly audits: Record<string, { readonly numericValue?: number } | undefined>;
}

/**
 * Lighthouse's mobile preset (its default configuration) on `url`, in the running browser. Its CLI
 * runs in plain Node: it sends functions' source text into the page, which a TypeScript loader's
 * helpers would break.
 */
async function audit(url: string, profile: string, kept: boolean): Promise<LighthouseRun> {
  const output = path.join(profile, 'report.json');
  await promisify(execFile)(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js'),
      url,
      `--port=${DEBUGGING_PORT}`,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility',
      // The profile's sign-in (IndexedDB, localStorage) is what a returning user has.
      '--disable-storage-reset',
      '--quiet',
    ],
    { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = readFileSync(output, 'utf8');
  // BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's full report (long tasks, boot-up time per script).
  const keep = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (keep && kept) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(
      path.join(keep, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`),
      report,
    );
  }
  const { categories, audits } = JSON.parse(report) as LighthouseReport;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

async function main(): Promise<void> {
  for (const target of APPS) await serveApp(target);
  const runs = new Map<string, LighthouseRun[]>();
  const only = process.env.BENCH_LIGHTHOUSE_PAGE;
  const pages = PAGES.filter((page) => !only || new URL(page.url).pathname === only);
  for (const page of pages) {
    // Unmeasured runs first (one by default): the emulators (a JVM compiling its hot paths) and the static server
    // answer their first requests far slower than they answer later ones, and they share the
    // machine's cores with the page, which Lighthouse's simulation then counts four times over.
    for (let run = -WARM_UP_RUNS; run < RUNS; run += 1) {
      // A fresh profile per run: nothing cached from an earlier run.
      const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: chromiumExecutable(),
        args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
      });
      try {
        if (page.signedIn) await signInPremium(context);
        // Measured alone: nothing else busy on the machine's cores (quietMachine.ts).
        const { waitedMs, quiet } = await untilQuiet();
        if (!quiet) console.warn(`Still busy after ${Math.round(waitedMs / 1000)} s; measuring anyway.`);
        const measured = await audit(page.url, profile, run >= 0);
        if (run >= 0) runs.set(page.name, [...(runs.get(page.name) ?? []), measured]);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    }
  }
  for (const page of pages) {
    const measured = runs.get(page.name) ?? [];
    const figure = (
      name: string,
      key: keyof LighthouseRun,
      unit: string,
      target?: number,
      higherIsBetter = true,
    ) => {
      const values = measured.map((run) => run[key]);
      console.log(
        formatFigure({
          name: `${name} ${page.name}`,
          value: median(values),
          unit,
          target,
          higherIsBetter,
          runs: values,
        }),
      );
    };
    figure('Lighthouse performance', 'performance', '', page.performance);
    figure('Lighthouse accessibility', 'accessibility', '', 100);
    figure('  largest contentful paint', 'lcp', 'ms');
    figure('  total blocking time', 'tbt', 'ms');
    figure('  cumulative layout shift', 'cls', '', 0.02, false);
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
