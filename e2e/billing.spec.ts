import { expect, test } from './support/test';
import { adminDb, createTestUser, updateSubscription } from '../scripts/lib/testAccounts';
import { signIn } from './support/app';
import { payAtCheckout } from './support/checkout';

test('a declined card keeps the user out with the provider’s message; back in onboarding the choice is kept', async ({
  page,
}) => {
  const user = await createTestUser({ prefix: 'declined', emailVerified: true });
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/on-boarding$/);

  await page.getByText('Yearly: two months free').click();
  const premium = page.getByTestId('plan-Premium');
  await expect(premium).toContainText('$990.00 / year');
  await premium.getByRole('button', { name: 'Choose Premium' }).click();

  await expect(page.getByTestId('checkout-amount')).toHaveText('$990.00 per year');
  await payAtCheckout(page, '4000 0000 0000 0002');
  await expect(page.getByTestId('checkout-error')).toHaveText('Your card was declined.');
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');

  await page.getByTestId('checkout-back').click();
  await expect(page).toHaveURL(/\/on-boarding\?checkout=canceled&plan=Premium&period=year$/);
  await expect(page.getByTestId('checkout-canceled')).toContainText('Your choice (Premium) is kept');
  await expect(page.getByTestId('plan-Premium')).toContainText('Your choice');
  await expect(page.getByTestId('plan-Premium')).toContainText('$990.00 / year');
  expect((await adminDb().doc(`subscriptions/${user.uid}`).get()).exists).toBe(false);

  // Nothing was granted: the guard still keeps the user in onboarding.
  await page.goto('/campaigns');
  await expect(page).toHaveURL(/\/on-boarding$/);
});

test('onboarding names the signed-in account and lets the user use another one; no subscription is no error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const user = await createTestUser({ prefix: 'another', emailVerified: true });
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/on-boarding$/);
  for (const path of ['/', '/reporting', '/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/on-boarding$/);
    await expect(page.getByTestId('plan-Plus')).toBeVisible();
  }
  // A user who has not subscribed yet is a normal state: no failed request, no error logged.
  expect(errors).toEqual([]);
  await expect(page.getByTestId('onboarding-account')).toContainText(`Signed in as ${user.email}.`);
  await page.getByRole('button', { name: 'Sign out and use another account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/on-boarding');
  await expect(page.getByTestId('onboarding-account')).toHaveCount(0);
  await expect(
    page.getByTestId('plan-Plus').getByRole('button', { name: 'Create an account' }),
  ).toBeVisible();
});

test('a locked section stays in the navigation; opening it, settings says which plan includes it and offers the upgrade', async ({
  page,
}) => {
  const user = await createTestUser({
    prefix: 'locked',
    emailVerified: true,
    subscription: { selectedPlan: 'Plus', status: 'active' },
  });
  await signIn(page, user.email, user.password);
  const leads = page.getByTestId('nav-leads');
  await expect(leads).toHaveAttribute('data-locked', 'true');
  await expect(leads).toHaveAccessibleName('Leads: part of Premium');
  await leads.click();

  await expect(page).toHaveURL(/\/settings\?locked=leads$/);
  const notice = page.getByTestId('subscription-locked');
  await expect(notice).toContainText('Leads is part of Premium');
  await expect(notice.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();

  // A section the plan includes is never locked, and settings opened from the navigation shows no notice.
  await expect(page.getByTestId('nav-adLibrary')).not.toHaveAttribute('data-locked');
  await page.getByTestId('nav-settings').click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId('subscription-locked')).toHaveCount(0);
});

test('when the guard cannot check the subscription, onboarding says so and a retry lets a paying user in', async ({
  page,
}) => {
  // A record the app cannot read (a status that is not text): the guard's check fails, and the product
  // rules treat the user as having no subscription, so the guard sends them to onboarding.
  const user = await createTestUser({
    prefix: 'unreadable',
    emailVerified: true,
    subscription: { selectedPlan: 'Plus', status: 42 },
  });
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/on-boarding$/);
  const banner = page.getByTestId('subscription-check-failed');
  await expect(banner).toContainText('We could not check your subscription');

  await updateSubscription(user.uid, { status: 'active' });
  await banner.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
});
