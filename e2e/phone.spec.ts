import { expect, test, type Locator, type Page, type TestInfo } from './support/test';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { appLive, settled, signIn } from './support/app';
import { SECTION_IDS, SECTION_SHOWN } from './support/sections';

// docs/architecture.md "Screen sizes": a phone (390 × 844) gets every screen without sideways scrolling
// of the page; wide content (tables) scrolls inside its own box.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** How far the page is wider than the window, in CSS px (0 when nothing sticks out). */
function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Fails unless `locator` lies inside the window, left to right. */
async function expectWithinWindow(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Fails unless the element at the centre of `locator` is part of it (nothing covers it). */
async function expectUncovered(locator: Locator): Promise<void> {
  expect(
    await locator.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const top = document.elementFromPoint(x + width / 2, y + height / 2);
      return top !== null && element.contains(top);
    }),
  ).toBe(true);
}

/** The texts of the figures under `figures` that are broken over more than one line or cut off. */
function misshapenFigures(figures: Locator): Promise<string[]> {
  return figures.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        return lines > 1 || element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => element.textContent ?? ''),
  );
}

/** A screenshot of the screen, kept in the test's output folder and attached to the report. */
async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'page'}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(`${name} at 390 × 844`, { path: file, contentType: 'image/png' });
}

test('the sign-in screens fit a phone, the language switch included', async ({ page }, testInfo) => {
  for (const [path, heading] of [
    ['/login', 'Sign in'],
    ['/register', 'Create your account'],
  ] as const) {
    await page.goto(path);
    await appLive(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    const languages = page.getByRole('group', { name: 'Language' });
    for (const language of ['English (US)', 'Español (España)'])
      await expectWithinWindow(page, languages.getByRole('button', { name: language }));
    await screenshot(page, testInfo, path);
  }
});

test('every section fits a phone: the navigation opens from a menu, nothing covers the title, the page never scrolls sideways', async ({
  page,
}, testInfo) => {
  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await settled(page);
  // The side navigation gives way to a menu button; the header keeps to the window.
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
  await expectWithinWindow(page, page.getByTestId('user-menu'));

  for (const section of SECTION_IDS) {
    const menu = page.getByRole('button', { name: 'Open the navigation' });
    await menu.click();
    const drawer = page.getByTestId('navigation-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer).not.toHaveClass(/-(appear|enter)/);
    await drawer.getByTestId(`nav-${section}`).click();
    await expect(drawer).toBeHidden();
    await expect(SECTION_SHOWN[section](page).first()).toBeVisible();
    const title = page.locator('main h1');
    await expect(title).toBeVisible();
    await expectUncovered(title);
    expect(await pageOverflow(page), `${section} is wider than the phone`).toBeLessThanOrEqual(0);
    await screenshot(page, testInfo, section);
  }

  // The language switch lives in the drawer on a phone.
  await page.getByRole('button', { name: 'Open the navigation' }).click();
  await page.getByTestId('navigation-drawer').getByRole('button', { name: 'Español (España)' }).click();
  await expect(page.getByRole('button', { name: 'Abrir la navegación' })).toBeVisible();

  // Figures in Spanish ("138.718,42 US$") stay whole on a phone, and the page still fits it.
  await page.getByTestId('navigation-drawer').getByTestId('nav-reporting').click();
  const cells = page
    .getByTestId('campaign-report-table')
    .locator('tbody tr.ant-table-row td:not(:first-child)');
  await expect(cells.first()).toContainText(/\d/);
  await expect(page.getByTestId('kpi-spend').getByTestId('kpi-value')).toContainText(/US\$/);
  const figures = page.locator('[data-testid="kpi-value"]').or(cells);
  expect(await figures.count()).toBeGreaterThan(10);
  expect(await misshapenFigures(figures)).toEqual([]);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, testInfo, 'reporting in Spanish');
});
