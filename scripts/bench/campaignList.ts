import type { Browser, Page } from 'playwright-core';
import { performance } from 'node:perf_hooks';
import { PROJECT_ID } from '../lib/emulatorEnv';
import { EMULATOR_HOSTS, emulatorAppCheckHeader } from '../lib/emulatorHosts';
import { getAuth } from 'firebase-admin/auth';
import { adminApp, adminDb, idTokenFor } from '../lib/testAccounts';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import { countFirestoreReads } from './firestoreReads';

/**
 * The campaigns list at an account's size (docs/architecture.md "The campaigns list reads maintained
 * totals"): navigation → the first page of rows with their metrics, what that page reads, what the
 * totals row costs, a sort by amount spent, and a bulk change of 100 campaigns through `updateCampaigns`.
 */

const ROW = '[data-testid="campaigns-table"] tbody tr.ant-table-row';

/** One run's figures for one account. */
export interface CampaignListRun {
  /** Page load of / → the first row shows its amount spent, in ms. */
  readonly toRows: number;
  /** Documents the page load read (rows, the cursor's extra one, the session's own documents). */
  readonly documents: number;
  /** Aggregation queries of the page load (the count and the totals row's sums). */
  readonly aggregations: number;
  /** Click on "Amount spent" → the rows sorted by it, in ms. */
  readonly sortToRows: number;
  /** Documents the sort read. */
  readonly sortDocuments: number;
}

async function signIn(page: Page, host: string, email: string): Promise<void> {
  await page.goto(`${host}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator(ROW).first().waitFor({ timeout: 60_000 });
}

/** One run for `email`: a signed-in page load of /, its totals, then a sort by amount spent. */
export async function measureCampaignList(
  browser: Browser,
  host: string,
  email: string,
): Promise<CampaignListRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, host, email);
    const reads = await countFirestoreReads(page);
    const started = performance.now();
    await page.goto(`${host}/`);
    await page.locator(`${ROW} [data-testid="metric-spend"]`).first().waitFor({ timeout: 60_000 });
    const toRows = performance.now() - started;
    await page.getByTestId('total-spend').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const { documents, aggregations } = await reads.stopByKind();

    const sortReads = await countFirestoreReads(page);
    const sortStarted = performance.now();
    const header = page.getByRole('columnheader', { name: 'Amount spent' });
    await header.click();
    // Sorted by the server: the header says so, the table has stopped loading, and the amounts fall
    // from a first one above zero (the newest campaigns, the order before, have spent nothing yet).
    await page.waitForFunction(
      (row) => {
        const table = document.querySelector('[data-testid="campaigns-table"]');
        const sorted = table?.querySelector('th[aria-sort="descending"]');
        const cells = [...document.querySelectorAll(`${row} [data-testid="metric-spend"]`)];
        const values = cells.map((cell) => Number((cell.textContent ?? '').replace(/[^0-9.]/g, '')));
        return (
          Boolean(sorted) &&
          !table?.querySelector('.ant-spin-spinning') &&
          (values[0] ?? 0) > 0 &&
          values.every((value, index) => index === 0 || value <= (values[index - 1] ?? 0))
        );
      },
      ROW,
      { timeout: 60_000 },
    );
    const sortToRows = performance.now() - sortStarted;
    await page.waitForLoadState('networkidle');
    const sortDocuments = (await sortReads.stopByKind()).documents;
    return { toRows, documents, aggregations, sortToRows, sortDocuments };
  } finally {
    await context.close();
  }
}

/**
 * The time of one `updateCampaigns` call pausing (then, in the next call, turning on) 100 of
 * `email`'s running campaigns, as the functions emulator serves it, in ms; `runs` calls alternating
 * (an odd count leaves them paused).
 * @throws Error when a call fails or applies nothing.
 */
export async function measureBulkChange(email: string, runs: number): Promise<number[]> {
  const db = adminDb();
  const uid = (await getAuth(adminApp()).getUserByEmail(email)).uid;
  const idToken = await idTokenFor({ uid, email, password: DEMO_PASSWORD });
  const snapshot = await db
    .collection(`users/${uid}/campaigns`)
    .where('status', '==', 'active')
    .where('endDate', '==', null)
    .limit(100)
    .get();
  const ids = snapshot.docs.map((doc) => doc.id);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const action = run % 2 === 0 ? 'pause' : 'resume';
    const started = performance.now();
    const response = await fetch(
      `http://${EMULATOR_HOSTS.functions}/${PROJECT_ID}/us-central1/updateCampaigns`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${idToken}`,
          ...emulatorAppCheckHeader(),
        },
        body: JSON.stringify({ data: { ids, change: { kind: 'status', action } } }),
      },
    );
    const answer = (await response.json()) as { result?: { results: { outcome: string }[] } };
    times.push(performance.now() - started);
    // Running campaigns without an end: every one is paused, then every one turned on again.
    const applied = answer.result?.results.filter((result) => result.outcome === 'applied').length;
    if (applied !== ids.length) {
      throw new Error(
        `updateCampaigns applied ${applied} of ${ids.length}: ${JSON.stringify(answer).slice(0, 200)}`,
      );
    }
  }
  return times;
}
