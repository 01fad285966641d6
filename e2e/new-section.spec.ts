import { expect, test, type Page } from './support/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS } from '../scripts/lib/apps';
import { DEMO_PASSWORD, demoAccount, type DemoAccount } from '../scripts/seed/demoAccounts';
import { startFederationEnv, type FederationEnv } from './support/federationEnv';
import { buildRemote, folderDigest } from './support/teamRelease';

// docs/architecture.md "Remotes": a team adds a section by building and publishing its own remote
// alone, under a host that keeps running. The environment gains one line of remotes.json (and its
// host site's policy names the new origin); nothing else is built or changed.
test.describe.configure({ mode: 'serial', timeout: 360_000 });

const AUDIENCES = APPS.find((app) => app.name === 'audiences')!;

let env: FederationEnv;
test.beforeAll(async () => {
  env = await startFederationEnv(3600, { without: ['audiences'] });
});
test.afterAll(async () => {
  await env.close();
});

async function signInAs(page: Page, key: DemoAccount['key']): Promise<void> {
  await page.goto(`${env.hostUrl}/login`);
  await page.getByLabel('E-mail').fill(demoAccount(key).email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

const audiencesRows = (page: Page) => page.getByTestId('audiences-table').locator('tbody tr.ant-table-row');

test('a new remote built and published alone adds its section, for the plans that include it, guarded, surviving its own outage', async ({
  page,
  browser,
}) => {
  const others = APPS.filter((app) => app.name !== 'audiences');
  const digests = () =>
    Object.fromEntries(others.map((app) => [app.name, folderDigest(path.join(app.dir, 'dist'))]));
  const before = digests();

  // Before: no such section; its path is no page.
  await signInAs(page, 'premium');
  await expect(page.getByTestId('nav-reporting')).toBeVisible();
  await expect(page.getByTestId('nav-audiences')).toHaveCount(0);
  await page.goto(`${env.hostUrl}/audiences`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  // The audiences team builds its remote alone and deploys it.
  const release = mkdtempSync(path.join(tmpdir(), 'audiences-release-'));
  try {
    buildRemote(AUDIENCES.dir, release);
    await env.add('audiences', release);
  } finally {
    rmSync(release, { recursive: true, force: true });
  }

  // Premium (its plan includes campaign creation's feature): in the navigation, after the others.
  await page.goto(`${env.hostUrl}/`);
  const entry = page.getByTestId('nav-audiences');
  await expect(entry).toBeVisible();
  await expect(entry).not.toHaveAttribute('data-locked');
  const names = await page
    .locator('[data-testid^="nav-"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')));
  expect(names.at(-1)).toBe('nav-audiences');
  await entry.click();
  await expect(page).toHaveURL(`${env.hostUrl}/audiences`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audiences' })).toBeVisible();
  await expect(audiencesRows(page).first()).toBeVisible();
  // A deep link, in Spanish: the declared label and the remote's own strings.
  await page.evaluate(() => localStorage.setItem('selectedLanguage', 'es-es'));
  await page.goto(`${env.hostUrl}/audiences`);
  await expect(page.getByTestId('nav-audiences')).toHaveText('Audiencias');
  await expect(page.getByRole('heading', { level: 1, name: 'Audiencias' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('selectedLanguage', 'en-us'));

  // Basic (no campaign creation): locked in the navigation, and the guard sends it to settings.
  const basic = await browser.newPage();
  try {
    await signInAs(basic, 'basic');
    await expect(basic.getByTestId('nav-audiences')).toHaveAttribute('data-locked', 'true');
    await basic.goto(`${env.hostUrl}/audiences`);
    await expect(basic).toHaveURL(`${env.hostUrl}/settings?locked=createCampaign`);
    await expect(basic.getByTestId('subscription-locked')).toBeVisible();
  } finally {
    await basic.close();
  }

  // Signed out: sign-in first.
  const visitor = await browser.newPage();
  try {
    await visitor.goto(`${env.hostUrl}/audiences`);
    await expect(visitor).toHaveURL(`${env.hostUrl}/login`);
  } finally {
    await visitor.close();
  }

  // Its outage is its own: its section says so, the rest works, and it comes back with "try again".
  await env.stop('audiences');
  try {
    await page.reload();
    await expect(page.getByTestId('section-unavailable')).toContainText('Audiences is unavailable right now');
    await page.getByTestId('nav-reporting').click();
    await expect(page.getByTestId('kpi-spend')).toBeVisible();
    await page.getByTestId('nav-audiences').click();
    await expect(page.getByTestId('section-unavailable')).toBeVisible();
  } finally {
    await env.start('audiences');
  }
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(audiencesRows(page).first()).toBeVisible();

  // Building the audiences remote touched no other app's files: the host's and every other remote's
  // builds are byte for byte what they were.
  expect(digests()).toEqual(before);
});
