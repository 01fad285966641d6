import type { BrowserContext } from 'playwright-core';
import { DEMO_PASSWORD, demoAccount } from '../seed/demoAccounts';

/** The local host app, as the benchmarks serve it. */
export const HOST = 'http://localhost:3000';
/** A row of the campaigns table: `/` has shown its data. */
export const CAMPAIGN_ROW = '[data-testid="campaigns-table"] tbody tr.ant-table-row';

/**
 * Signs a browser profile in as the demo premium@ account through the login form, as a user would,
 * and leaves it signed in (a returning user's profile), once `/` has shown its table.
 */
export async function signInPremium(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${HOST}/login`);
  await page.locator('html[data-app-live]').waitFor({ state: 'attached' });
  await page.getByLabel('E-mail').fill(demoAccount('premium').email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator(CAMPAIGN_ROW).first().waitFor();
  await page.close();
}
