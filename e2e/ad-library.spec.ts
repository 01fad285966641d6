import { expect, test, type Page } from './support/test';
import { createTestUser } from '../scripts/lib/testAccounts';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { chooseOption, settled, signIn } from './support/app';

function cards(page: Page) {
  return page.getByTestId('ad-card');
}

async function openLibrary(page: Page): Promise<void> {
  await page.getByTestId('nav-adLibrary').click();
  await expect(page).toHaveURL(/\/ad-library$/);
  await settled(page);
  await expect(cards(page)).toHaveCount(12);
}

test('the Plus demo account searches the library by advertiser and filters it', async ({ page }) => {
  await signIn(page, demoAccount('plus').email, DEMO_PASSWORD);
  await openLibrary(page);
  await page.getByLabel('Search ads by advertiser or keyword').fill('northwind');
  await page.getByLabel('Search ads by advertiser or keyword').press('Enter');
  await expect
    .poll(async () => {
      const advertisers = await page.getByTestId('ad-advertiser').allInnerTexts();
      return advertisers.length > 0 && advertisers.every((name) => name === 'Northwind Coffee');
    })
    .toBe(true);

  await chooseOption(page, page.getByTestId('ad-filter-activity'), 'Active');
  await expect
    .poll(async () => {
      const count = await cards(page).count();
      const active = await cards(page).filter({ hasText: 'Active' }).count();
      const empty = await page.getByTestId('ads-empty').count();
      return empty === 1 || (count > 0 && count === active);
    })
    .toBe(true);
  await expect(page.getByRole('tab', { name: 'My boards' })).toBeVisible();
});

test('an ad saved to a new named board is listed there after a reload, and can be removed', async ({
  page,
}) => {
  const user = await createTestUser({
    prefix: 'boards',
    emailVerified: true,
    subscription: { selectedPlan: 'Plus', status: 'active' },
  });
  await signIn(page, user.email, user.password);
  await openLibrary(page);
  const first = cards(page).first();
  const headline = (await first.getByRole('heading', { level: 2 }).innerText()).trim();
  await first.getByRole('button', { name: `Save to board: “${headline}”` }).click();
  const dialog = page.getByRole('dialog');
  // A click inside a dialog still zooming in can be lost on a busy main thread.
  await expect(page.locator('.ant-modal')).not.toHaveClass(/-(appear|enter)/);
  await dialog.getByLabel('Name of the new board').fill('Summer ideas');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-notification-notice').getByText('Saved to “Summer ideas”.')).toBeVisible();

  await page.reload();
  await settled(page);
  await page.getByRole('tab', { name: 'My boards' }).click();
  await expect(page.getByTestId('board-select')).toContainText('Summer ideas (1)');
  const saved = page.getByRole('tabpanel').getByTestId('ad-card');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(headline);

  await saved.getByRole('button', { name: 'Remove from board' }).click();
  await expect(page.getByTestId('board-empty')).toBeVisible();
  await page.reload();
  await settled(page);
  await page.getByRole('tab', { name: 'My boards' }).click();
  await expect(page.getByTestId('board-select')).toContainText('Summer ideas (0)');
});
