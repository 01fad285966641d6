import { expect, test, type Page } from './support/test';
import { createTestUser } from '../scripts/lib/testAccounts';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { chooseOption, settled, signIn } from './support/app';

function tableRows(page: Page, testId: string) {
  return page.getByTestId(testId).locator('tbody tr.ant-table-row');
}

async function openInfluencers(page: Page): Promise<void> {
  await page.getByTestId('nav-influencers').click();
  await expect(page).toHaveURL(/\/connect-influencer$/);
  await settled(page);
  await expect(tableRows(page, 'influencers-table')).toHaveCount(12);
}

test('a Basic account sees the catalogue and its seeded connections in every status', async ({ page }) => {
  await signIn(page, demoAccount('basic').email, DEMO_PASSWORD);
  await openInfluencers(page);
  await page.getByRole('tab', { name: 'My connections' }).click();
  await expect
    .poll(async () =>
      (await tableRows(page, 'connections-table').getByTestId('collaboration-status').allInnerTexts()).sort(),
    )
    .toEqual(['Accepted', 'Declined', 'Invited', 'Posted']);
});

test('filters by platform and niche and sorts by engagement', async ({ page }) => {
  await signIn(page, demoAccount('plus').email, DEMO_PASSWORD);
  await openInfluencers(page);
  await chooseOption(page, page.getByTestId('filter-platform'), 'Instagram');
  await expect
    .poll(async () => {
      const platforms = await tableRows(page, 'influencers-table').locator('td:nth-child(2)').allInnerTexts();
      return platforms.length > 0 && platforms.every((platform) => platform === 'Instagram');
    })
    .toBe(true);

  await chooseOption(page, page.getByTestId('filter-sort'), 'Highest engagement');
  await expect
    .poll(async () => {
      const rates = (
        await tableRows(page, 'influencers-table').locator('td:nth-child(6)').allInnerTexts()
      ).map((text) => Number.parseFloat(text));
      return (
        rates.length > 0 && rates.every((rate, index) => index === 0 || rate <= (rates[index - 1] ?? rate))
      );
    })
    .toBe(true);

  await chooseOption(page, page.getByTestId('filter-minEngagement'), 'At least 5 %');
  await expect
    .poll(async () => {
      const rates = (
        await tableRows(page, 'influencers-table').locator('td:nth-child(6)').allInnerTexts()
      ).map((text) => Number.parseFloat(text));
      const empty = await page.getByTestId('influencers-empty').count();
      return empty === 1 || (rates.length > 0 && rates.every((rate) => rate >= 5));
    })
    .toBe(true);
});

test('connecting an influencer creates an invitation that survives a reload', async ({ page }) => {
  const user = await createTestUser({
    prefix: 'connect',
    emailVerified: true,
    subscription: { selectedPlan: 'Basic', status: 'active' },
  });
  await signIn(page, user.email, user.password);
  await openInfluencers(page);
  await page.getByRole('tab', { name: 'My connections' }).click();
  await expect(page.getByTestId('connections-empty')).toBeVisible();
  await page.getByRole('tab', { name: 'Discover' }).click();

  const first = tableRows(page, 'influencers-table').first();
  const name = (await first.locator('td').first().locator('strong').innerText()).trim();
  await first.getByRole('button', { name: 'View' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer).toContainText(name);
  await expect(drawer.getByText('Average views')).toBeVisible();
  await drawer.getByLabel('Message').fill('We would love to work with you on our spring launch.');
  await drawer.getByRole('button', { name: 'Send connection request' }).click();
  await expect(page.locator('.ant-notification-notice').getByText('Connection request sent.')).toBeVisible();
  await expect(drawer.getByTestId('collaboration-status')).toHaveText('Invited');

  await page.reload();
  await settled(page);
  await page.getByRole('tab', { name: 'My connections' }).click();
  const row = tableRows(page, 'connections-table').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('collaboration-status')).toHaveText('Invited');
});
