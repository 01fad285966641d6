/**
 * The long tasks of a returning user's load of `/` (docs/performance.md), run
 * inside `with-emulators` after the seed: Chromium signs in as the demo premium@ account, then loads
 * `/` in a new tab at full speed with the browser's tracing on, until five seconds after the campaigns
 * table shows (the idle preload included) — what Lighthouse observes before it simulates a phone.
 * Each main-thread task is then weighed as Lighthouse's simulation weighs it (its duration times the
 * CPU slowdown, blocking for what exceeds 50 ms), over the whole load rather than from the first
 * paint, so that a run's figure does not depend on where the simulation puts the first paint.
 * BENCH_RUNS loads (default 5), medians printed; the longest tasks of the median run are listed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { APPS } from '../lib/apps';
import { CHROMIUM_ARGS, chromiumExecutable } from '../lib/chromium';
import { serveApp } from '../lib/staticServer';
import { CAMPAIGN_ROW, HOST, signInPremium } from './signedInProfile';
import { blockingTime, type MainThreadTask } from './blockingTime';
import { formatFigure, median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Lighthouse's mobile preset: a mid-range phone's CPU, 4x slower than this machine's. */
const SLOWDOWN = 4;
const LISTED = 8;

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: {
    readonly name?: string;
    readonly data?: { readonly url?: string; readonly isLoadingMainFrame?: boolean };
  };
}

/** The tasks of the page's main thread from its navigation on, in ms since the navigation. */
function mainThreadTasks(events: readonly TraceEvent[]): MainThreadTask[] {
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame === true,
  );
  if (!navigation) throw new Error('the trace has no navigation of the main frame');
  const scriptOf = (task: TraceEvent): string => {
    const end = task.ts + (task.dur ?? 0);
    const call = events.find(
      (event) =>
        event.pid === task.pid &&
        event.tid === task.tid &&
        event.ts >= task.ts &&
        event.ts < end &&
        (event.name === 'FunctionCall' || event.name === 'EvaluateScript') &&
        event.args?.data?.url,
    );
    return call?.args?.data?.url ?? '(no script)';
  };
  return events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ts >= navigation.ts,
    )
    .map((task) => ({
      start: (task.ts - navigation.ts) / 1000,
      duration: (task.dur ?? 0) / 1000,
      script: scriptOf(task),
    }));
}

/** One load of `/` traced: its main-thread tasks. */
async function tracedLoad(): Promise<MainThreadTask[]> {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'long-tasks-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
    viewport: { width: 412, height: 823 },
  });
  try {
    await signInPremium(context);
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    session.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
    await session.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
        ],
      },
    });
    await page.goto(`${HOST}/`);
    await page.locator(CAMPAIGN_ROW).first().waitFor();
    await page.waitForTimeout(5_000);
    await session.send('Tracing.end');
    await complete;
    return mainThreadTasks(events);
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  for (const target of APPS) await serveApp(target);
  const loads: MainThreadTask[][] = [];
  for (let run = 0; run < RUNS; run += 1) loads.push(await tracedLoad());
  const blocking = loads.map((tasks) => blockingTime(tasks, SLOWDOWN));
  const longest = loads.map((tasks) => Math.max(...tasks.map((task) => task.duration)));
  console.log(
    formatFigure({
      name: `blocking time of / at ${SLOWDOWN}x (whole load, simulated)`,
      value: median(blocking),
      unit: 'ms',
      runs: blocking,
    }),
  );
  console.log(
    formatFigure({
      name: 'longest task of / (full speed)',
      value: median(longest),
      unit: 'ms',
      runs: longest,
    }),
  );
  const medianRun = loads[blocking.indexOf([...blocking].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!)]!;
  console.log(`\nLongest tasks of the median run (full speed; start since navigation):`);
  for (const task of [...medianRun].sort((a, b) => b.duration - a.duration).slice(0, LISTED))
    console.log(
      `${task.duration.toFixed(1).padStart(7)} ms at ${Math.round(task.start).toString().padStart(5)} ms  ${task.script}`,
    );
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
