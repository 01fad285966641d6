import { expect, test, type Page } from './support/test';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { EMBED_EXAMPLE } from '../scripts/lib/apps';

// docs/architecture.md "Embedding": examples/embed is a foreign page (no React, no host) on its own origin.
const EXAMPLE = `http://localhost:${EMBED_EXAMPLE.port}/`;

/** Computed styles of the partner page's own elements, to prove the embed changes none of them. */
function pageStyles(page: Page): Promise<string> {
  return page.evaluate(`(() => {
    const pick = (element) => {
      const style = getComputedStyle(element);
      return [style.fontFamily, style.color, style.backgroundColor, style.fontSize, style.lineHeight, style.margin].join(';');
    };
    return [document.documentElement, document.body, document.querySelector('h1')].map(pick).join('|') + '|' + document.documentElement.lang;
  })()`);
}

async function signInInsideEmbed(page: Page, email: string): Promise<void> {
  const embed = page.locator('#adplatform-embed');
  await expect(embed.getByTestId('session-sign-in')).toBeVisible();
  await embed.getByLabel('E-mail').fill(email);
  await embed.getByLabel('Password').fill(DEMO_PASSWORD);
  await embed.getByRole('button', { name: 'Sign in' }).click();
}

test('the example page embeds reporting for a signed-in user, and its own styles are untouched', async ({
  page,
}) => {
  // The page as its author made it, without the embed.
  await page.route('**/embed.js', (route) => route.abort());
  await page.goto(EXAMPLE);
  const before = await pageStyles(page);
  await page.unroute('**/embed.js');

  await page.goto(EXAMPLE);
  await signInInsideEmbed(page, demoAccount('premium').email);
  const embed = page.locator('#adplatform-embed');
  await expect(embed.getByTestId('kpi-spend')).toBeVisible();
  await expect(embed.getByTestId('session-user')).toContainText(demoAccount('premium').email);
  expect(await pageStyles(page)).toBe(before);

  // The page's `button { background: hotpink; border: dashed }` does not reach the embedded widgets,
  // and antd's styles live in the shadow root, not in the page's head.
  const signOut = embed.getByRole('button', { name: 'Sign out' });
  await expect(signOut).not.toHaveCSS('background-color', 'rgb(255, 105, 180)');
  await expect(signOut).not.toHaveCSS('border-top-style', 'dashed');
  expect(await page.evaluate(`document.head.querySelectorAll('style').length`)).toBe(0);
  expect(
    await page.evaluate(
      `document.getElementById('adplatform-embed').shadowRoot.querySelectorAll('style').length`,
    ),
  ).toBeGreaterThan(1);
});

test('a Basic user embedding leads sees the upgrade message, never data', async ({ page }) => {
  await page.goto(`${EXAMPLE}?remote=leads`);
  await signInInsideEmbed(page, demoAccount('basic').email);
  const embed = page.locator('#adplatform-embed');
  await expect(embed.getByTestId('upgrade-required')).toContainText('Leads is not part of your plan');
  await expect(embed.getByTestId('upgrade-required')).toContainText('Upgrade to Premium');
  await expect(embed.locator('table')).toHaveCount(0);
});
