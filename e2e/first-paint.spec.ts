import { expect, test, type Page } from './support/test';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { appLive, settled, signIn } from './support/app';

// docs/architecture.md "First paint": the sign-in screens and the signed-in frame come painted in the
// HTML; the app hydrates or replaces them.

/** The host's own JavaScript (its entry and chunks), not the remotes'. */
const HOST_SCRIPTS = /^http:\/\/localhost:3000\/.*\.js$/;

/**
 * Holds every host script until `release` is called, as a slow network would: the page's HTML is
 * painted, the app does not run (such a page is opened with `waitUntil: 'commit'`: on `index.html`
 * the entry is a deferred script, which holds `DOMContentLoaded` back).
 */
async function holdHostScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(HOST_SCRIPTS, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Collects the page's console errors (a hydration mismatch is one). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/login, /register and /account-verification are painted from the HTML, with their forms', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeEditable();
    await expect(page.getByLabel('Password')).toBeEditable();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();

    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.getByLabel('Your name')).toBeEditable();
    await expect(page.getByLabel('Confirm password')).toBeEditable();

    await page.goto('/account-verification');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeVisible();
  });
});

test('what is typed and submitted before the app runs is kept, and sent once it runs', async ({ page }) => {
  const errors = consoleErrors(page);
  const release = await holdHostScripts(page);
  const { email } = demoAccount('plus');
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Held back by the page, not sent by the browser (it would put the password in the address).
  await expect(page.locator('form[data-submit-pending]')).toHaveCount(1);
  expect(new URL(page.url()).search).toBe('');

  release();
  await expect(page).toHaveURL(/\/$/);
  await settled(page);
  expect(errors).toEqual([]);
});

test('a hydrated /login is the same page, live: no mismatch, and what is typed afterwards is checked', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto('/login');
  await appLive(page);
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('not-an-address');
  expect(errors).toEqual([]);
});

test("a painted page requests the app's code after its first frame, not while it is parsed", async ({
  page,
}) => {
  for (const path of ['/login', '/reporting']) {
    await page.goto(path);
    await appLive(page);
    const { entryRequested, parsed } = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => /\/main\.[0-9a-f]+\.js$/.test(resource.name));
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return { entryRequested: entry?.startTime ?? -1, parsed: navigation?.domContentLoadedEventEnd ?? -1 };
    });
    expect(parsed).toBeGreaterThan(0);
    expect(entryRequested, path).toBeGreaterThan(parsed);
  }
});

test('a page shown in another language never shows the prerendered English screen', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'es-es'));
  const release = await holdHostScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const prerendered = page.locator('#app-root[data-prerendered="signed-out"]');
  await expect(prerendered).toHaveCount(1);
  await expect(prerendered).toBeHidden();

  release();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
});

test('a returning user sees the signed-in frame before the app runs, then the section in it', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await settled(page);

  const release = await holdHostScripts(page);
  await page.goto('/reporting', { waitUntil: 'commit' });
  const frame = page.locator('#app-root[data-prerendered="signed-in"]');
  await expect(frame).toBeVisible();
  await expect(frame.getByText('AdPlatform')).toBeVisible();
  // The section asked for is named where its heading will be.
  await expect(frame.getByRole('heading', { level: 1, name: 'Reporting' })).toBeVisible();
  await expect(frame.getByRole('status', { name: 'Loading…' })).toBeVisible();

  release();
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Reporting' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a returning user of another language sees the frame named in their language', async ({ page }) => {
  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await settled(page);
  await page.evaluate(() => localStorage.setItem('selectedLanguage', 'es-es'));

  const release = await holdHostScripts(page);
  await page.goto('/reporting', { waitUntil: 'commit' });
  const frame = page.locator('#app-root[data-prerendered="signed-in"]');
  await expect(frame).toBeVisible();
  // Named from the section catalogue this browser saved, as the remote declares it in Spanish.
  await expect(frame.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Reporting' })).toHaveCount(0);

  release();
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Reporting' })).toHaveCount(0);
});

test('a returning user at a path no saved section has sees the frame without a heading', async ({ page }) => {
  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await settled(page);

  const release = await holdHostScripts(page);
  await page.goto('/no-such-section', { waitUntil: 'commit' });
  const frame = page.locator('#app-root[data-prerendered="signed-in"]');
  await expect(frame).toBeVisible();
  await expect(frame.getByRole('heading')).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a signed-out visitor opening a section never sees the signed-in frame', async ({ page }) => {
  const release = await holdHostScripts(page);
  await page.goto('/reporting', { waitUntil: 'commit' });
  const frame = page.locator('#app-root[data-prerendered="signed-in"]');
  await expect(frame).toHaveCount(1);
  await expect(frame).toBeHidden();

  release();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
