import { expect, test } from './support/test';
import { createTestUser, resetPasswordThroughOobCode } from '../scripts/lib/testAccounts';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { appLive, campaignRows, chooseMenuItem, settled, signIn } from './support/app';

test('a forgotten password is reset through the e-mailed code, then the new one signs in', async ({
  page,
}) => {
  const user = await createTestUser({
    prefix: 'reset',
    emailVerified: true,
    subscription: { selectedPlan: 'Basic', status: 'active' },
  });
  await page.goto('/login');
  await appLive(page);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account uses ${user.email}, a reset link is on its way.`)).toBeVisible();

  await resetPasswordThroughOobCode(user.email, 'brand-new-secret');
  await signIn(page, user.email, 'brand-new-secret');
  await expect(page).toHaveURL(/\/$/);
  await settled(page);
});

test('the profile is saved, survives a reload, and signing out returns to /login', async ({ page }) => {
  const user = await createTestUser({
    prefix: 'profile',
    emailVerified: true,
    subscription: { selectedPlan: 'Plus', status: 'active' },
  });
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('nav-settings').click();
  await settled(page);

  await page.getByLabel('Display name').fill('Renamed Person');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.locator('.ant-notification-notice').getByText('Profile saved.')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveText('Renamed Person');

  await page.reload();
  await settled(page);
  await expect(page.getByLabel('Display name')).toHaveValue('Renamed Person');

  await chooseMenuItem(page, page.getByTestId('user-menu'), 'Sign out');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
});

test('every navigation scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  // DOM clicks, so that Playwright does not scroll the links into view itself.
  const go = (section: string) =>
    page.getByTestId(`nav-${section}`).evaluate((link: HTMLElement) => link.click());
  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await expect(campaignRows(page)).toHaveCount(10);
  await go('settings');
  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  await go('campaigns');
  await expect(campaignRows(page)).toHaveCount(10);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  // Both remotes are loaded now, so settings renders at full height at once: only the router's
  // scroll to the top can bring the window back to 0.
  await go('settings');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  expect(await page.evaluate(() => document.body.scrollHeight - window.innerHeight)).toBeGreaterThan(100);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
