import { expect, test } from './support/test';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { campaignRows, signIn } from './support/app';
import { REMOTE_NAMES } from './support/sections';

// docs/performance.md: idle time prefetches the code of the sections the plan
// includes — into the HTTP cache, nothing of it run until the section is visited.

test('after the first screen, the other remotes’ entries and sections are prefetched, not run; a visit then runs them', async ({
  page,
}) => {
  const fetched = new Set<string>();
  page.on('requestfinished', (request) => fetched.add(request.url()));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await expect(campaignRows(page).first()).toBeVisible();

  // Premium includes every section: each other remote's entry, prefetched once.
  const others = REMOTE_NAMES.filter((remote) => remote !== 'campaigns');
  const entries = page.locator('link[rel="prefetch"][as="script"][href$="/remoteEntry.js"]');
  await expect(entries).toHaveCount(others.length, { timeout: 30_000 });
  const prefetched = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(new Set(prefetched).size).toBe(prefetched.length);
  // Each entry with its section's own chunks, all of them fetched.
  expect(prefetched.filter((url) => /__federation_expose_/.test(url)).length).toBeGreaterThanOrEqual(
    others.length,
  );
  await expect.poll(() => prefetched.filter((url) => !fetched.has(url)), { timeout: 30_000 }).toEqual([]);

  // Nothing of them ran: no other remote's container is on the page.
  const containers = (names: readonly string[]) =>
    page.evaluate(
      (list) => list.filter((name) => (globalThis as Record<string, unknown>)[name] !== undefined),
      [...names],
    );
  expect(await containers(others)).toEqual([]);

  // A visit runs the section from what was fetched.
  await page.getByTestId('nav-leads').click();
  await expect(page.getByTestId('leads-table')).toBeVisible();
  expect(await containers(['leads'])).toEqual(['leads']);

  // The integrators' `mount` is no part of the host's page: neither loaded with a section nor
  // prefetched (docs/architecture.md "Remotes").
  expect(requested.filter((url) => /__federation_expose_mount\./.test(url))).toEqual([]);
});
