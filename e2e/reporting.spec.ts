import { expect, test, type Page } from './support/test';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { encodeDailyRollup, type CampaignDay, type MetricTuple } from '@adplatform/delivery-metrics';
import { adminDb, createTestUser, type TestUser } from '../scripts/lib/testAccounts';
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
      alpha: { name: 'Alpha – US Feed', total: ALPHA, country: { US: ALPHA }, device: { mobile: ALPHA } },
    };
    if (days <= 42)
      campaigns.beta = {
        name: 'Beta – UK Stories',
        total: BETA,
        country: { GB: BETA },
        device: { desktop: BETA },
      };
    await adminDb()
      .doc(`users/${user.uid}/dailyMetrics/${daysAgo(days)}`)
      .set(encodeDailyRollup({ date: daysAgo(days), currency: 'USD', campaigns }));
  }
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
  await expect(series.locator('.highcharts-series path.highcharts-graph')).toHaveCount(1);
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
  const user = await basicWithRollups();
  await signIn(page, user.email, user.password);
  await settled(page);
  await openReporting(page);
  await pickCustomRange(page, daysAgo(42), daysAgo(40));
  await expect(page).toHaveURL(new RegExp(`range=custom&from=${daysAgo(42)}&to=${daysAgo(40)}`));

  // Three days of Alpha and Beta: 45,000 impressions, 750 clicks, $225.00 spend, 33 conversions, $630.00 revenue.
  await expect(kpi(page, 'spend').getByTestId('kpi-value')).toHaveText('$225.00');
  await expect(kpi(page, 'impressions').getByTestId('kpi-value')).toHaveText('45,000');
  await expect(kpi(page, 'ctr').getByTestId('kpi-value')).toHaveText('1.67%');
  await expect(kpi(page, 'cpc').getByTestId('kpi-value')).toHaveText('$0.30');
  await expect(kpi(page, 'cpm').getByTestId('kpi-value')).toHaveText('$5.00');
  await expect(kpi(page, 'costPerConversion').getByTestId('kpi-value')).toHaveText('$6.82');
  await expect(kpi(page, 'roas').getByTestId('kpi-value')).toHaveText('2.80×');
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
  expect(rows[0]?.slice(0, 6)).toEqual(['Campaign', 'Impressions', 'Reach', 'Clicks', 'CTR', 'Spend (USD)']);
  expect(rows.map((row) => [row[0], row[5]])).toEqual([
    ['Campaign', 'Spend (USD)'],
    ['Alpha – US Feed', '150.00'],
    ['Beta – UK Stories', '75.00'],
    ['Total', '225.00'],
  ]);

  await page.reload();
  await settled(page);
  await expect(page).toHaveURL(new RegExp(`from=${daysAgo(42)}&to=${daysAgo(40)}`));
  await expect(kpi(page, 'spend').getByTestId('kpi-value')).toHaveText('$225.00');
  await expect(page.getByPlaceholder('Start date')).toHaveValue(daysAgo(42));

  await chooseOption(page, page.getByTestId('report-campaign-filter'), 'Beta – UK Stories');
  await expect(kpi(page, 'spend').getByTestId('kpi-value')).toHaveText('$75.00');
  await expect(campaignRows(page)).toHaveCount(1);
  await expect(kpi(page, 'spend')).toContainText('No data for the previous period');
});

test('a range without delivery says so instead of showing zeros', async ({ page }) => {
  const user = await basicWithRollups();
  await signIn(page, user.email, user.password);
  await settled(page);
  await openReporting(page);
  await expect(page.getByTestId('report-empty')).toContainText('No delivery in this period.');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});
