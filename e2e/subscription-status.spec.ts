import { expect, test } from './support/test';
import { createTestUser, updateSubscription } from '../scripts/lib/testAccounts';
import { settled, signIn } from './support/app';

test('a status change on the server confines the user to /settings on the next navigation; paid again, they are free', async ({
  page,
}) => {
  const user = await createTestUser({
    prefix: 'lapse',
    emailVerified: true,
    subscription: { selectedPlan: 'Premium', status: 'active' },
  });
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  await settled(page);

  // The billing system marks the subscription past due (Admin SDK), while the page stays open.
  await updateSubscription(user.uid, { status: 'past_due' });
  const loadsBefore = await page.evaluate(() => performance.getEntriesByType('navigation').length);

  await page.getByTestId('nav-reporting').click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId('subscription-inactive')).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveText('Past due');
  // Its period has not run out: the date is when it ends, not when it ended.
  await expect(page.getByText('Current period ends on', { exact: true })).toBeVisible();
  await expect(page.getByText('Ended on', { exact: true })).toHaveCount(0);

  await page.getByTestId('nav-campaigns').click();
  await expect(page).toHaveURL(/\/settings$/);

  // The billing system records the payment (Admin SDK, as the webhook would).
  await updateSubscription(user.uid, { status: 'active' });

  // The guard decides on the record it has and reads it afresh on the way: a navigation or two later
  // the user is free.
  await expect(async () => {
    await page.getByTestId('nav-campaigns').click();
    await expect(page).toHaveURL(/\/$/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();

  // All of it happened without a page load.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loadsBefore);
});
