import { expect, test, type Locator } from './support/test';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { settled, signIn } from './support/app';

// docs/architecture.md "Screen sizes": at a desktop size nothing is cut — no text clipped at an edge,
// no address broken mid-word, no table that needs a sideways scroll to show its last columns.
test.use({ viewport: { width: 1440, height: 900 } });

/** Fails when an element's content is wider than the element (clipped, or hidden by an ellipsis). */
async function expectNotClipped(locator: Locator, what: string): Promise<void> {
  const clipped = await locator.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent),
  );
  expect(clipped, `${what} cut at an edge`).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await settled(page);
});

test('leads: notes read from their start, e-mail addresses stay whole', async ({ page }) => {
  await page.getByTestId('nav-leads').click();
  const table = page.getByTestId('leads-table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const notes = table.getByTestId('lead-note');
  await expect(notes.first()).toBeVisible();
  await expectNotClipped(notes, 'a lead note');
  // Each note's text starts at its button's left edge (not centred and cut on both sides).
  const offsets = await notes.evaluateAll((elements) =>
    elements.map((element) =>
      Math.round(element.getBoundingClientRect().left - element.parentElement!.getBoundingClientRect().left),
    ),
  );
  for (const offset of offsets) expect(offset).toBeLessThanOrEqual(2);
  // The lines each address's own text takes (its copy button beside it is not the address).
  const wrapped = await table.locator('tbody tr.ant-table-row .ant-typography').evaluateAll(
    (elements) =>
      elements.filter((element) => {
        const text = [...element.childNodes].find(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes('@'),
        );
        if (!text) return false;
        const range = document.createRange();
        range.selectNodeContents(text);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
      }).length,
  );
  expect(wrapped, 'e-mail addresses broken over lines').toBe(0);
});

test('reporting: every column of the campaign table shows without a sideways scroll; axis labels are whole', async ({
  page,
}) => {
  await page.getByTestId('nav-reporting').click();
  const table = page.getByTestId('campaign-report-table');
  await expect(table.getByRole('columnheader', { name: 'ROAS' })).toBeVisible();
  const scroller = table.locator('.ant-table-content, .ant-table-body').first();
  const overflow = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const right = await scroller.evaluate((element) => element.getBoundingClientRect().right);
  for (const name of ['Cost per conversion', 'ROAS']) {
    const header = await table.getByRole('columnheader', { name }).boundingBox();
    expect(header!.x + header!.width).toBeLessThanOrEqual(right + 1);
  }

  const labels = page.locator('[data-testid="breakdown-chart"] .highcharts-yaxis-labels text');
  await expect(labels.first()).toBeVisible();
  const texts = await labels.allTextContents();
  expect(texts.filter((text) => text.includes('…'))).toEqual([]);
});

test('ad library: headlines are whole on the creatives and in the cards, cards of a row are equally tall', async ({
  page,
}) => {
  await page.getByTestId('nav-adLibrary').click();
  const cards = page.getByTestId('ad-card');
  await expect(cards.nth(3)).toBeVisible();
  await expectNotClipped(cards.locator('h2'), 'a headline');
  // The first row (four columns at this width) shares one height.
  const heights = await cards.evaluateAll((elements) =>
    elements.slice(0, 4).map((element) => Math.round(element.getBoundingClientRect().height)),
  );
  expect(new Set(heights).size).toBe(1);
  // The creative's headline is drawn inside the image (600 px wide); an ad of Meta's Ad Library has none.
  const creative = await cards
    .locator('img')
    .first()
    .evaluate(async (image: HTMLImageElement) => decodeURIComponent(image.src));
  const headlineWidths = await page.evaluate(async (source) => {
    const svg = new DOMParser().parseFromString(
      source.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''),
      'image/svg+xml',
    );
    const host = document.createElement('div');
    host.style.position = 'absolute';
    host.style.left = '-10000px';
    host.append(document.importNode(svg.documentElement, true));
    document.body.append(host);
    const widths = [...host.querySelectorAll('tspan')].map((tspan) => {
      const box = (tspan as SVGTextContentElement).getBBox();
      return box.x + box.width;
    });
    host.remove();
    return widths;
  }, creative);
  expect(headlineWidths.length).toBeGreaterThan(0);
  for (const right of headlineWidths) expect(right).toBeLessThanOrEqual(600);
});
