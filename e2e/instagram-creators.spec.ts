import { expect, test } from './support/test';
import { adminDb } from '../scripts/lib/testAccounts';
import { givenAdvertiser } from './support/advertiser';
import { settled, signIn } from './support/app';

/** The stand-in's creator added by handle here (the seed adds two others). */
const LUCA = 'ig_17841400000000103';

test('a creator added by Instagram handle shows their figures, once Instagram creators are turned on with a consent of their own', async ({
  page,
}) => {
  // Two trips through Meta's dialog besides the section: longer than one journey.
  test.slow();
  await adminDb().doc(`influencers/${LUCA}`).delete();
  const advertiser = await givenAdvertiser('Basic', 1);
  await signIn(page, advertiser.email, advertiser.password);
  await settled(page);
  await page.getByTestId('nav-influencers').click();
  await settled(page);
  const dialog = page.getByRole('dialog', { name: 'Add a creator from Instagram' });
  const username = dialog.getByLabel('Instagram username');
  // antd keeps the spinner's label in a button that was busy once: "loading Add" after a first try.
  const add = dialog.getByRole('button', { name: /^(loading )?Add$/ });

  // Without Meta, adding says where to connect it.
  await page.getByRole('button', { name: 'Add from Instagram' }).click();
  await username.fill('luca_lifts');
  await add.click();
  await expect(dialog.getByTestId('instagram-refusal')).toContainText('Connect Meta in Settings');
  await expect(username).toHaveValue('luca_lifts');
  await dialog.getByRole('link', { name: 'Open Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await settled(page);

  // Connected for campaigns alone; Instagram creators name what they ask of Meta, and ask for it only now.
  const networks = page.getByRole('region', { name: 'Ad networks' });
  await networks.getByRole('button', { name: 'Connect Meta' }).click();
  await expect(page.getByText('Read insights of the Instagram account connected to your Page')).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Meta is connected. Choose the ad accounts to bring in.')).toBeVisible();
  const creators = networks.getByTestId('creators');
  await expect(creators.getByTestId('creators-permissions')).toContainText('instagram_manage_insights');
  await creators.getByRole('button', { name: 'Turn on Instagram creators' }).click();
  await expect(page.getByText('Read insights of the Instagram account connected to your Page')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Instagram creators are on for Meta. Add a creator by username from Influencers.'),
  ).toBeVisible();
  await expect(creators.getByTestId('creators-on')).toBeVisible();

  // A username Instagram would not allow is refused before anything is asked; an account Meta does
  // not find is refused in Meta's words; what was typed stays.
  await page.getByTestId('nav-influencers').click();
  await settled(page);
  await page.getByRole('button', { name: 'Add from Instagram' }).click();
  await username.fill('two words');
  await add.click();
  await expect(dialog.getByText('An Instagram username has only letters')).toBeVisible();
  await username.fill('private.pat');
  await add.click();
  await expect(dialog.getByTestId('instagram-refusal')).toHaveText(
    'Instagram refused: The user with username: private.pat cannot be found.',
  );
  await expect(username).toHaveValue('private.pat');

  // Added by handle: the profile opens with what Instagram gives, dated, and says what it does not give.
  await username.fill('@luca_lifts');
  await add.click();
  await expect(page.getByText('Luca Bianchi was added from Instagram.')).toBeVisible();
  const kept = (await adminDb().doc(`influencers/${LUCA}`).get()).data()!;
  const profile = page.locator('.ant-drawer-section');
  await expect(profile).toContainText('Luca Bianchi · @luca_lifts');
  await expect(profile.getByTestId('metrics-freshness')).toContainText('Metrics last refreshed on');
  await expect(profile.getByTestId('instagram-source')).toContainText('Read from Instagram');
  await expect(profile.getByRole('link', { name: 'View on Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/luca_lifts/',
  );
  const figure = (label: string) => profile.locator('tr', { has: page.getByText(label, { exact: true }) });
  await expect(figure('Followers')).toContainText('203.5K');
  await expect(figure('Posts')).toContainText('1,184');
  await expect(figure('Engagement')).toContainText(`${String(kept.engagementRate)} %`);
  await expect(figure('Price from')).toContainText('Not given');
  await expect(figure('Niche')).toContainText('Not given');
  await expect(profile.getByText("The platform has not reported this creator's audience.")).toBeVisible();
  const posts = profile.getByTestId('recent-post');
  await expect(posts).toHaveCount(6);
  await expect(posts.first().getByRole('link')).toHaveAttribute(
    'href',
    /^https:\/\/www\.instagram\.com\/p\//,
  );
  await expect(posts.first()).toContainText(/ likes · .* comments$/);

  // Refreshed from the profile; found in Discover by their handle like any creator.
  await profile.getByRole('button', { name: 'Refresh from Instagram' }).click();
  await expect(page.getByText("Luca Bianchi's figures were refreshed from Instagram.")).toBeVisible();
  await page.keyboard.press('Escape');
  // The drawer keeps the focus until it has closed: what is typed before would not reach the search.
  await expect(profile).toBeHidden();
  const box = page.getByLabel('Search creators by name or handle');
  await box.fill('luca_lifts');
  await box.press('Enter');
  const row = page.getByTestId('influencers-table').locator('tbody tr.ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('@luca_lifts');
  await expect(row).toContainText('Not given');
});
