import { expect, test } from './support/test';
import { uniqueEmail, verifyEmailThroughOobCode } from '../scripts/lib/testAccounts';
import { settled } from './support/app';
import { payAtCheckout } from './support/checkout';

test('sign up → verify the e-mail → onboarding → pay for Plus at Checkout → the campaigns list', async ({
  page,
}) => {
  const email = uniqueEmail('journey');

  await page.goto('/register');
  await page.getByLabel('Your name').fill('Jo Journey');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByLabel('Confirm password').fill('secret-123');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/account-verification$/);
  await expect(page.getByText(`We sent a verification link to ${email}`)).toBeVisible();

  // Not verified yet: the re-check says so and the user stays.
  await page.getByRole('button', { name: 'I have verified my e-mail' }).click();
  await expect(page.getByText('Your e-mail address is not verified yet')).toBeVisible();
  await expect(page).toHaveURL(/\/account-verification$/);

  await expect.poll(() => verifyEmailThroughOobCode(email).then(() => true)).toBe(true);
  await page.getByRole('button', { name: 'I have verified my e-mail' }).click();

  await expect(page).toHaveURL(/\/on-boarding$/);
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  const plus = page.getByTestId('plan-Plus');
  await expect(plus).toContainText('$49.00 / month');
  await plus.getByRole('button', { name: 'Choose Plus' }).click();

  // The provider's Checkout (the stand-in in the demo project), then back: the webhook grants the plan.
  await expect(page.getByTestId('checkout-amount')).toHaveText('$49.00 per month');
  await payAtCheckout(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/$/);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
  const empty = page.getByTestId('campaigns-empty');
  await expect(empty).toContainText('You have no campaigns yet.');
  await expect(empty).toContainText('Create your first campaign');
  await expect(empty.getByRole('button', { name: 'Create campaign' })).toBeVisible();
  // Plus includes the ad library but not leads (docs/product-rules.md §6): the navigation shows leads locked.
  await expect(page.getByTestId('nav-adLibrary')).not.toHaveAttribute('data-locked');
  await expect(page.getByTestId('nav-leads')).toHaveAttribute('data-locked', 'true');

  // A new account's report says there is no delivery yet, and what to do next.
  await page.getByTestId('nav-reporting').click();
  const report = page.getByTestId('report-empty');
  await expect(report).toHaveAttribute('data-reason', 'no-delivery-yet');
  await expect(report).toContainText('No delivery yet.');
  await report.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page).toHaveURL(/\/create-campaign$/);
});
