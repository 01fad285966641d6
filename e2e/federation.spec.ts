import { expect, test, type Page } from './support/test';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { collectorEntries } from './support/collectorLog';
import { startFederationEnv, type FederationEnv } from './support/federationEnv';
import { SECTION_PATHS, type SectionId } from './support/sections';

// docs/architecture.md "Outages" and "Independent releases", against real servers that go down and come back.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let env: FederationEnv;
test.beforeAll(async () => {
  env = await startFederationEnv(3200);
});
test.afterAll(async () => {
  await env.close();
});

async function signInPremium(page: Page): Promise<void> {
  await page.goto(`${env.hostUrl}/login`);
  await page.getByLabel('E-mail').fill(demoAccount('premium').email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** The section rendered its own page: a heading in the main landmark, no fallback. */
async function expectSectionShown(page: Page): Promise<void> {
  await expect(page.getByTestId('section-unavailable')).toHaveCount(0);
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
}

/** Each remote with the section the test opens, and another section (another remote) to visit meanwhile. */
const CASES: ReadonlyArray<{ remote: string; section: SectionId; title: string; other: SectionId }> = [
  { remote: 'campaigns', section: 'campaigns', title: 'Campaigns', other: 'reporting' },
  { remote: 'reporting', section: 'reporting', title: 'Reporting', other: 'campaigns' },
  { remote: 'leads', section: 'leads', title: 'Leads', other: 'campaigns' },
  { remote: 'adLibrary', section: 'adLibrary', title: 'Ad library', other: 'campaigns' },
  { remote: 'influencers', section: 'influencers', title: 'Influencers', other: 'campaigns' },
  { remote: 'settings', section: 'settings', title: 'Settings', other: 'campaigns' },
  { remote: 'creation', section: 'createPost', title: 'Create post', other: 'campaigns' },
];

for (const { remote, section, title, other } of CASES) {
  test(`${remote} down: only its section falls back, the rest works, and "try again" recovers once it is back`, async ({
    page,
  }) => {
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith(`[remote ${remote}@`))
        failures.push(message.text());
    });
    const reported = () =>
      collectorEntries((entry) => entry.kind === 'remote-failure' && entry.remote === remote).length;
    const reportedBefore = reported();
    // Signed in while the remote is up: this browser has seen its sections.
    await signInPremium(page);
    await env.stop(remote);
    try {
      await page.goto(`${env.hostUrl}${SECTION_PATHS[section]}`);
      const fallback = page.getByTestId('section-unavailable');
      await expect(fallback).toContainText(`${title} is unavailable right now`);
      // The shell works: navigation, the user menu, another remote's section.
      await page.getByTestId(`nav-${other}`).click();
      await expectSectionShown(page);
      await page.getByTestId(`nav-${section}`).click();
      await expect(fallback).toBeVisible();
      expect(failures.length).toBeGreaterThan(0);
      expect(failures[0]).toContain(`[remote ${remote}@unknown]`);
      // And it reaches the collector's log (docs/operations.md "Errors and web vitals").
      await expect.poll(reported, { timeout: 30_000 }).toBeGreaterThan(reportedBefore);
    } finally {
      await env.start(remote);
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectSectionShown(page);
    expect(new URL(page.url()).pathname).toBe(SECTION_PATHS[section]);
  });
}

test('a remote down on a first visit: its sections are missing, its path says so, and "try again" finds them once it is back', async ({
  page,
}) => {
  await env.stop('leads');
  try {
    await signInPremium(page);
    await expect(page.getByTestId('nav-reporting')).toBeVisible();
    await expect(page.getByTestId('nav-leads')).toHaveCount(0);
    await page.goto(`${env.hostUrl}${SECTION_PATHS.leads}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Some sections could not be loaded' }),
    ).toBeVisible();
  } finally {
    await env.start('leads');
  }
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('leads-table')).toBeVisible();
  await expect(page.getByTestId('nav-leads')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(SECTION_PATHS.leads);
});
