import { expect, test } from './support/test';
import { settled } from './support/app';

test('the default language is en-us; a switch to es-es is saved and survives a reload', async ({ page }) => {
  await page.goto('/login');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBeNull();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-us');

  await page.getByTestId('language-switcher').getByText('Español (España)').click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('es-es');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-es');
});
