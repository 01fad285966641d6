import { expect, test, type Page } from './support/test';
import { adminDb } from '../scripts/lib/testAccounts';
import { givenAdvertiser, type TestAdvertiser } from './support/advertiser';
import { campaignRows, chooseMenuItem, chooseOption, settled, signIn } from './support/app';

/** The campaigns list of a fresh Plus advertiser (its changes touch no other test's data). */
async function openList(page: Page, count = 14): Promise<TestAdvertiser> {
  const advertiser = await givenAdvertiser('Plus', count);
  await signIn(page, advertiser.email, advertiser.password);
  await settled(page);
  await expect(campaignRows(page).first()).toBeVisible();
  // The editing controls load once the table has shown.
  await expect(page.getByTestId('campaign-switch').first()).toBeVisible();
  return advertiser;
}

function row(page: Page, name: string) {
  return campaignRows(page).filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** Searches by the first word of `name` and waits until the list shows only the matches. */
async function searchFor(page: Page, name: string): Promise<void> {
  const word = name.split(' ')[0] ?? '';
  await page.getByLabel('Search campaigns by name').fill(word);
  await page.getByLabel('Search campaigns by name').press('Enter');
  await expect
    .poll(async () => {
      const names = await campaignRows(page).getByTestId('campaign-name').allInnerTexts();
      return names.length > 0 && names.every((shown) => shown.startsWith(word));
    })
    .toBe(true);
}

/** The contrast ratio of an `rgb(…)` colour against white (WCAG 2 relative luminance). */
function contrastWithWhite(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  return 1.05 / (luminance + 0.05);
}

/** Filters by a status and waits until the list shows only that status. */
async function filterStatus(page: Page, status: string): Promise<void> {
  await chooseOption(page, page.getByTestId('campaign-status-filter'), status);
  await expect
    .poll(async () => {
      const statuses = await campaignRows(page).getByTestId('campaign-status').allInnerTexts();
      return statuses.length > 0 && statuses.every((shown) => shown === status);
    })
    .toBe(true);
}

async function storedStatus(advertiser: TestAdvertiser, name: string): Promise<unknown> {
  const id = advertiser.campaigns.find((campaign) => campaign.name === name)?.id ?? '';
  return (await adminDb().doc(`users/${advertiser.uid}/campaigns/${id}`).get()).get('status');
}

test('switches a campaign off, and it stays off after a reload; bulk-pauses three', async ({ page }) => {
  const advertiser = await openList(page);
  await filterStatus(page, 'Active');
  const names = await campaignRows(page).getByTestId('campaign-name').allInnerTexts();
  expect(names.length).toBeGreaterThanOrEqual(4);
  const first = names[0] ?? '';

  await row(page, first).getByTestId('campaign-switch').click();
  await expect(row(page, first).getByTestId('campaign-status')).toHaveText('Paused');
  await expect.poll(() => storedStatus(advertiser, first)).toBe('paused');
  await page.reload();
  await settled(page);
  await searchFor(page, first);
  await expect(row(page, first).getByTestId('campaign-status')).toHaveText('Paused');
  await expect(row(page, first).getByTestId('campaign-switch')).not.toBeChecked();

  // Bulk: three of the active ones, one summary.
  await page.reload();
  await settled(page);
  await filterStatus(page, 'Active');
  const three = names.slice(1, 4);
  for (const name of three) await row(page, name).getByRole('checkbox').check();
  await expect(page.getByTestId('campaign-bulk-bar')).toContainText('3 selected');
  await page.getByTestId('campaign-bulk-bar').getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('3 campaigns paused')).toBeVisible();
  for (const name of three) await expect.poll(() => storedStatus(advertiser, name)).toBe('paused');
  await expect
    .poll(() => campaignRows(page).getByTestId('campaign-name').allInnerTexts())
    .not.toContain(three[0]);
});

test('a bulk archive asks first with the count, and Undo brings the campaigns back', async ({ page }) => {
  const advertiser = await openList(page);
  await filterStatus(page, 'Active');
  const two = (await campaignRows(page).getByTestId('campaign-name').allInnerTexts()).slice(0, 2);
  expect(two).toHaveLength(2);
  for (const name of two) await row(page, name).getByRole('checkbox').check();
  const bar = page.getByTestId('campaign-bulk-bar');
  const confirmation = page.locator('.ant-popconfirm');

  // Asked first; kept, nothing changes.
  await bar.getByRole('button', { name: 'Archive' }).click();
  await expect(confirmation).toContainText('Archive 2 campaigns?');
  await confirmation.getByRole('button', { name: 'Keep them' }).click();
  await expect(bar).toContainText('2 selected');
  for (const name of two) expect(await storedStatus(advertiser, name)).toBe('active');

  await bar.getByRole('button', { name: 'Archive' }).click();
  await confirmation.getByRole('button', { name: 'Archive' }).click();
  const undo = page.getByTestId('campaign-undo-archive');
  await expect(undo).toContainText('2 campaigns archived.');
  for (const name of two) await expect.poll(() => storedStatus(advertiser, name)).toBe('archived');

  // Undone: restored under the restore rule, an active campaign comes back paused.
  await undo.getByRole('button', { name: 'Undo' }).click();
  await expect(undo).toHaveCount(0);
  for (const name of two) await expect.poll(() => storedStatus(advertiser, name)).toBe('paused');
  await filterStatus(page, 'Paused');
  await searchFor(page, two[0] ?? '');
  await expect(row(page, two[0] ?? '').getByTestId('campaign-status')).toHaveText('Paused');
});

test('archives every campaign that matches, past the page on screen, and Undo restores them all', async ({
  page,
}) => {
  const advertiser = await openList(page, 30);
  const listed = advertiser.campaigns.filter((campaign) => campaign.status !== 'archived');
  expect(listed.length).toBeGreaterThan(20);
  const stored = async () => {
    const snapshot = await adminDb().collection(`users/${advertiser.uid}/campaigns`).get();
    return new Map(snapshot.docs.map((doc) => [doc.id, String(doc.get('status'))]));
  };
  const before = await stored();
  await page.getByRole('checkbox', { name: 'Select all' }).first().check();
  const bar = page.getByTestId('campaign-bulk-bar');
  await expect(bar).toContainText('10 selected');
  await bar.getByRole('button', { name: `Select all ${listed.length} campaigns that match` }).click();
  await expect(bar).toContainText(`All ${listed.length} campaigns that match are selected`);

  await bar.getByRole('button', { name: 'Archive' }).click();
  const confirmation = page.locator('.ant-popconfirm');
  await expect(confirmation).toContainText(`Archive ${listed.length} campaigns?`);
  await confirmation.getByRole('button', { name: 'Archive' }).click();
  const undo = page.getByTestId('campaign-undo-archive');
  await expect(undo).toContainText(`${listed.length} campaigns archived.`);
  const archived = await stored();
  expect(listed.filter((campaign) => archived.get(campaign.id) !== 'archived')).toEqual([]);
  await expect(page.getByTestId('campaigns-empty')).toBeVisible();

  // Undone: each comes back as it was, an active one paused (the restore rule).
  await undo.getByRole('button', { name: 'Undo' }).click();
  await expect(undo).toHaveCount(0);
  const restored = await stored();
  for (const campaign of listed) {
    const was = before.get(campaign.id);
    expect([campaign.name, restored.get(campaign.id)]).toEqual([
      campaign.name,
      was === 'active' ? 'paused' : was,
    ]);
  }
});

test('edits a budget: a bad one is refused with the text kept, a good one is saved', async ({ page }) => {
  const advertiser = await openList(page);
  const daily = advertiser.campaigns.find(
    (campaign) =>
      campaign.budgetType === 'daily' &&
      campaign.status !== 'completed' &&
      campaign.adSets.every((adSet) => adSet.budgetMinor === null),
  );
  const name = daily?.name ?? '';
  await searchFor(page, name);
  await row(page, name)
    .getByRole('button', { name: `Edit the budget of ${name}` })
    .click();
  const input = row(page, name).getByLabel('Budget in USD');
  await input.fill('0.5');
  await expect(row(page, name).getByRole('alert')).toHaveText('The budget must be at least $1.00.');
  await expect(input).toHaveValue('0.5');
  await expect(row(page, name).getByRole('button', { name: 'Save' })).toBeDisabled();

  await input.fill('75');
  await row(page, name).getByRole('button', { name: 'Save' }).click();
  await expect(row(page, name)).toContainText('$75.00 / day');
  const id = daily?.id ?? '';
  await expect
    .poll(async () =>
      (await adminDb().doc(`users/${advertiser.uid}/campaigns/${id}`).get()).get('budgetMinor'),
    )
    .toBe(7_500);
  // The saved editor gives the focus back to the button that opened it.
  await expect(row(page, name).getByRole('button', { name: `Edit the budget of ${name}` })).toBeFocused();
});

test('the keyboard keeps its place: a campaign name shows a focus ring, and closing the opened campaign gives it the focus back', async ({
  page,
}) => {
  await openList(page);
  const first = campaignRows(page).first();
  const link = first.getByTestId('campaign-name');
  await first.getByRole('checkbox').focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const ring = await link.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  // The ring stands out from the white row at 3:1 at least (WCAG 2.2 focus appearance).
  expect(contrastWithWhite(ring.color)).toBeGreaterThanOrEqual(3);

  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(link).toBeFocused();
});

test('a row’s menu opens from the keyboard, keeps the focus, and renames the campaign', async ({ page }) => {
  const advertiser = await openList(page);
  const campaign = advertiser.campaigns[0];
  const name = campaign?.name ?? '';
  await searchFor(page, name);
  const actions = row(page, name).getByTestId('campaign-actions');
  const menu = page.locator('.ant-dropdown:visible');
  await expect(actions).toHaveAttribute('aria-expanded', 'false');

  // The menu mounts at its first use: Enter opens it and the button keeps the focus.
  await actions.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(1);
  await expect(menu.getByRole('menuitem', { name: 'Rename', exact: true })).toBeVisible();
  await expect(actions).toBeFocused();
  await expect(actions).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(actions).toHaveAttribute('aria-expanded', 'false');
  await expect(actions).toBeFocused();

  await chooseMenuItem(page, actions, 'Rename');
  const dialog = page.getByRole('dialog', { name: 'Rename the campaign' });
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await dialog.getByLabel('Name').fill(`${name} renamed`);
  await dialog.getByLabel('Name').press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(row(page, `${name} renamed`)).toHaveCount(1);
  await expect
    .poll(async () =>
      (
        await adminDb()
          .doc(`users/${advertiser.uid}/campaigns/${campaign?.id ?? ''}`)
          .get()
      ).get('name'),
    )
    .toBe(`${name} renamed`);
});

test('duplicates one, archives and restores one, and opens a campaign by URL with its ad sets, ads, chart and history', async ({
  page,
}) => {
  const advertiser = await openList(page);
  const original =
    advertiser.campaigns.find((campaign) => campaign.status === 'active') ?? advertiser.campaigns[0];
  const name = original?.name ?? '';
  await searchFor(page, name);

  await chooseMenuItem(page, row(page, name).getByTestId('campaign-actions'), 'Duplicate');
  await expect(page.getByText('1 copy created as a draft')).toBeVisible();
  await expect(row(page, `${name} (copy)`).getByTestId('campaign-status')).toHaveText('Draft');

  await chooseMenuItem(page, row(page, `${name} (copy)`).getByTestId('campaign-actions'), 'Archive');
  await expect(page.getByText('1 campaign archived')).toBeVisible();
  await expect(row(page, `${name} (copy)`)).toHaveCount(0);
  await filterStatus(page, 'Archived');
  await chooseMenuItem(page, row(page, `${name} (copy)`).getByTestId('campaign-actions'), 'Restore');
  await expect(page.getByText('1 campaign restored')).toBeVisible();
  await chooseOption(page, page.getByTestId('campaign-status-filter'), 'All statuses');
  await expect(row(page, `${name} (copy)`).getByTestId('campaign-status')).toHaveText('Draft');

  // The original, paused from the list, then opened by its URL.
  await row(page, name).getByTestId('campaign-switch').click();
  await expect(row(page, name).getByTestId('campaign-status')).toHaveText('Paused');
  // The row shows the change at once; leaving the page is safe once the server has it.
  await expect.poll(() => storedStatus(advertiser, name)).toBe('paused');
  await page.goto(`/?campaign=${original?.id ?? ''}`);
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name })).toBeVisible();
  const adSets = original?.adSets ?? [];
  await expect(
    drawer
      .getByTestId('campaign-ad-sets')
      .locator('tbody tr.ant-table-row')
      .filter({ hasText: adSets[0]?.name ?? '' })
      .first(),
  ).toBeVisible();
  // Every ad set opens with its ads: as many ad rows as the campaign has ads, each named.
  const ads = adSets.flatMap((adSet) => adSet.ads);
  await expect(drawer.getByTestId('campaign-ads').locator('tbody tr.ant-table-row')).toHaveCount(ads.length);
  for (const ad of ads)
    await expect(drawer.getByTestId('campaign-ads').getByText(ad.name).first()).toBeVisible();
  await expect(drawer.getByTestId('campaign-chart').locator('.highcharts-container svg')).toBeVisible();
  await expect(drawer.getByTestId('campaign-history')).toContainText('Status: Active → Paused');

  // An ad set switched off from the drawer is in the history too.
  const adSetName = adSets[0]?.name ?? '';
  await drawer.getByRole('switch', { name: `Turn ad set ${adSetName} on or off` }).click();
  await expect(drawer.getByTestId('campaign-history')).toContainText(
    `Ad set “${adSetName}”, Status: Active → Paused`,
  );
  await page.reload();
  await expect(
    page.getByRole('dialog').getByRole('switch', { name: `Turn ad set ${adSetName} on or off` }),
  ).not.toBeChecked();
});

test('a campaign opened while the connection is down says what could not be loaded, and Retry loads it once back', async ({
  page,
  context,
}) => {
  const advertiser = await openList(page);
  const shown = await campaignRows(page).getByTestId('campaign-name').allInnerTexts();
  const [first, second] = shown
    .map((name) => advertiser.campaigns.find((campaign) => campaign.name === name))
    .filter((campaign) => (campaign?.adSets.length ?? 0) > 0);
  if (!first || !second) throw new Error('the seeded list shows two campaigns with ad sets');
  const drawer = page.getByRole('dialog');
  const adSetRows = drawer.getByTestId('campaign-ad-sets').locator('tbody tr.ant-table-row');
  const open = (name: string) => row(page, name).getByRole('link', { name, exact: true }).click();

  // The drawer's code loads on its first opening, while online.
  await open(first.name);
  await expect(adSetRows.first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  await context.setOffline(true);
  await open(second.name);
  await expect(drawer.getByRole('heading', { name: second.name })).toBeVisible();
  const alert = (text: string) => drawer.getByRole('alert').filter({ hasText: text });
  await expect(alert('The ad sets could not be loaded.')).toBeVisible();
  await expect(alert('The delivery chart could not be loaded.')).toBeVisible();
  await expect(alert('The history could not be loaded.')).toBeVisible();
  await expect(drawer.getByText('This campaign has no ad sets.')).toHaveCount(0);

  await context.setOffline(false);
  await alert('The ad sets could not be loaded.').getByRole('button', { name: 'Retry' }).click();
  await expect(adSetRows.filter({ hasText: second.adSets[0]?.name ?? '' }).first()).toBeVisible();
  await alert('The delivery chart could not be loaded.').getByRole('button', { name: 'Retry' }).click();
  await expect(drawer.getByTestId('campaign-chart').locator('.highcharts-container svg')).toBeVisible();
  await alert('The history could not be loaded.').getByRole('button', { name: 'Retry' }).click();
  await expect(drawer.getByRole('alert')).toHaveCount(0);
});

test('changing the date range changes the metric columns and the totals row', async ({ page }) => {
  await openList(page, 20);
  const spendTotal = () => page.getByTestId('total-spend').innerText();
  await expect.poll(spendTotal).toMatch(/\$/);
  const last7 = await spendTotal();
  const rows7 = await campaignRows(page).allInnerTexts();
  await chooseOption(page, page.getByTestId('campaign-range'), 'Lifetime');
  await expect.poll(spendTotal).not.toBe(last7);
  const lifetime = Number((await spendTotal()).replace(/[^0-9.]/g, ''));
  expect(lifetime).toBeGreaterThan(Number(last7.replace(/[^0-9.]/g, '')));
  expect(await campaignRows(page).allInnerTexts()).not.toEqual(rows7);
  await expect(page.getByTestId('campaigns-totals')).toContainText('Total of 20 campaigns');
  // Reach is not added up across campaigns: the totals row shows none and says why.
  await expect(page.getByTestId('total-reach')).toHaveText('—');
  await expect(page.getByTestId('total-reach')).toHaveAccessibleName(/not added up/);

  // Sorting by amount spent orders the rows on the server, largest first, whatever the page.
  await page.getByRole('columnheader', { name: 'Amount spent' }).click();
  await expect
    .poll(async () => {
      const spends = (await campaignRows(page).getByTestId('metric-spend').allInnerTexts()).map((text) =>
        Number(text.replace(/[^0-9.]/g, '')),
      );
      return (
        spends.length === 10 &&
        spends.every((spend, index) => index === 0 || spend <= (spends[index - 1] ?? 0))
      );
    })
    .toBe(true);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('list-page')).toHaveText('Page 2 of 2');
});

test('a budget set on the ad sets: the list shows their sum, and the opened campaign edits an ad set’s budget', async ({
  page,
}) => {
  const advertiser = await givenAdvertiser('Plus', 6);
  // The first campaigns are running whatever the day: the first one's budget goes onto its ad sets.
  const campaign = advertiser.campaigns[0];
  const adSets = campaign?.adSets ?? [];
  const db = adminDb();
  const campaignPath = `users/${advertiser.uid}/campaigns/${campaign?.id ?? ''}`;
  const budgets = adSets.map((_, index) => 2_000 + index * 1_000);
  // Each ad set named apart (seeded ones may share a name) and given its own budget.
  const adSetName = (index: number) => `Ad set ${index + 1}`;
  for (const [index, adSet] of adSets.entries()) {
    await db
      .doc(`${campaignPath}/adSets/${adSet.id}`)
      .update({ name: adSetName(index), budgetType: 'daily', budgetMinor: budgets[index] });
  }
  const sum = budgets.reduce((total, amount) => total + amount, 0);
  await db.doc(campaignPath).update({ budgetLevel: 'adSet', budgetType: 'daily', budgetMinor: sum });
  const name = campaign?.name ?? '';
  const dollars = (minor: number) => `$${(minor / 100).toFixed(2)} / day`;

  await signIn(page, advertiser.email, advertiser.password);
  await settled(page);
  await expect(page.getByTestId('campaign-switch').first()).toBeVisible();
  await searchFor(page, name);
  await expect(row(page, name).getByTestId('budget-on-ad-sets')).toHaveText('Set on its ad sets');
  await expect(row(page, name)).toContainText(dollars(sum));
  await expect(row(page, name).getByRole('button', { name: `Edit the budget of ${name}` })).toHaveCount(0);

  await row(page, name).getByTestId('campaign-name').click();
  const drawer = page.getByRole('dialog');
  const first = adSetName(0);
  await drawer.getByRole('button', { name: `Edit the budget of ${first}` }).click();
  const input = drawer.getByLabel('Budget in USD');
  await input.fill('0.5');
  await expect(drawer.getByRole('alert')).toHaveText('The budget must be at least $1.00.');
  await expect(input).toHaveValue('0.5');
  await input.fill('45');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByTestId('campaign-ad-sets')).toContainText(dollars(4_500));
  const newSum = sum - (budgets[0] ?? 0) + 4_500;
  await expect.poll(async () => (await db.doc(campaignPath).get()).get('budgetMinor')).toBe(newSum);
  await expect(drawer.getByTestId('campaign-history')).toContainText(`Ad set “${first}”, Budget`);
  await expect(row(page, name)).toContainText(dollars(newSum));
});

/** Each row's amount spent, keyed by campaign name, once every row shows one. */
async function spendByName(page: Page): Promise<Record<string, string>> {
  await expect
    .poll(async () => (await campaignRows(page).getByTestId('metric-spend').count()) > 0)
    .toBe(true);
  const rows = campaignRows(page);
  const byName: Record<string, string> = {};
  for (let index = 0; index < (await rows.count()); index += 1) {
    const shown = rows.nth(index);
    byName[await shown.getByTestId('campaign-name').innerText()] = await shown
      .getByTestId('metric-spend')
      .innerText();
  }
  return byName;
}

test('a custom date range sums each campaign’s days: the rows, the totals row and the opened campaign follow it', async ({
  page,
}) => {
  await openList(page, 20);
  const spendTotal = () => page.getByTestId('total-spend').innerText();
  await chooseOption(page, page.getByTestId('campaign-range'), 'Last 30 days');
  await expect.poll(spendTotal).toMatch(/\$/);
  const last30Total = await spendTotal();
  const last30Rows = await spendByName(page);

  // The custom range offered first is the same 30 complete days: read from each campaign's series,
  // it must agree with the maintained totals, row by row and in total.
  await chooseOption(page, page.getByTestId('campaign-range'), 'Custom range');
  await expect(page.getByTestId('campaign-custom-range')).toBeVisible();
  await expect.poll(spendTotal).toBe(last30Total);
  expect(await spendByName(page)).toEqual(last30Rows);
  // A custom range has no index to sort metrics by: the column offers no sort.
  await expect(page.getByRole('columnheader', { name: 'Amount spent' })).not.toHaveAttribute(
    'aria-sort',
    /.*/,
  );
  await expect(
    page.getByRole('columnheader', { name: 'Amount spent' }).locator('.ant-table-column-sorters'),
  ).toHaveCount(0);

  // Fewer days, less spend.
  const today = new Date();
  const day = (offset: number) => new Date(today.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
  const inputs = page.getByTestId('campaign-custom-range').locator('input');
  await inputs.first().click();
  await inputs.first().fill(day(3));
  await inputs.first().press('Enter');
  await inputs.last().fill(day(1));
  await inputs.last().press('Enter');
  await expect.poll(spendTotal).not.toBe(last30Total);
  const shorter = Number((await spendTotal()).replace(/[^0-9.]/g, ''));
  expect(shorter).toBeGreaterThan(0);
  expect(shorter).toBeLessThan(Number(last30Total.replace(/[^0-9.]/g, '')));

  // The opened campaign shows the same days, and says its ad sets keep the preset ranges.
  const [name] = await campaignRows(page).getByTestId('campaign-name').allInnerTexts();
  const rowSpend = (await spendByName(page))[name ?? ''];
  await row(page, name ?? '')
    .getByTestId('campaign-name')
    .click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('campaign-summary')).toContainText(`Amount spent`);
  await expect(drawer.getByTestId('campaign-summary')).toContainText(rowSpend ?? '');
  await expect(drawer.getByTestId('ad-sets-custom-range')).toBeVisible();
});

test('saves a view, applies it and deletes it; a custom column set and the range follow the user to another browser', async ({
  page,
  browser,
}) => {
  const advertiser = await openList(page);
  await filterStatus(page, 'Active');
  await chooseOption(page, page.getByTestId('campaign-columns'), 'Delivery');
  await chooseOption(page, page.getByTestId('campaign-range'), 'Last 30 days');

  // A view needs a name: the message says so and the dialog stays open.
  await page.getByTestId('campaign-view-save').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Give the view a name.' })).toBeVisible();
  await page.getByTestId('campaign-view-name').fill('Active delivery');
  await page.getByRole('dialog').getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByText('View “Active delivery” saved.')).toBeVisible();
  await expect(page.getByTestId('campaign-views')).toContainText('Active delivery');

  // Elsewhere, then back through the view.
  await chooseOption(page, page.getByTestId('campaign-status-filter'), 'All statuses');
  await chooseOption(page, page.getByTestId('campaign-columns'), 'Performance');
  await expect(page.getByTestId('campaign-views')).not.toContainText('Active delivery');
  await chooseOption(page, page.getByTestId('campaign-views'), 'Active delivery');
  await expect(page.getByTestId('campaign-status-filter')).toContainText('Active');
  await expect(page.getByTestId('campaign-columns')).toContainText('Delivery');
  await expect(page.getByRole('columnheader', { name: 'Schedule' })).toBeVisible();
  await expect
    .poll(async () => new Set(await campaignRows(page).getByTestId('campaign-status').allInnerTexts()))
    .toEqual(new Set(['Active']));

  // The user's own columns: the delivery preset without its creation date.
  await page.getByTestId('campaign-columns-edit').click();
  // The dialog opens with an animation: the click is retried until the box is unticked (idempotent).
  const created = page.getByRole('dialog').getByRole('checkbox', { name: 'Created' });
  await expect(async () => {
    await created.uncheck({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('campaign-columns')).toContainText('Custom');
  await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveCount(0);
  const stored = () =>
    adminDb()
      .doc(`users/${advertiser.uid}/preferences/campaignsList`)
      .get()
      .then((snapshot) => snapshot.data());
  await expect.poll(async () => (await stored())?.customColumns).not.toContain('created');
  expect((await stored())?.range).toBe('last30');

  // Another browser (nothing in its storage) shows the same range and columns.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await signIn(elsewhere, advertiser.email, advertiser.password);
  await settled(elsewhere);
  await expect(elsewhere.getByTestId('campaign-range')).toContainText('Last 30 days');
  await expect(elsewhere.getByTestId('campaign-columns')).toContainText('Custom');
  await expect(elsewhere.getByRole('columnheader', { name: 'Schedule' })).toBeVisible();
  await expect(elsewhere.getByRole('columnheader', { name: 'Created' })).toHaveCount(0);
  await other.close();

  // The view, applied again, can be deleted.
  await chooseOption(page, page.getByTestId('campaign-views'), 'Active delivery');
  await page.getByTestId('campaign-view-delete').click();
  await page.getByRole('button', { name: 'Delete view' }).last().click();
  await expect
    .poll(async () => (await adminDb().collection(`users/${advertiser.uid}/campaignViews`).get()).size)
    .toBe(0);
  await expect(page.getByTestId('campaign-view-delete')).toHaveCount(0);
});

test('an empty list on a plan that does not create campaigns says which plans do, and leads to them', async ({
  page,
}) => {
  const advertiser = await givenAdvertiser('Basic', 0);
  await signIn(page, advertiser.email, advertiser.password);
  await settled(page);
  const empty = page.getByTestId('campaigns-empty');
  await expect(empty).toContainText('You have no campaigns yet.');
  await expect(empty).toContainText('Campaigns are created on the Plus and Premium plans.');
  await empty.getByRole('button', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});
