import type { Page } from 'playwright-core';

/** The campaigns table's rows (antd adds a hidden measure row). */
export const ROW = '[data-testid="campaigns-table"] tbody tr.ant-table-row';

/** Opens a section as a user does: a click on its navigation entry. */
function byNav(testId: string): (page: Page) => Promise<void> {
  return (page) => page.getByTestId(testId).click();
}

/** Opens `url` inside the running app (client-side navigation, as a link would), not a page load. */
function byLink(url: string): (page: Page) => Promise<void> {
  return (page) =>
    page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
}

/** The local calendar day `offset` days ago, as the browser counts days. */
function dayAgo(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() - offset);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A report of the 365 days up to today (docs/product-rules.md §10.2, a year's report). */
const YEAR = { from: dayAgo(364), to: dayAgo(0) };

/**
 * The screens with data whose Firestore reads the benchmark reports and docs/capacity.md assumes,
 * each opened from the one before in this order as a signed-in user does, and what shows its first
 * data.
 */
export const SCREENS = [
  {
    name: 'influencers (first page)',
    open: byNav('nav-influencers'),
    data: '[data-testid="influencers-table"] tbody tr.ant-table-row',
  },
  {
    name: 'leads (first page)',
    open: byNav('nav-leads'),
    data: '[data-testid="leads-table"] tbody tr.ant-table-row',
  },
  { name: 'ad library (first page)', open: byNav('nav-adLibrary'), data: '[data-testid="ad-card"]' },
  { name: 'reporting (last 30 days)', open: byNav('nav-reporting'), data: '[data-testid="kpi-spend"]' },
  {
    // From the 30-day report, its remote loaded: the year's rollups read, checked and summed.
    name: 'reporting (year report)',
    open: byLink(`/reporting?range=custom&from=${YEAR.from}&to=${YEAR.to}`),
    data: `[data-testid="report"][data-range="${YEAR.from}_${YEAR.to}"]`,
  },
  {
    // From the year report: the last 30 days again, with a pivot of age by gender (its pair rollups).
    name: 'reporting (30 days, age × gender)',
    open: byLink('/reporting?pivotRows=age&pivot=gender'),
    data: '[data-testid="report-pivot"][data-rows="age"] tbody tr.ant-table-row',
  },
  {
    name: 'audiences (last 30 days)',
    open: byNav('nav-audiences'),
    data: '[data-testid="audiences-table"] tbody tr.ant-table-row',
  },
  { name: 'campaigns (first page)', open: byNav('nav-campaigns'), data: ROW },
] as const;
