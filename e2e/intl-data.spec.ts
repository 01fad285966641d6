import type { Worker } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { appLive, campaignRows, signIn } from './support/app';

// docs/performance.md: a page that will show a signed-in section loads the
// browser's number and date data in a worker while the app starts (host/src/app/start/warmIntlData.ts).

const isIntlData = (worker: Worker): boolean => /\/intl-data\.[0-9a-f]+\.js$/.test(worker.url());

test('a returning user’s load starts the Intl data worker, which closes once done; the sign-in page starts none', async ({
  page,
}) => {
  const workers: Worker[] = [];
  const closed = new Set<Worker>();
  page.on('worker', (worker) => {
    workers.push(worker);
    worker.once('close', () => closed.add(worker));
  });

  // Signed out: nothing in the page will format amounts or dates.
  await page.goto('/login');
  await appLive(page);
  expect(workers.filter(isIntlData)).toEqual([]);
  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await expect(campaignRows(page).first()).toBeVisible();
  expect(workers.filter(isIntlData)).toEqual([]);

  // A returning user's load of a section's page: the worker starts, then closes itself.
  await page.reload();
  await expect.poll(() => workers.filter(isIntlData).length).toBe(1);
  await expect
    .poll(() => workers.filter((worker) => isIntlData(worker) && closed.has(worker)).length)
    .toBe(1);
  await expect(campaignRows(page).first()).toBeVisible();
  // The list's amounts, formatted by the page as before.
  await expect(campaignRows(page).first()).toContainText('$');
});
