import { expect, test } from './support/test';
import { searchArchive, standInArchive } from '../scripts/ad-networks/metaAdArchive';
import { givenAdvertiser } from './support/advertiser';
import { chooseOption, settled, signIn } from './support/app';

test("an advertiser searches Meta's Ad Library through their Meta connection: the ads ads_archive answers, each linked to Meta's page, saved to a board", async ({
  page,
}) => {
  // A trip through Meta's dialog besides the search: longer than one journey.
  test.slow();
  const advertiser = await givenAdvertiser('Plus', 1);
  await signIn(page, advertiser.email, advertiser.password);
  await settled(page);
  await page.getByTestId('nav-adLibrary').click();
  await settled(page);
  await page.getByRole('tab', { name: 'Meta Ad Library' }).click();
  await expect(page).toHaveURL(/\/ad-library\?tab=meta$/);
  const view = page.getByRole('region', { name: 'Search Meta’s Ad Library' });
  await expect(view).toContainText('every ad delivered in the EU or the UK in the last year');

  // Without Meta, the search says where to connect it.
  await view.getByRole('button', { name: 'Search Meta' }).click();
  await expect(view.getByTestId('meta-library-failure')).toContainText('Connect Meta in Settings');
  await view.getByRole('link', { name: 'Connect Meta' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await settled(page);
  await page
    .getByRole('region', { name: 'Ad networks' })
    .getByRole('button', { name: 'Connect Meta' })
    .click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Meta is connected. Choose the ad accounts to bring in.')).toBeVisible();

  // The search names words and countries; the ads shown are those the archive answers, in its order.
  await page.getByTestId('nav-adLibrary').click();
  await settled(page);
  await page.getByRole('tab', { name: 'Meta Ad Library' }).click();
  await view.getByLabel('Words the ads contain').fill('coffee');
  await chooseOption(page, view.getByTestId('meta-library-countries'), 'Germany');
  await page.keyboard.press('Escape');
  await view.getByRole('button', { name: 'Search Meta' }).click();
  const expected = searchArchive(
    standInArchive(new Date()),
    { search_terms: 'coffee', ad_reached_countries: '["GB","DE"]', ad_type: 'ALL', ad_active_status: 'ALL' },
    new Date(),
  );
  if (!Array.isArray(expected))
    throw new Error(`the stand-in's archive refused the search: ${JSON.stringify(expected)}`);
  expect(expected.length).toBeGreaterThan(1);
  const found = view.getByTestId('meta-library-results').getByTestId('ad-card');
  await expect(found).toHaveCount(expected.length);
  const links = found.getByRole('link', { name: 'See the creative in Meta’s Ad Library' });
  await expect
    .poll(() => links.evaluateAll((all) => all.map((link) => link.getAttribute('href'))))
    .toEqual(expected.map(({ id }) => `https://www.facebook.com/ads/library/?id=${id}`));
  await expect(found.getByTestId('ad-advertiser').first()).toHaveText('Alba Coffee Roasters');

  // Its detail says where it comes from and when it was read, with its reach in the EU.
  const first = found.first();
  const title = (await first.getByRole('heading', { level: 2 }).innerText()).trim();
  await first.getByRole('link', { name: `Open the ad “${title}”` }).click();
  await expect(page).toHaveURL(/[?&]ad=meta_\d+/);
  const source = page.getByTestId('ad-detail-source');
  await expect(source).toContainText('From Meta’s Ad Library, read on');
  await expect(source).toContainText(/Reached [\d,]+ people in the EU\./u);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('ad-detail')).toHaveCount(0);

  // Saved to a board like any ad of the library.
  await first.getByRole('button', { name: `Save to board: “${title}”` }).click();
  const dialog = page.getByRole('dialog');
  await expect(page.locator('.ant-modal')).not.toHaveClass(/-(appear|enter)/);
  await dialog.getByLabel('Name of the new board').fill('Coffee in Europe');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.locator('.ant-notification-notice').getByText('Saved to “Coffee in Europe”.'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'My boards' }).click();
  const saved = page.getByRole('tabpanel').getByTestId('ad-card');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(title);
});
