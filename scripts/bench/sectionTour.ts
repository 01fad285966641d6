import type { Browser } from 'playwright-core';
import { SECTION_PAGES } from '../lib/sectionPages';
import { DEMO_PASSWORD, demoAccount } from '../seed/demoAccounts';
import { recordJavaScript } from './javascriptBytes';

/**
 * The JavaScript a premium user downloads from /login through a visit of every section, in a fresh
 * browser: sign in, wait for the campaigns table, open each section from the navigation and wait for
 * its page and for the network to settle (idle preloading included).
 * @returns gzip bytes of every JavaScript response
 */
export async function measureSectionTourBytes(browser: Browser, host: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const recording = recordJavaScript(page);
    await page.goto(`${host}/login`);
    await page.getByLabel('E-mail').fill(demoAccount('premium').email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('campaigns-table').waitFor();
    for (const { nav, heading } of SECTION_PAGES) {
      await page.getByTestId(nav).click();
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
    }
    return await recording.stop();
  } finally {
    await context.close();
  }
}
