import { expect, test } from './support/test';
import { appLive } from './support/app';

test('a screen whose code cannot arrive (the connection dropped) says so and offers a reload, never a blank page', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await appLive(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Create an account' }).click();
  const failed = page.getByTestId('screen-load-failed');
  await expect(failed.getByRole('heading', { name: 'This screen could not be loaded' })).toBeVisible();
  await expect(failed).toContainText('Check your connection, then reload the page.');

  await context.setOffline(false);
  await failed.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});
