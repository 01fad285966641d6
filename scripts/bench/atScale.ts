/**
 * What a daily user of the largest account does (docs/performance.md), in
 * Chromium against the running emulators with the demo data and scale@ (`seed-scale.ts`): a name
 * search to its results, the reporting page's first render, then "select all that match" and a bulk
 * pause of every campaign of the account, with the Firestore writes it made. Medians of BENCH_RUNS
 * runs (default 5); the bulk pause runs once (it changes the account). Run by
 * `npm run bench -- --at-scale`.
 */
import { chromium, type Page } from 'playwright-core';
import { performance } from 'node:perf_hooks';
import { getAuth } from 'firebase-admin/auth';
import { APPS } from '../lib/apps';
import { CHROMIUM_ARGS, chromiumExecutable } from '../lib/chromium';
import { serveApp } from '../lib/staticServer';
import { adminApp, adminDb } from '../lib/testAccounts';
import { DEMO_PASSWORD, SCALE_ACCOUNT } from '../seed/demoAccounts';
import { formatFigure, median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const HOST = 'http://localhost:3000';
const ROW = '[data-testid="campaigns-table"] tbody tr.ant-table-row';
/** The word searched for: a few hundred of the account's campaign names start with it. */
const WORD = 'Summer';

async function signIn(page: Page): Promise<void> {
  await page.goto(`${HOST}/login`);
  await page.getByLabel('E-mail').fill(SCALE_ACCOUNT.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator(ROW).first().waitFor({ timeout: 60_000 });
}

/**
 * Enter in the search box of the settled list → every row on screen matches, in ms; fails if the
 * list claimed "Total of 0 campaigns" meanwhile (a loading state must never say there is nothing).
 */
async function searchToResults(page: Page): Promise<number> {
  await page.goto(`${HOST}/`);
  await page.locator(ROW).first().waitFor({ timeout: 60_000 });
  // A user searches a list they have seen: its count shown and its reads done, not those of the page
  // before (the reporting section's run) still queued in the emulator.
  await page.getByTestId('list-total').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const box = page.getByLabel('Search campaigns by name');
  await box.fill(WORD);
  const started = performance.now();
  await box.press('Enter');
  // A string, not a function: the bundler's helpers do not exist inside the page.
  const claimedZero = (await page.evaluate(`new Promise((resolve) => {
    let zero = false;
    const check = () => {
      zero = zero || /Total of 0 campaigns/.test(document.body.textContent || '');
      const names = [...document.querySelectorAll(${JSON.stringify(`${ROW} [data-testid="campaign-name"]`)})]
        .map((cell) => cell.textContent || '');
      if (names.length > 0 && names.every((name) => name.startsWith(${JSON.stringify(WORD)}))) resolve(zero);
      else requestAnimationFrame(check);
    };
    check();
  })`)) as boolean;
  const elapsed = performance.now() - started;
  if (claimedZero) throw new Error('The list said "Total of 0 campaigns" while it searched.');
  return elapsed;
}

/** A click on Reporting → its KPI cards and its chart drawn, in ms. */
async function reportingFirstRender(page: Page): Promise<number> {
  await page.goto(`${HOST}/`);
  await page.locator(ROW).first().waitFor({ timeout: 60_000 });
  const started = performance.now();
  await page.getByTestId('nav-reporting').click();
  await page.locator('[data-testid="kpi-spend"]').waitFor({ timeout: 120_000 });
  await page.locator('[data-testid="report"] .highcharts-series').first().waitFor({ timeout: 120_000 });
  return performance.now() - started;
}

/** Counts of scale@'s paused campaigns and of every history entry, for the bulk pause's writes. */
async function counts(uid: string): Promise<{ paused: number; history: number }> {
  const db = adminDb();
  const [paused, history] = await Promise.all([
    db.collection(`users/${uid}/campaigns`).where('status', '==', 'paused').count().get(),
    db.collectionGroup('history').count().get(),
  ]);
  return { paused: paused.data().count, history: history.data().count };
}

/**
 * "Select all that match" over every status but archived, then Pause, until the list's summary: the
 * time, and the writes (one campaign update and one history entry per campaign paused).
 */
async function bulkPauseAll(page: Page): Promise<{ seconds: number; paused: number; writes: number }> {
  const uid = (await getAuth(adminApp()).getUserByEmail(SCALE_ACCOUNT.email)).uid;
  const before = await counts(uid);
  await page.goto(`${HOST}/`);
  await page.locator(ROW).first().waitFor({ timeout: 60_000 });
  await page.getByRole('checkbox', { name: 'Select all' }).first().check();
  const bar = page.getByTestId('campaign-bulk-bar');
  await bar.getByRole('button', { name: /^Select all [\d,]+ campaigns that match$/ }).click();
  await bar.getByText(/campaigns that match are selected/).waitFor();
  const started = performance.now();
  await bar.getByRole('button', { name: 'Pause' }).click();
  await page
    .locator('.ant-notification-notice')
    .first()
    .waitFor({ timeout: 30 * 60_000 });
  const seconds = (performance.now() - started) / 1000;
  const after = await counts(uid);
  const paused = after.paused - before.paused;
  return { seconds, paused, writes: paused + (after.history - before.history) };
}

async function main(): Promise<void> {
  for (const target of APPS) await serveApp(target);
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  const page = await (await browser.newContext()).newPage();
  await signIn(page);
  const search: number[] = [];
  const reporting: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    search.push(await searchToResults(page));
    reporting.push(await reportingFirstRender(page));
  }
  const bulk = await bulkPauseAll(page);
  await browser.close();
  const label = `scale@ (${SCALE_ACCOUNT.campaigns.toLocaleString('en-US')} campaigns)`;
  console.log(
    formatFigure({
      name: `${label}: search "${WORD}" → its results`,
      value: median(search),
      unit: 'ms',
      target: 1000,
      runs: search,
    }),
  );
  console.log(
    formatFigure({
      name: `${label}: Reporting click → KPIs and chart`,
      value: median(reporting),
      unit: 'ms',
      runs: reporting,
    }),
  );
  console.log(
    `  ${label}: select all that match + Pause → summary: ${bulk.seconds.toFixed(0)} s, ` +
      `${bulk.paused.toLocaleString('en-US')} campaigns paused, ${bulk.writes.toLocaleString('en-US')} Firestore writes (one run)`,
  );
  // The apps' static servers would keep the process alive.
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
