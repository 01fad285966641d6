/**
 * Where the main thread's time goes on a returning user's first load of `/` (docs/performance.md), run
 * inside `with-emulators` after the seed: Chromium signs in as the demo premium@ account, then loads `/` in a new tab with the CPU slowed 4x (Lighthouse's mobile preset)
 * and V8's sampling profiler on, until the campaigns table shows and four seconds after (the idle
 * preload included). Prints the time sampled per package or source file (through each build's source
 * maps) and the costliest functions: what to cut first. BENCH_PROFILE_SLOWDOWN changes the slowdown.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map';
import { APPS } from '../lib/apps';
import { CHROMIUM_ARGS, chromiumExecutable } from '../lib/chromium';
import { serveApp } from '../lib/staticServer';
import { CAMPAIGN_ROW, HOST, signInPremium } from './signedInProfile';

const SLOWDOWN = Number(process.env.BENCH_PROFILE_SLOWDOWN ?? 4);
const SHOWN = 25;

/** A script's source map, read from the build of the app that serves it (null without one). */
async function sourceMapOf(url: string, cache: Map<string, SourceMapConsumer | null>) {
  if (cache.has(url)) return cache.get(url) ?? null;
  let consumer: SourceMapConsumer | null = null;
  const { port, pathname } = new URL(url);
  const app = APPS.find((candidate) => String(candidate.port) === port);
  try {
    if (app)
      consumer = await new SourceMapConsumer(
        JSON.parse(readFileSync(path.join(app.dir, 'dist', `${pathname}.map`), 'utf8')) as never,
      );
  } catch {
    consumer = null; // a file without a map (the HTML page, a worker)
  }
  cache.set(url, consumer);
  return consumer;
}

/** Where a profile node's code comes from: a package, a source file, or what V8 calls it. */
async function originOf(
  frame: { url: string; lineNumber: number; columnNumber: number; functionName: string },
  maps: Map<string, SourceMapConsumer | null>,
): Promise<{ where: string; what: string }> {
  if (!frame.url) return { where: `(${frame.functionName || 'native'})`, what: frame.functionName };
  const map = await sourceMapOf(frame.url, maps);
  const position = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!position?.source) return { where: frame.url, what: frame.functionName };
  const source = position.source.replace(/^webpack:\/\/[^/]*\//, '');
  const module = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  const file = source.replace(/.*node_modules\//, '');
  return {
    where: module ?? source,
    what: `${position.name ?? frame.functionName} (${file}:${position.line})`,
  };
}

function printTop(title: string, times: Map<string, number>): void {
  console.log(`\n${title}`);
  for (const [name, ms] of [...times].sort((a, b) => b[1] - a[1]).slice(0, SHOWN))
    console.log(`${Math.round(ms).toString().padStart(7)} ms  ${name}`);
}

async function main(): Promise<void> {
  for (const target of APPS) await serveApp(target);
  const profileDir = mkdtempSync(path.join(tmpdir(), 'first-load-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  });
  await signInPremium(context);

  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  const started = Date.now();
  await page.goto(`${HOST}/`);
  await page.locator(CAMPAIGN_ROW).first().waitFor();
  const toTable = Date.now() - started;
  await page.waitForTimeout(4_000);
  const { profile } = await session.send('Profiler.stop');
  await context.close();
  rmSync(profileDir, { recursive: true, force: true });

  // Each sample's time is the delta to the next one, charged to the node it landed in.
  const selfTime = new Map<number, number>();
  const { samples = [], timeDeltas = [] } = profile;
  samples.forEach((node, index) =>
    selfTime.set(node, (selfTime.get(node) ?? 0) + (timeDeltas[index + 1] ?? 0) / 1000),
  );
  const maps = new Map<string, SourceMapConsumer | null>();
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = selfTime.get(node.id) ?? 0;
    if (ms === 0) continue;
    const { where, what } = await originOf(node.callFrame, maps);
    byOrigin.set(where, (byOrigin.get(where) ?? 0) + ms);
    if (what) byFunction.set(what, (byFunction.get(what) ?? 0) + ms);
  }
  const busy = [...byOrigin].filter(([where]) => where !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0);
  console.log(
    `CPU ${SLOWDOWN}x slower: / showed its table after ${toTable} ms; ${Math.round(busy)} ms busy in all`,
  );
  printTop('Main-thread time by package or source file', byOrigin);
  printTop('Costliest functions (self time)', byFunction);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
