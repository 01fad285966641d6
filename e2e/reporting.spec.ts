import { expect, test, type Locator, type Page } from './support/test';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import {
  encodeDailyPairRollup,
  encodeDailyRollup,
  type CampaignDay,
  type MetricTuple,
} from '@adplatform/delivery-metrics';
import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp } from 'firebase-admin/firestore';
import { sendDueReports } from 'functions/src/tooling';
import { PROJECT_ID } from '../scripts/lib/emulatorEnv';
import { adminDb, createTestUser, type TestUser } from '../scripts/lib/testAccounts';
import { caughtAttachment, caughtMail } from '../scripts/mail/caughtMail';
import { startReportScheduler } from '../scripts/mail/reportScheduler';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { chooseOption, settled, signIn } from './support/app';

/** The local calendar day `days` ago, as the browser on this machine counts days. */
function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const ALPHA: MetricTuple = [10_000, 8_000, 200, 5_000, 10, 20_000]; // $50.00 spend, $200.00 revenue
const BETA: MetricTuple = [5_000, 4_000, 50, 2_500, 1, 1_000]; // $25.00 spend, $10.00 revenue
// Alpha's day by gender: $30.00 to women, $20.00 to men (Beta's goes to men alone).
const ALPHA_WOMEN: MetricTuple = [6_000, 4_800, 120, 3_000, 6, 12_000];
const ALPHA_MEN: MetricTuple = [4_000, 3_200, 80, 2_000, 4, 8_000];

/**
 * A Basic user (reporting is in every plan) with six days of rollups: Alpha delivers 45 to 40 days
 * ago, Beta 42 to 40 days ago. The report for 42–40 days ago compares with 45–43 days ago (Alpha only).
 */
async function basicWithRollups(): Promise<TestUser> {
  const user = await createTestUser({
    prefix: 'reporting',
    emailVerified: true,
    subscription: { selectedPlan: 'Basic', status: 'active' },
  });
  for (let days = 45; days >= 40; days -= 1) {
    const campaigns: Record<string, CampaignDay> = {
      alpha: {
        name: 'Alpha – US Feed',
        total: ALPHA,
        country: { US: ALPHA },
        device: { mobile: ALPHA },
        gender: { female: ALPHA_WOMEN, male: ALPHA_MEN },
        names: { 'alpha-set': 'US · 25–34' },
        adSet: { 'alpha-set': ALPHA },
      },
    };
    if (days <= 42)
      campaigns.beta = {
        name: 'Beta – UK Stories',
        total: BETA,
        country: { GB: BETA },
        device: { desktop: BETA },
        gender: { male: BETA },
      };
    await adminDb()
      .doc(`users/${user.uid}/dailyMetrics/${daysAgo(days)}`)
      .set(encodeDailyRollup({ date: daysAgo(days), currency: 'USD', campaigns }));
    // The same days crossed by country and gender (docs/product-rules.md §10.2).
    await adminDb()
      .doc(`users/${user.uid}/dailyPairMetrics/country_gender/days/${daysAgo(days)}`)
      .set(
        encodeDailyPairRollup({
          date: daysAgo(days),
          pair: 'country_gender',
          currency: 'USD',
          campaigns: {
            alpha: { 'US|female': ALPHA_WOMEN, 'US|male': ALPHA_MEN },
            ...(days <= 42 ? { beta: { 'GB|male': BETA } } : {}),
          },
        }),
      );
  }
  return user;
}

/** Checks a pivot table: its header, then each of its rows in order, and no other row. */
async function expectPivot(pivot: Locator, [header, ...rows]: readonly (readonly string[])[]): Promise<void> {
  await expect(pivot.locator('thead th')).toHaveText([...(header ?? [])]);
  const bodyRows = pivot.locator('tbody tr.ant-table-row');
  await expect(bodyRows).toHaveCount(rows.length);
  for (const [index, row] of rows.entries())
    await expect(bodyRows.nth(index).locator('td')).toHaveText([...row]);
}

/** Signs in a new `basicWithRollups` user and waits for the first screen. */
async function signInWithRollups(page: Page): Promise<TestUser> {
  const user = await basicWithRollups();
  await signIn(page, user.email, user.password);
  await settled(page);
  return user;
}

function kpi(page: Page, metric: string) {
  return page.getByTestId(`kpi-${metric}`);
}

function campaignRows(page: Page) {
  return page.getByTestId('campaign-report-table').locator('tbody tr.ant-table-row');
}

async function openReporting(page: Page): Promise<void> {
  await page.getByTestId('nav-reporting').click();
  await expect(page).toHaveURL(/\/reporting/);
  await settled(page);
}

/**
 * Signs a user with rollups in, opens the scheduled reports' drawer in Reporting, which has none yet,
 * and its form for a new one, named "Weekly spend".
 */
async function newWeeklySpendSchedule(
  page: Page,
): Promise<{ user: TestUser; drawer: Locator; form: Locator }> {
  const user = await signInWithRollups(page);
  await openReporting(page);
  await page.getByRole('button', { name: 'Schedule' }).click();
  const drawer = page.locator('.ant-drawer-section');
  await expect(drawer.getByTestId('schedules-empty')).toBeVisible();
  const form = drawer.getByTestId('schedule-form');
  // The drawer opens with an animation: under load a click can land while its panel still moves and
  // be lost. Opening the form is idempotent, so the click is retried until the form shows.
  await expect(async () => {
    if ((await form.count()) === 0)
      await drawer.getByRole('button', { name: 'New scheduled report' }).click({ timeout: 2_000 });
    await expect(form).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await form.getByLabel('Name').fill('Weekly spend');
  return { user, drawer, form };
}

async function pickCustomRange(page: Page, from: string, to: string): Promise<void> {
  const start = page.getByPlaceholder('Start date');
  await start.click();
  await start.fill(from);
  await start.press('Enter');
  const end = page.getByPlaceholder('End date');
  await end.fill(to);
  await end.press('Enter');
}

test('a demo account sees a year of seeded delivery with charts, by day and by week', async ({ page }) => {
  await signIn(page, demoAccount('basic').email, DEMO_PASSWORD);
  await settled(page);
  await openReporting(page);
  await expect(kpi(page, 'spend').getByTestId('kpi-value')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(kpi(page, 'spend').getByTestId('kpi-value')).not.toHaveText('$0.00');
  expect(await campaignRows(page).count()).toBeGreaterThan(0);

  const series = page.getByTestId('time-series-chart');
  // The period's line and, dashed, the previous period's: both named in the legend.
  await expect(series.locator('.highcharts-series path.highcharts-graph')).toHaveCount(2);
  await expect(series.locator('.highcharts-legend-item')).toHaveText([
    /^This period \(/,
    /^Previous period \(/,
  ]);
  // The accessibility module is loaded: it adds the screen-reader description of the chart.
  await expect(
    series.locator('.highcharts-a11y-proxy-container, [id^="highcharts-screen-reader-region"]').first(),
  ).toBeAttached();
  await expect(series.locator('.highcharts-xaxis-labels text').first()).toBeVisible();
  await series.getByText('Week', { exact: true }).click();
  await expect(page).toHaveURL(/interval=week/);
  await expect(series.locator('.highcharts-series .highcharts-point').first()).toBeVisible();

  await chooseOption(page, page.getByTestId('report-range-preset'), 'Last 90 days');
  await expect(page).toHaveURL(/range=last90/);
  // 90 days span 13 or 14 ISO weeks, depending on the weekday: one column each.
  const columns = series.locator('.highcharts-series .highcharts-point');
  await expect.poll(async () => [13, 14].includes(await columns.count()), { timeout: 15_000 }).toBe(true);
});

test('a report for a custom range: figures, comparison, CSV download, and it survives a reload', async ({
  page,
}) => {
  await signInWithRollups(page);
  await openReporting(page);
  await pickCustomRange(page, daysAgo(42), daysAgo(40));
  await expect(page).toHaveURL(new RegExp(`range=custom&from=${daysAgo(42)}&to=${daysAgo(40)}`));

  // Three days of Alpha and Beta: 45,000 impressions, 750 clicks, $225.00 spend, 33 conversions, $630.00 revenue.
  await expect(kpi(page, 'spend').getByTestId('kpi-value')).toHaveText('$225.00');
  // A screen reader hears the spend axis' range in dollars, as the axis shows it, not in cents.
  await expect(
    page.getByTestId('time-series-chart').locator('[id^="highcharts-screen-reader-region-before"]'),
  ).toContainText(/Data ranges from \$\d+\.\d{2} to \$\d+\.\d{2}\./);
  await expect(kpi(page, 'impressions').getByTestId('kpi-value')).toHaveText('45,000');
  await expect(kpi(page, 'ctr').getByTestId('kpi-value')).toHaveText('1.67%');
  await expect(kpi(page, 'cpc').getByTestId('kpi-value')).toHaveText('$0.30');
  await expect(kpi(page, 'cpm').getByTestId('kpi-value')).toHaveText('$5.00');
  await expect(kpi(page, 'costPerConversion').getByTestId('kpi-value')).toHaveText('$6.82');
  await expect(kpi(page, 'roas').getByTestId('kpi-value')).toHaveText('2.80×');
  // Reach over two campaigns is not added up, and the card says why.
  await expect(kpi(page, 'reach').getByTestId('kpi-value')).toHaveText('—');
  await expect(kpi(page, 'reach').getByTestId('kpi-not-additive')).toHaveText(
    'Not added up across campaigns.',
  );
  // Against Alpha alone the three days before: spend +50 % (neutral), CTR 2 % → 1.67 % (worse).
  await expect(kpi(page, 'spend')).toContainText('+50%');
  await expect(kpi(page, 'ctr').getByLabel('Worse than the previous period: -16.7%')).toBeVisible();
  await expect(campaignRows(page)).toHaveCount(2);
  await expect(page.getByTestId('campaign-report-total')).toContainText('$225.00');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`report-${daysAgo(42)}_${daysAgo(40)}.csv`);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const rows = Papa.parse<string[]>(csv.trim()).data;
  // The tables of the page, each after an empty line: the campaigns', then the pivot and the comparison.
  const tables = rows.reduce<string[][][]>(
    (all, row) => (row.length === 1 && row[0] === '' ? [...all, []] : (all.at(-1)?.push(row), all)),
    [[]],
  );
  const [campaigns = [], pivot = [], comparison = []] = tables;
  expect(campaigns[0]?.slice(0, 6)).toEqual([
    'Campaign',
    'Impressions',
    'Reach',
    'Clicks',
    'CTR',
    'Spend (USD)',
  ]);
  expect(campaigns.map((row) => [row[0], row[5]])).toEqual([
    ['Campaign', 'Spend (USD)'],
    ['Alpha – US Feed', '150.00'],
    ['Beta – UK Stories', '75.00'],
    ['Total', '225.00'],
  ]);
  expect(campaigns.at(-1)?.[2]).toBe('');
  expect(tables).toHaveLength(3);
  // Titled as on the page, with the metric its cells hold.
  const pivotTitle = (pivot[0]?.[0] ?? '').replace(/ \(Spend\)$/, '');
  expect(pivot[0]?.[0]).toMatch(/^Campaigns by .+ \(Spend\)$/);
  await expect(page.getByText(pivotTitle, { exact: true })).toBeVisible();
  expect(
    pivot
      .slice(2)
      .map((row) => row[0])
      .sort(),
  ).toEqual(['Alpha – US Feed', 'Beta – UK Stories']);
  expect(comparison[0]?.[0]).toBe('Periods compared');
  // Spend against the three days before: $150.00, +50 %.
  const spend = comparison.find((row) => row[0] === 'Spend');
  expect(spend?.slice(1)).toEqual(['225.00', '150.00', '50.00']);

  await page.reload();
  await settled(page);
  await expect(page).toHaveURL(new RegExp(`from=${daysAgo(42)}&to=${daysAgo(40)}`));
  await expect(kpi(page, 'spend').getByTestId('kpi-value')).toHaveText('$225.00');
  await expect(page.getByPlaceholder('Start date')).toHaveValue(daysAgo(42));

  await chooseOption(page, page.getByTestId('report-campaign-filter'), 'Beta – UK Stories');
  await expect(kpi(page, 'spend').getByTestId('kpi-value')).toHaveText('$75.00');
  await expect(campaignRows(page)).toHaveCount(1);
  await expect(kpi(page, 'spend')).toContainText('No data for the previous period');
  // One campaign's reach is its own.
  await expect(kpi(page, 'reach').getByTestId('kpi-value')).toHaveText(/^\d[\d,]*$/);
});

test('a range without delivery says so instead of showing zeros', async ({ page }) => {
  await signInWithRollups(page);
  await openReporting(page);
  await expect(page.getByTestId('report-empty')).toContainText('No delivery in this period.');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});

test('a report is compared with up to three periods: the table shows each with its change, the chart draws each that delivered', async ({
  page,
}) => {
  await signInWithRollups(page);
  await page.goto(`/reporting?range=custom&from=${daysAgo(42)}&to=${daysAgo(40)}&compare=previous,lastYear`);
  await settled(page);
  const spend = page
    .getByTestId('period-comparison')
    .locator('tbody tr')
    .filter({ hasText: /^Spend/ });
  // This period $225.00; the previous one (Alpha alone) $150.00, +50 %; a year earlier: no delivery.
  await expect(spend.locator('td')).toHaveText(['Spend', '$225.00', '$150.00', '+50%', '—', '—']);
  // The dashes say why: that year had no delivery.
  await expect(page.getByTestId('comparison-no-data')).toHaveText(
    /^Same period last year \(.+\): no delivery in that period, so there is nothing to compare with\.$/,
  );

  // A third period, from 44 days ago: Alpha's three days and Beta's first, $175.00.
  const add = page.getByPlaceholder('Compare with a period starting on');
  await add.click();
  await add.fill(daysAgo(44));
  await add.press('Enter');
  await expect(page).toHaveURL(new RegExp(`compare=previous%2ClastYear%2C${daysAgo(44)}`));
  await expect(spend.locator('td')).toHaveText([
    'Spend',
    '$225.00',
    '$150.00',
    '+50%',
    '—',
    '—',
    '$175.00',
    '+28.6%',
  ]);
  await expect(add).toBeDisabled();
  // The chart: this period and the two compared periods that delivered, each named in the legend.
  await expect(page.getByTestId('time-series-chart').locator('.highcharts-legend-item')).toHaveCount(3);
  await expect(kpi(page, 'ctr').getByLabel('Worse than the previous period: -16.7%')).toBeVisible();

  await page.reload();
  await settled(page);
  await expect(spend.locator('td')).toHaveCount(8);
  // Without the previous period, the cards compare with the first one left: last year, without delivery.
  await page
    .getByTestId('report-compare')
    .locator('.ant-select-selection-item')
    .first()
    .locator('.ant-select-selection-item-remove')
    .click();
  await expect(page).toHaveURL(new RegExp(`compare=lastYear%2C${daysAgo(44)}`));
  await expect(kpi(page, 'spend')).toContainText('No data for Same period last year');
  await expect(spend.locator('td')).toHaveCount(6);
});

test('delivery broken down by gender and by ad set, pivots of campaigns against gender and of gender against country', async ({
  page,
}) => {
  await signInWithRollups(page);
  await page.goto(`/reporting?range=custom&from=${daysAgo(42)}&to=${daysAgo(40)}&compare=none`);
  await settled(page);

  await chooseOption(page, page.getByTestId('report-breakdown'), 'Gender');
  await expect(page).toHaveURL(/breakdown=gender/);
  const bars = page.getByTestId('breakdown-chart');
  await expect(bars.locator('.highcharts-title')).toHaveText('Spend by gender');
  // Men: Alpha's $60.00 and Beta's $75.00; women: Alpha's $90.00.
  await expect(bars.locator('.highcharts-xaxis-labels text')).toHaveText(['Men', 'Women']);
  await chooseOption(page, page.getByTestId('report-breakdown'), 'Ad set');
  await expect(bars.locator('.highcharts-xaxis-labels text')).toHaveText(['US · 25–34']);

  await chooseOption(page, page.getByTestId('report-pivot-dimension'), 'Gender');
  await expect(page).toHaveURL(/pivot=gender/);
  const pivot = page.getByTestId('report-pivot');
  await expectPivot(pivot, [
    ['Campaign', 'Men', 'Women'],
    ['Alpha – US Feed', '$60.00', '$90.00'],
    ['Beta – UK Stories', '$75.00', '$0.00'],
  ]);
  await page.reload();
  await settled(page);
  await expect(pivot.locator('thead th')).toHaveText(['Campaign', 'Men', 'Women']);

  // Genders against countries: the pair rollups, each cell the three days' sum. Picking for the rows
  // the columns' dimension moves the columns to another (countries).
  await chooseOption(page, page.getByTestId('report-pivot-rows'), 'Gender');
  await expect(page).toHaveURL(/pivotRows=gender/);
  await expect(page).not.toHaveURL(/[?&]pivot=/); // columns back to countries, the default
  await expect(page.getByText('Gender by country')).toBeVisible();
  await expectPivot(pivot, [
    ['Gender', 'United States', 'United Kingdom'],
    ['Men', '$60.00', '$75.00'],
    ['Women', '$90.00', '$0.00'],
  ]);
  // Gender for the columns swaps the two: the same documents, transposed.
  await chooseOption(page, page.getByTestId('report-pivot-dimension'), 'Gender');
  await expect(page).toHaveURL(/pivotRows=country&pivot=gender/);
  await expectPivot(pivot, [
    ['Country', 'Men', 'Women'],
    ['United States', '$60.00', '$90.00'],
    ['United Kingdom', '$75.00', '$0.00'],
  ]);
  // The campaign filter applies to the pivot: Beta's men in the United Kingdom alone.
  await chooseOption(page, page.getByTestId('report-campaign-filter'), 'Beta – UK Stories');
  await expectPivot(pivot, [
    ['Country', 'Men'],
    ['United Kingdom', '$75.00'],
  ]);
});

test('a scheduled report is set up, refused with a wrong or outside recipient, tested to the user, changed and deleted', async ({
  page,
}) => {
  const { user, drawer, form } = await newWeeklySpendSchedule(page);
  const recipients = form.getByLabel('Recipients');
  await recipients.fill('boss@example.com,');
  await recipients.fill('oops,');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('“oops” is not an e-mail address.')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Weekly spend');
  await form
    .locator('.ant-select-selection-item', { hasText: 'oops' })
    .locator('.ant-select-selection-item-remove')
    .click();
  // Reports go only to the account's people: an outside address is refused, what was typed kept.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(/Not members: boss@example\.com\./)).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Weekly spend');
  await form
    .locator('.ant-select-selection-item', { hasText: 'boss@example.com' })
    .locator('.ant-select-selection-item-remove')
    .click();
  await recipients.fill(`${user.email},`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-notification-notice').getByText('Scheduled report saved.')).toBeVisible();

  const schedule = drawer.getByTestId('schedule');
  await expect(schedule).toHaveCount(1);
  await expect(schedule).toContainText('Weekly (Mondays)');
  await expect(schedule).toContainText(`To ${user.email}`);
  await expect(schedule.getByTestId('schedule-next')).toContainText('Next sending:');
  await expect(schedule).toContainText('Not sent yet.');

  await schedule.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(
    page.locator('.ant-notification-notice').getByText('A test is on its way to you.'),
  ).toBeVisible();
  const run = schedule.getByTestId('schedule-run');
  await expect(run).toHaveCount(1);
  await expect(run).toContainText(`to ${user.email}`);
  await expect(run).toContainText('Test');
  const mail = await adminDb().collection('mail').where('uid', '==', user.uid).get();
  expect(mail.docs.map((doc) => doc.get('to'))).toEqual([[user.email]]);
  expect(String(mail.docs[0]?.get('message.subject'))).toMatch(/^Test: Weekly spend, your report for /);

  await schedule.getByRole('button', { name: 'Change' }).click();
  await chooseOption(page, drawer.getByTestId('schedule-format'), 'PDF');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(schedule).toContainText('PDF');

  await schedule.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
  await expect(drawer.getByTestId('schedules-empty')).toBeVisible();
});

test('a scheduled report arrives in the mail catcher on its schedule, its file attached', async ({
  page,
}) => {
  const { user, drawer, form } = await newWeeklySpendSchedule(page);
  await form.getByLabel('Recipients').fill(`${user.email},`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByTestId('schedule')).toContainText('Not sent yet.');

  // Its hour comes: the schedule is due, and the local scheduler — the one `npm start` runs, at a
  // second instead of a quarter of an hour — sends it as Cloud Scheduler would on a project.
  const [saved] = (await adminDb().collection(`users/${user.uid}/reportSchedules`).get()).docs;
  await saved?.ref.update({ nextRunAt: Timestamp.now() });
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp({ projectId: PROJECT_ID });
  const stop = startReportScheduler({ everyMs: 1000, run: sendDueReports });
  try {
    await expect
      .poll(async () => (await caughtMail(user.email)).map((mail) => mail.subject), { timeout: 30_000 })
      .toEqual([expect.stringMatching(/^Weekly spend: your report for /)]);
  } finally {
    stop();
  }
  const [mail] = await caughtMail(user.email);
  const [file] = mail?.attachments ?? [];
  expect(file?.filename).toMatch(/^Weekly-spend-.*\.csv$/);
  const rows = Papa.parse<string[]>(await caughtAttachment(mail!, file?.filename ?? '')).data;
  expect(rows[0]?.[0]).toBe('Campaign');
  expect(rows.some((row) => row[0] === 'Total')).toBe(true);

  // The schedule's history shows the sending, and when it sends next.
  await page.reload();
  await settled(page);
  await page.getByRole('button', { name: 'Schedule' }).click();
  const run = drawer.getByTestId('schedule-run');
  await expect(run).toHaveCount(1);
  await expect(run).toContainText(`to ${user.email}`);
  await expect(run).not.toContainText('Test');
});
