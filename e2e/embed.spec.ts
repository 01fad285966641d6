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
  // and antd's styles live in the shadow root, not in the page's head: the stylesheet built ahead,
  // linked from the host's site, and none generated as the section rendered.
  const signOut = embed.getByRole('button', { name: 'Sign out' });
  await expect(signOut).not.toHaveCSS('background-color', 'rgb(255, 105, 180)');
  await expect(signOut).not.toHaveCSS('border-top-style', 'dashed');
  expect(await page.evaluate(`document.head.querySelectorAll('style, link[href*="antd"]').length`)).toBe(0);
  const shadowStyles = await page.evaluate(() => {
    const shadow = document.getElementById('adplatform-embed')!.shadowRoot!;
    return {
      linked: [...shadow.querySelectorAll('link[rel="stylesheet"]')].map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
      // antd's ConfigProvider writes the theme's variables and its icons' reset (`.anticon` and the
      // spinning icon's keyframes) at its root, whatever the theme; no component writes any.
      generated: [...shadow.querySelectorAll('style[data-css-hash]:not([data-token-hash])')]
        .map((style) => (style.textContent ?? '').slice(0, 100))
        .filter((css) => !css.startsWith('.anticon{') && !css.startsWith('@keyframes loadingCircle{')),
    };
  });
  expect(shadowStyles).toEqual({ linked: [expect.stringMatching(/^\/antd\.\w{8}\.css$/)], generated: [] });
});

test('a Basic user embedding leads sees the upgrade message, never data', async ({ page }) => {
  await page.goto(`${EXAMPLE}?remote=leads`);
  await signInInsideEmbed(page, demoAccount('basic').email);
  const embed = page.locator('#adplatform-embed');
  await expect(embed.getByTestId('upgrade-required')).toContainText('Leads is not part of your plan');
  await expect(embed.getByTestId('upgrade-required')).toContainText('Upgrade to Premium');
  await expect(embed.locator('table')).toHaveCount(0);
});

/**
 * A page that fights the embed: inherited properties forced on its element with `!important` (which
 * beats the shadow root's `:host`), a dark colour scheme, and Highcharts' and antd's colour variables,
 * which inherit into a shadow root, set to black.
 */
const HOSTILE_CSS = `
  :root { color-scheme: dark; --highcharts-background-color: #000; --highcharts-neutral-color-100: #000;
    --highcharts-neutral-color-80: #000; --highcharts-neutral-color-60: #000; --ant-color-text: #f00; }
  #adplatform-embed { font: italic 22px/4 "Comic Sans MS", cursive !important; color: rgb(255, 0, 0) !important;
    letter-spacing: 3px !important; text-transform: uppercase !important; text-align: right !important;
    color-scheme: dark !important; visibility: visible !important; }
  svg text, svg rect { fill: rgb(255, 0, 0) !important; }
`;

/** The WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string): number => {
    const [r = 0, g = 0, bl = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

test('charts, tables and forms keep their own look on a page whose stylesheet fights them', async ({
  page,
}) => {
  await page.goto(EXAMPLE);
  await page.addStyleTag({ content: HOSTILE_CSS });
  const embed = page.locator('#adplatform-embed');
  // The sign-in form: the product's font and inputs, not the page's.
  const email = embed.getByLabel('E-mail');
  await expect(email).toBeVisible();
  for (const element of [email, embed.getByRole('button', { name: 'Sign in' })]) {
    await expect(element).not.toHaveCSS('font-family', /Comic Sans/);
    await expect(element).not.toHaveCSS('text-transform', 'uppercase');
    await expect(element).not.toHaveCSS('border-top-style', 'dashed');
  }
  await signInInsideEmbed(page, demoAccount('premium').email);

  // The table of figures: its cells in the product's text style.
  const cell = embed.getByTestId('campaign-report-table').locator('tbody tr.ant-table-row td').first();
  await expect(cell).toBeVisible();
  await expect(cell).toHaveCSS('color', 'rgba(0, 0, 0, 0.88)');
  await expect(cell).toHaveCSS('font-style', 'normal');
  await expect(cell).toHaveCSS('letter-spacing', 'normal');
  await expect(cell).not.toHaveCSS('font-family', /Comic Sans/);

  // The charts: a white plot with its axis labels readable on it, never a black box.
  const chart = embed.getByTestId('time-series-chart');
  await expect(chart.locator('.highcharts-series path').first()).toBeAttached();
  const background = await chart
    .locator('.highcharts-background')
    .evaluate((rect) => getComputedStyle(rect).fill);
  expect(background).toBe('rgb(255, 255, 255)');
  const label = await chart
    .locator('.highcharts-xaxis-labels text')
    .first()
    .evaluate((text) => getComputedStyle(text).fill);
  expect(contrast(label, background)).toBeGreaterThanOrEqual(4.5);
  await expect(chart.locator('.highcharts-title')).not.toHaveCSS('font-family', /Comic Sans/);
});
