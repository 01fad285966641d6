import { expect, test } from './support/test';
import { createTestUser } from '../scripts/lib/testAccounts';
import { pathOf, settled, signIn } from './support/app';

test('getUserSubscription failing shows "Failed to load subscription" and confines the user to /settings', async ({
  page,
}) => {
  // An active record whose plan is outside the catalogue: the guard can read it, but the function
  // refuses it as a data-integrity error (`data-loss`), so the subscription fails to load.
  const user = await createTestUser({
    prefix: 'broken',
    emailVerified: true,
    subscription: { selectedPlan: 'Legacy', status: 'active' },
  });
  await signIn(page, user.email, user.password);

  await expect(
    page.locator('.ant-notification-notice').getByText('Failed to load subscription'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await settled(page);
  await expect(page.getByTestId('subscription-load-failed')).toBeVisible();

  for (const path of ['/', '/reporting', '/create-post']) {
    await page.goto(path);
    await expect.poll(() => pathOf(page)).toBe('/settings');
  }
});
