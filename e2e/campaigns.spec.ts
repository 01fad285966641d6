import { expect, test } from './support/test';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { campaignRows, chooseOption, settled, signIn } from './support/app';

test.beforeEach(async ({ page }) => {
  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await settled(page);
});

test('lists the seeded campaigns ten at a time with query cursors', async ({ page }) => {
  const total = demoAccount('premium').campaigns;
  await expect(campaignRows(page)).toHaveCount(10);
  await expect(page.getByTestId('list-total')).toHaveText(`${total} campaigns`);
  await expect(page.getByTestId('list-page')).toHaveText(`Page 1 of ${Math.ceil(total / 10)}`);

  const firstPage = await campaignRows(page).allInnerTexts();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('list-page')).toHaveText(`Page 2 of ${Math.ceil(total / 10)}`);
  await expect
    .poll(async () => {
      const rows = await campaignRows(page).allInnerTexts();
      return rows.length === 10 && rows.every((row) => !firstPage.includes(row));
    })
    .toBe(true);

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('list-page')).toHaveText(`Page 1 of ${Math.ceil(total / 10)}`);
  await expect.poll(() => campaignRows(page).allInnerTexts()).toEqual(firstPage);
});

test('filters by status, searches by name and sorts', async ({ page }) => {
  await chooseOption(page, page.getByTestId('campaign-status-filter'), 'Paused');
  await expect
    .poll(async () => {
      const statuses = await campaignRows(page).getByTestId('campaign-status').allInnerTexts();
      return statuses.length > 0 && statuses.every((status) => status === 'Paused');
    })
    .toBe(true);

  await chooseOption(page, page.getByTestId('campaign-status-filter'), 'All statuses');
  const firstName = (await campaignRows(page).first().getByTestId('campaign-name').innerText()).trim();
  const word = firstName.split(/\s+/)[0] ?? '';
  await page.getByLabel('Search campaigns by name').fill(word.toUpperCase());
  await page.getByLabel('Search campaigns by name').press('Enter');
  await expect
    .poll(async () => {
      const names = await campaignRows(page).getByTestId('campaign-name').allInnerTexts();
      return names.length > 0 && names.every((name) => name.toLowerCase().includes(word.toLowerCase()));
    })
    .toBe(true);

  await page.getByLabel('Search campaigns by name').fill('zzzznothing');
  await page.getByLabel('Search campaigns by name').press('Enter');
  await expect(page.getByTestId('campaigns-empty')).toContainText('No campaign matches these filters.');

  // The empty list clears its filters: the search box empties and every campaign is back.
  await page.getByTestId('campaigns-empty').getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search campaigns by name')).toHaveValue('');
  await page.getByRole('columnheader', { name: 'Name' }).click();
  await expect(campaignRows(page)).toHaveCount(10);
  await expect
    .poll(async () => {
      const names = await campaignRows(page).getByTestId('campaign-name').allInnerTexts();
      return names.join('|') === [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join('|');
    })
    .toBe(true);
});

test('a search pages through every match in the chosen order, and counts them all', async ({ page }) => {
  const search = page.getByLabel('Search campaigns by name');
  const shown = page.getByTestId('campaign-name');
  const startsAWord = (name: string) => /(^|[^\p{L}\p{N}])s/iu.test(name);
  const inOrder = (names: readonly string[]) =>
    names.join('|') === [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join('|');
  await search.fill('S');
  await search.press('Enter');
  await expect.poll(async () => (await shown.allInnerTexts()).every(startsAWord)).toBe(true);
  await page.getByRole('columnheader', { name: 'Name' }).click();
  // The list shows the rows it has until the new order's arrive: wait for those.
  await expect.poll(async () => inOrder(await shown.allInnerTexts())).toBe(true);
  await expect(page.getByTestId('list-total')).toHaveText(/^\d+ campaigns$/);
  const total = Number((await page.getByTestId('list-total').innerText()).split(' ')[0]);
  // More than a page of the demo account's campaigns have a word starting with an s.
  expect(total).toBeGreaterThan(10);
  const pages = Math.ceil(total / 10);
  const names: string[] = [];
  let before: readonly string[] = [];
  for (let index = 1; index <= pages; index += 1) {
    await expect(page.getByTestId('list-page')).toHaveText(`Page ${index} of ${pages}`);
    const count = index < pages ? 10 : total - 10 * (pages - 1);
    await expect
      .poll(async () => {
        const now = await shown.allInnerTexts();
        return now.length === count && now.every((name) => !before.includes(name));
      })
      .toBe(true);
    before = await shown.allInnerTexts();
    names.push(...before);
    if (index < pages) await page.getByRole('button', { name: 'Next' }).click();
  }
  expect(names.every(startsAWord)).toBe(true);
  expect(inOrder(names)).toBe(true);
  expect(new Set(names).size).toBe(total);
});

test('the pinned name column sticks beside the row checkbox from the table’s first render', async ({
  page,
}) => {
  // Every offset a pinned name cell of the body takes, from the page's start: one value means the
  // rows rendered once with their final offset (docs/performance.md).
  await page.addInitScript(() => {
    const offsets: string[] = [];
    Object.assign(window, { nameCellOffsets: offsets });
    const record = (node: Node): void => {
      if (!(node instanceof HTMLElement)) return;
      // The last column pinned at the start carries the pinned columns' shadow.
      const cells = node.matches('tbody td.ant-table-cell-fix-start-shadow')
        ? [node]
        : [...node.querySelectorAll<HTMLElement>('tbody td.ant-table-cell-fix-start-shadow')];
      for (const cell of cells) offsets.push(cell.style.insetInlineStart);
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes') record(mutation.target);
        else mutation.addedNodes.forEach(record);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
  });
  await page.reload();
  await expect(campaignRows(page)).toHaveCount(10);
  await settled(page);
  const checkboxWidth = await campaignRows(page)
    .first()
    .locator('td.ant-table-selection-column')
    .evaluate((cell) => cell.getBoundingClientRect().width);
  const offsets = await page.evaluate(
    () => (window as unknown as { nameCellOffsets: string[] }).nameCellOffsets,
  );
  expect(offsets.length).toBeGreaterThanOrEqual(10);
  expect(new Set(offsets)).toEqual(new Set([`${checkboxWidth}px`]));
});
