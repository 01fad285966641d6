import { expect, test, type Page } from './support/test';
import { adminDb, createTestUser, type TestUser } from '../scripts/lib/testAccounts';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { campaignRows, chooseOption, pathOf, settled, signIn } from './support/app';

async function plusUser(): Promise<TestUser> {
  return createTestUser({
    prefix: 'wizard',
    emailVerified: true,
    subscription: { selectedPlan: 'Plus', status: 'active' },
  });
}

async function openWizard(page: Page): Promise<void> {
  // The page header's button (an empty list offers one too).
  await page.getByRole('button', { name: 'Create campaign' }).first().click();
  await expect(page).toHaveURL(/\/create-campaign/);
  await expect(page.getByTestId('step-objective')).toBeVisible();
}

async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The tab shown of a tab bar (`ad-set-tabs`, `ad-tabs-0`): the others are hidden. */
function shownTab(page: Page, testId: string) {
  return page.getByTestId(testId).getByRole('tabpanel');
}

/** Picks a country in the shown ad set's locations. */
async function chooseCountry(page: Page, country: string): Promise<void> {
  const locations = shownTab(page, 'ad-set-tabs').getByTestId('audience-locations');
  await chooseOption(page, locations, country);
  await page.keyboard.press('Escape');
  await expect(locations).toContainText(country);
}

/** Fills the shown ad of the ad set at `adSetIndex`. */
async function fillAd(page: Page, adSetIndex: number, headline: string): Promise<void> {
  const ad = shownTab(page, `ad-tabs-${adSetIndex}`);
  await ad.getByLabel('Headline').fill(headline);
  await ad.getByLabel('Primary text').fill('Everything for the slopes, 20% off this week.');
  await ad.getByLabel('Destination URL').fill('https://www.example.com/winter');
}

test('a Plus user builds a campaign of two ad sets and three ads, each ad set with its budget, and finds it at /', async ({
  page,
}) => {
  const user = await plusUser();
  await signIn(page, user.email, user.password);
  await settled(page);
  await openWizard(page);
  const name = `Wizard launch ${Date.now()}`;

  await page.getByLabel('Campaign name').fill(name);
  await page.getByText('Traffic', { exact: true }).click();
  await next(page);
  await expect(page.getByTestId('step-adSets')).toBeVisible();
  let adSet = shownTab(page, 'ad-set-tabs');
  const estimate = adSet.getByTestId('audience-estimate');
  await expect(estimate).toContainText(
    "Choose a location and a gender to see the audience's estimated size.",
  );
  await adSet.getByLabel('Ad set name').fill('Spain cyclists');
  await chooseCountry(page, 'Spain');
  // The estimate follows the audience: Spain's reachable people, then fewer with an interest.
  await expect(estimate).toContainText('Estimated audience size: 28M – 37M people');
  // Interests come from the list the backend serves: with no network connected, the product's own,
  // each with its topic and the share of people holding it, which the estimate narrows by.
  await adSet.getByLabel('Interests').click();
  await adSet.getByLabel('Interests').fill('cyc');
  const cycling = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
    hasText: 'Cycling',
  });
  await expect(cycling).toContainText('Cycling · Sports and outdoors · 5% of people');
  await cycling.click();
  await page.keyboard.press('Escape');
  await expect(adSet.getByTestId('audience-interests')).toContainText('Cycling');
  await expect(adSet.getByText("Interests from the product's own list.")).toBeVisible();
  await expect(estimate).toContainText('Estimated audience size: 1.4M – 1.9M people');
  await expect(estimate).toContainText("An estimate from the product's own model");
  // A second ad set, in Mexico, on stories only.
  await page.getByRole('button', { name: 'Add an ad set' }).click();
  adSet = shownTab(page, 'ad-set-tabs');
  await adSet.getByLabel('Ad set name').fill('Mexico stories');
  await chooseCountry(page, 'Mexico');
  await adSet.getByText('Manual placements').click();
  await adSet.getByTestId('placements-chosen').getByText('Stories', { exact: true }).click();
  await next(page);

  await expect(page.getByTestId('step-budget')).toBeVisible();
  await page.getByTestId('budget-level').getByText('Each ad set', { exact: true }).click();
  await page.getByLabel('Amount for Spain cyclists').fill('25');
  await page.getByLabel('Amount for Mexico stories').fill('10');
  await next(page);

  await expect(page.getByTestId('step-ads')).toBeVisible();
  await fillAd(page, 0, 'Winter is coming');
  // The preview follows the ad: in a feed, then in stories.
  const spainAds = page.getByTestId('ads-of-ad-set-0');
  const feed = spainAds.getByTestId('ad-preview-feed');
  await expect(feed).toContainText('Winter is coming');
  await expect(feed).toContainText('EXAMPLE.COM');
  await expect(feed).toContainText('Learn more');
  await spainAds.getByText('Stories', { exact: true }).click();
  await expect(spainAds.getByTestId('ad-preview-story')).toContainText('Winter is coming');
  await spainAds.getByRole('button', { name: 'Add an ad' }).click();
  await fillAd(page, 0, 'Ride all winter');
  await fillAd(page, 1, 'Invierno en historias');
  await next(page);

  await expect(page.getByTestId('step-review')).toBeVisible();
  await expect(page.getByTestId('review-budget')).toContainText(
    'Each ad set · Daily budget · Spain cyclists $25.00 · Mexico stories $10.00',
  );
  await expect(page.getByTestId('review-adSets')).toContainText(
    'Mexico stories: 1 location · ages 18–65 · Stories',
  );
  await expect(page.getByTestId('review-ads')).toContainText(
    'Spain cyclists: Winter is coming · Ride all winter',
  );
  await expect(page.getByTestId('review-ads')).toContainText('Mexico stories · Ad 1 — No image or video');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(
    page.locator('.ant-notification-notice').getByText(`Campaign “${name}” created.`),
  ).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/');
  // The new campaign opens over the list, at an address of its own.
  await expect(page).toHaveURL(/\?campaign=[A-Za-z0-9]+$/);
  await expect(page.locator('.ant-drawer-section')).toContainText(name);
  await expect(campaignRows(page).filter({ hasText: name })).toHaveCount(1);
  // Created, the draft is gone from the list of drafts.
  await expect(page.getByTestId('campaign-drafts')).toHaveCount(0);
  // The budget is its ad sets': the list shows it as theirs, and each ad set holds its own.
  await expect(campaignRows(page).filter({ hasText: name }).getByTestId('budget-on-ad-sets')).toBeVisible();
  const campaigns = await adminDb().collection(`users/${user.uid}/campaigns`).where('name', '==', name).get();
  const campaign = campaigns.docs[0]!.ref;
  const adSets = (await campaign.collection('adSets').get()).docs;
  expect(
    adSets.map((doc) => [doc.get('name'), doc.get('budgetMinor'), doc.get('placements').length]).sort(),
  ).toEqual([
    ['Mexico stories', 1_000, 1],
    ['Spain cyclists', 2_500, 5],
  ]);
  expect(adSets.find((doc) => doc.get('name') === 'Spain cyclists')?.get('audience.interests')).toEqual([
    { id: 'local:cycling', name: 'Cycling' },
  ]);
  const ads = (await campaign.collection('ads').get()).docs;
  const spain = adSets.find((doc) => doc.get('name') === 'Spain cyclists')?.id;
  expect(
    ads
      .filter((ad) => ad.get('adSetId') === spain)
      .map((ad) => ad.get('name'))
      .sort(),
  ).toEqual(['Ride all winter', 'Winter is coming']);
  expect(ads).toHaveLength(3);
});

test('the review lists each step’s blocking errors with a link back to the step', async ({ page }) => {
  const user = await plusUser();
  await signIn(page, user.email, user.password);
  await settled(page);
  await openWizard(page);
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByTestId('step-review')).toBeVisible();
  await expect(page.getByTestId('review-objective')).toContainText('Campaign name: Required.');
  await expect(page.getByTestId('review-adSets')).toContainText('Ad set 1 — Locations: Required.');
  await expect(page.getByTestId('review-budget')).toContainText('Amount: Required.');
  await expect(page.getByTestId('review-ads')).toContainText(
    'Ad set 1 · Ad 1 — Destination URL: Enter a full https:// address.',
  );
  await expect(page.getByRole('button', { name: 'Create campaign' })).toBeDisabled();
  await page.getByRole('button', { name: 'Edit Budget and schedule' }).click();
  await expect(page.getByTestId('step-budget')).toBeVisible();
  await expect(page.getByTestId('error-budget.amountMinor')).toHaveText('Required.');
});

test('a draft saves as the user types, survives a reload, and is resumed from the campaigns list', async ({
  page,
}) => {
  const user = await plusUser();
  await signIn(page, user.email, user.password);
  await settled(page);
  await openWizard(page);
  await page.getByLabel('Campaign name').fill('Half-way campaign');
  await page.getByTestId('step-objective').getByText('Leads', { exact: true }).click();
  await next(page);
  await chooseCountry(page, 'Mexico');
  await expect(page.getByTestId('draft-state')).toHaveText('Draft saved');
  await expect(page).toHaveURL(/\?draft=/);

  await page.reload();
  await settled(page);
  await expect(page.getByTestId('step-adSets')).toBeVisible();
  await expect(page.getByTestId('audience-locations')).toContainText('Mexico');

  await page.getByTestId('nav-campaigns').click();
  await settled(page);
  const draft = page.getByTestId('campaign-draft').filter({ hasText: 'Half-way campaign' });
  await expect(draft).toContainText('Step 2 of 5');
  await draft.getByRole('link', { name: 'Resume Half-way campaign' }).click();
  await expect(page.getByTestId('step-adSets')).toBeVisible();
  await expect(page.getByTestId('audience-locations')).toContainText('Mexico');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Campaign name')).toHaveValue('Half-way campaign');
});

test('moving through an empty wizard saves no draft', async ({ page }) => {
  const user = await plusUser();
  await signIn(page, user.email, user.password);
  await settled(page);
  await openWizard(page);
  await next(page);
  await next(page);
  await expect(page.getByTestId('step-budget')).toBeVisible();
  await page.waitForTimeout(1_500); // longer than the autosave's debounce
  await expect(page).not.toHaveURL(/\?draft=/);
  expect((await adminDb().collection(`users/${user.uid}/campaignDrafts`).get()).size).toBe(0);
});

test('a Basic user is sent away from /create-campaign to /settings', async ({ page }) => {
  await signIn(page, demoAccount('basic').email, DEMO_PASSWORD);
  await settled(page);
  await page.goto('/create-campaign');
  await expect.poll(() => pathOf(page)).toBe('/settings');
});
