import { expect, test, type Page } from './support/test';
import { adminDb, createTestUser, type TestUser } from '../scripts/lib/testAccounts';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { campaignRows, pathOf, settled, signIn } from './support/app';

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

/** Picks countries in the audience step's multiple select. */
async function chooseCountry(page: Page, country: string): Promise<void> {
  await page.getByLabel('Locations').click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${country}"]`).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('audience-locations')).toContainText(country);
}

test('a Plus user creates a campaign through every step, its budget on its ad set, and finds it at /', async ({
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
  await expect(page.getByTestId('step-audience')).toBeVisible();
  const estimate = page.getByTestId('audience-estimate');
  await expect(estimate).toContainText(
    "Choose a location and a gender to see the audience's estimated size.",
  );
  await chooseCountry(page, 'Spain');
  // The estimate follows the audience: Spain's reachable people, then fewer with an interest.
  await expect(estimate).toContainText('Estimated audience size: 28M – 37M people');
  await page.getByLabel('Interests').fill('cycling');
  await page.getByLabel('Interests').press('Enter');
  await expect(estimate).toContainText('Estimated audience size: 1.7M – 2.2M people');
  await next(page);
  await expect(page.getByTestId('step-budget')).toBeVisible();
  await page.getByTestId('budget-level').getByText('Each ad set', { exact: true }).click();
  await page.getByLabel('Amount').fill('25');
  await next(page);
  await expect(page.getByTestId('step-creative')).toBeVisible();
  await page.getByLabel('Headline').fill('Winter is coming');
  await page.getByLabel('Primary text').fill('Everything for the slopes, 20% off this week.');
  await page.getByLabel('Destination URL').fill('https://example.com/winter');
  await next(page);

  await expect(page.getByTestId('step-review')).toBeVisible();
  await expect(page.getByTestId('review-budget')).toContainText('Each ad set · Daily budget · $25.00');
  await expect(page.getByTestId('review-creative')).toContainText('No image or video');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(
    page.locator('.ant-notification-notice').getByText(`Campaign “${name}” created.`),
  ).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/');
  // The new campaign opens over the list, at an address of its own.
  await expect(page).toHaveURL(/\?campaign=[A-Za-z0-9]+$/);
  await expect(page.locator('.ant-drawer-content')).toContainText(name);
  await expect(campaignRows(page).filter({ hasText: name })).toHaveCount(1);
  // Created, the draft is gone from the list of drafts.
  await expect(page.getByTestId('campaign-drafts')).toHaveCount(0);
  // The budget is its ad set's: the list shows it as theirs, and the ad set holds it.
  await expect(campaignRows(page).filter({ hasText: name }).getByTestId('budget-on-ad-sets')).toBeVisible();
  const campaigns = await adminDb().collection(`users/${user.uid}/campaigns`).where('name', '==', name).get();
  const adSets = await campaigns.docs[0]?.ref.collection('adSets').get();
  expect(adSets?.docs.map((adSet) => [adSet.get('budgetType'), adSet.get('budgetMinor')])).toEqual([
    ['daily', 2_500],
  ]);
});

test('the review lists each step’s blocking errors with a link back to the step', async ({ page }) => {
  const user = await plusUser();
  await signIn(page, user.email, user.password);
  await settled(page);
  await openWizard(page);
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByTestId('step-review')).toBeVisible();
  await expect(page.getByTestId('review-objective')).toContainText('Campaign name: Required.');
  await expect(page.getByTestId('review-audience')).toContainText('Locations: Required.');
  await expect(page.getByTestId('review-budget')).toContainText('Amount: Required.');
  await expect(page.getByTestId('review-creative')).toContainText(
    'Destination URL: Enter a full https:// address.',
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
  await expect(page.getByTestId('step-audience')).toBeVisible();
  await expect(page.getByTestId('audience-locations')).toContainText('Mexico');

  await page.getByTestId('nav-campaigns').click();
  await settled(page);
  const draft = page.getByTestId('campaign-draft').filter({ hasText: 'Half-way campaign' });
  await expect(draft).toContainText('Step 2 of 5');
  await draft.getByRole('link', { name: 'Resume Half-way campaign' }).click();
  await expect(page.getByTestId('step-audience')).toBeVisible();
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
