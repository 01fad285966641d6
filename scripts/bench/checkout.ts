/**
 * The billing figure of docs/product-rules.md §12, run inside `with-emulators` with the apps built
 * (`npm run bench -- --checkout`): a new verified user chooses Plus in onboarding and pays at the
 * stand-in's Checkout; measured from the return page's navigation start (Checkout's redirect) to the
 * campaigns list on screen, across the webhook, the record's polling and the guard. BENCH_RUNS runs
 * (default 5), each in a fresh browser context; the median is printed with every run.
 */
import { chromium } from 'playwright-core';
import { APPS } from '../lib/apps';
import { CHROMIUM_ARGS, chromiumExecutable } from '../lib/chromium';
import { pointAdminSdkAtEmulators } from '../lib/emulatorHosts';
import { serveApp } from '../lib/staticServer';
import { createTestUser } from '../lib/testAccounts';
import { formatFigure, median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const HOST = 'http://localhost:3000';
const FIRST_SCREEN = '[data-testid="campaigns-empty"]';

/** Marks, in every page, when the first screen appears (ms on that page's performance clock). */
const MARK_FIRST_SCREEN = `(() => {
  new MutationObserver(() => {
    if (window.__firstScreenAt === undefined && document.querySelector(${JSON.stringify(FIRST_SCREEN)})) {
      window.__firstScreenAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
})()`;

async function main(): Promise<void> {
  pointAdminSdkAtEmulators();
  for (const target of APPS) await serveApp(target);
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const user = await createTestUser({ prefix: 'bench-checkout', emailVerified: true });
    const context = await browser.newContext();
    await context.addInitScript(MARK_FIRST_SCREEN);
    const page = await context.newPage();
    await page.goto(`${HOST}/login`);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('plan-Plus').getByRole('button', { name: 'Choose Plus' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Cardholder name').fill('Bench');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.locator(FIRST_SCREEN).waitFor({ timeout: 60_000 });
    // The return page is one document from Checkout's redirect to the list: its clock starts there.
    times.push(
      await page.evaluate(() => (window as Window & { __firstScreenAt?: number }).__firstScreenAt ?? NaN),
    );
    await context.close();
  }
  await browser.close();
  console.log(
    formatFigure({
      name: "Checkout's return → campaigns list (webhook, record, guard)",
      value: median(times),
      unit: 'ms',
      runs: times,
    }),
  );
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
