import { expect, test } from './support/test';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';

test('a wrong password shows its message and the form keeps what was typed', async ({ page }) => {
  const { email } = demoAccount('plus');
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByTestId('identity-error')).toHaveText('The e-mail or password is incorrect.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('Password')).toHaveValue('not-the-password');
});

test('the sign-in form names what is missing or malformed, keeps what was typed, and signs in once corrected', async ({
  page,
}) => {
  const { email } = demoAccount('plus');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('E-mail').fill('not-an-address');
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await expect(page.getByText('Enter your password.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Password')).toHaveValue(DEMO_PASSWORD);

  await page.getByLabel('E-mail').fill(email);
  await expect(page.getByText('Enter a valid e-mail address.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
});

test('an e-mail already in use shows its message on sign-up and keeps the form', async ({ page }) => {
  const { email } = demoAccount('basic');
  await page.goto('/register');
  await page.getByLabel('Your name').fill('Someone Else');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByTestId('identity-error')).toHaveText(
    'An account already uses this e-mail address. Sign in instead.',
  );
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Your name')).toHaveValue('Someone Else');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
});

test('a weak password shows its message', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Your name').fill('Weak');
  await page.getByLabel('E-mail').fill(`weak-${Date.now()}@test.invalid`);
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByLabel('Confirm password').fill('123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('identity-error')).toHaveText(
    'Choose a stronger password: at least 6 characters.',
  );
});
