import { expect, test } from './support/test';
import { createHash, randomInt } from 'node:crypto';
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { DEMO_GOOGLE_ADS_ORIGIN, DEMO_META_ORIGIN } from '@adplatform/ad-networks/demo';
import { getAuth } from 'firebase-admin/auth';
import { addStandInPerson } from '../scripts/ad-networks/standInPeople';
import { adminApp, adminDb } from '../scripts/lib/testAccounts';
import { pngBytes } from '../scripts/lib/testMedia';
import { DEMO_NETWORKS_ACCOUNT, DEMO_PASSWORD } from '../scripts/seed/demoAccounts';
import { givenAdvertiser } from './support/advertiser';
import { campaignRows, chooseFiles, chooseOption, openSettings, settled, signIn } from './support/app';

test.describe('connecting an ad network (docs/product-rules.md §10.10)', () => {
  test('an advertiser connects Meta through its login dialog, chooses an ad account whose campaigns come in, changes one on Meta, and disconnects', async ({
    page,
  }) => {
    // A connection, a first sync of a year, two changes sent to Meta: longer than one journey.
    test.slow();
    const advertiser = await givenAdvertiser('Basic', 1);
    await signIn(page, advertiser.email, advertiser.password);
    await settled(page);
    await openSettings(page);
    const networks = page.getByRole('region', { name: 'Ad networks' });
    await expect(networks.getByText('Meta is not connected.')).toBeVisible();

    // Cancelled on Meta's dialog: back in settings, nothing changed.
    await networks.getByRole('button', { name: 'Connect Meta' }).click();
    await expect(page.getByRole('heading', { name: 'Connect your ad accounts' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText('The connection was cancelled on Meta: nothing changed.')).toBeVisible();
    await expect(networks.getByText('Meta is not connected.')).toBeVisible();

    // Allowed on Meta's dialog: the ad accounts the person manages are listed.
    await networks.getByRole('button', { name: 'Connect Meta' }).click();
    await expect(page.getByText('Manage your ads')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText('Meta is connected. Choose the ad accounts to bring in.')).toBeVisible();
    await expect(networks.getByText(`Meta connected by ${advertiser.email}`, { exact: false })).toBeVisible();
    const us = networks.getByRole('checkbox', { name: 'Demo Shoes – US (act_1000000002, USD)' });
    await expect(networks.getByRole('checkbox', { name: /Demo Shoes – Europe/ })).not.toBeChecked();
    await us.check();
    await networks.getByRole('button', { name: 'Save the choice' }).click();
    await expect(page.getByText('The choice of ad accounts is saved.')).toBeVisible();
    // Chosen, the account comes in at once: its campaigns and their delivery.
    await expect(page.getByText(/^Brought in from Meta: \d+ campaigns\.$/)).toBeVisible({ timeout: 90_000 });
    await expect(networks.getByTestId('meta-last-synced')).toContainText('Last brought in on');
    await page.reload();
    await settled(page);
    await expect(us).toBeChecked();
    // A token in its last week: the connection asks to be made again before it ends.
    await adminDb()
      .doc(`users/${advertiser.uid}/adConnections/meta`)
      .update({ tokenExpiresAt: Timestamp.fromMillis(Date.now() + 3 * 86_400_000) });
    await page.reload();
    await settled(page);
    const expiring = networks.getByTestId('meta-expiring');
    await expect(expiring).toContainText("Meta's connection ends on");
    await expect(expiring.getByRole('button', { name: 'Reconnect Meta' })).toBeVisible();
    const synced = await adminDb()
      .collection(`users/${advertiser.uid}/campaigns`)
      .where('source.adAccountId', '==', 'act_1000000002')
      .get();
    expect(synced.size).toBe(12);
    // A running campaign that optimises for leads, with its delivery brought in (the stand-in's book).
    const name = 'Black Friday – Past Buyers #3';
    const campaign = synced.docs.find((doc) => doc.get('name') === name)!;
    expect(Number(campaign.get('metrics.lifetime.impressions'))).toBeGreaterThan(0);
    const onMeta = async () =>
      (await (
        await fetch(`${DEMO_META_ORIGIN}/_test/campaigns/${campaign.get('source.campaignId')}`)
      ).json()) as {
        status: string;
        daily_budget: string;
      };
    await page.getByTestId('nav-campaigns').click();
    await settled(page);
    await page.getByLabel('Search campaigns by name').fill('Black');
    await page.getByLabel('Search campaigns by name').press('Enter');
    const row = campaignRows(page).filter({ hasText: name });
    await expect(row).toHaveCount(1);

    // Paused here, paused on Meta.
    await row.getByRole('switch', { name: `Turn ${name} on or off` }).click();
    await expect(row.getByRole('switch', { name: `Turn ${name} on or off` })).not.toBeChecked();
    await expect.poll(async () => (await onMeta()).status).toBe('PAUSED');
    // A budget the product allows and Meta does not: Meta's words, the budget as it was, here and there.
    await row.getByRole('button', { name: `Edit the budget of ${name}` }).click();
    await row.getByLabel('Budget in USD').fill('2');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(
        `${name}: The ad network refused it: The minimum budget for this campaign is $5.00 a day.`,
      ),
    ).toBeVisible();
    await expect(row.getByRole('alert')).toHaveText(
      'The ad network refused it: The minimum budget for this campaign is $5.00 a day.',
    );
    await row.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('$172.00 / day');
    expect((await onMeta()).daily_budget).toBe('17200');

    // Opened, it lists the ad sets and ads Meta holds; an ad set switched off here is off on Meta.
    const adSets = await campaign.ref.collection('adSets').orderBy('name').get();
    expect(adSets.size).toBe(2);
    await page.goto(`/?campaign=${campaign.id}`);
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading', { name })).toBeVisible();
    for (const { id } of adSets.docs) {
      await expect(
        drawer.getByTestId('campaign-ad-sets').locator(`tbody tr.ant-table-row[data-row-key="${id}"]`),
      ).toHaveCount(1);
    }
    await expect(drawer.getByTestId('campaign-ads').locator('tbody tr.ant-table-row')).toHaveCount(4);
    const adSet = adSets.docs[0]!;
    const adSetName = String(adSet.get('name'));
    const adSetSwitch = drawer.getByRole('switch', { name: `Turn ad set ${adSetName} on or off` });
    await expect(adSetSwitch).toBeChecked();
    await adSetSwitch.click();
    await expect(adSetSwitch).not.toBeChecked();
    await expect
      .poll(
        async () =>
          (
            (await (
              await fetch(`${DEMO_META_ORIGIN}/_test/objects/${String(adSet.get('source.itemId'))}`)
            ).json()) as { status: string }
          ).status,
      )
      .toBe('PAUSED');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await openSettings(page);
    // The token stays on the server; the page's document names the choice only.
    const connection = await adminDb().doc(`users/${advertiser.uid}/adConnections/meta`).get();
    expect(connection.get('chosenAccountIds')).toEqual(['act_1000000002']);
    expect((await adminDb().doc(`adNetworkTokens/${advertiser.uid}_meta`).get()).exists).toBe(true);

    await networks.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('button', { name: 'Disconnect', exact: true }).last().click();
    await expect(page.getByText('Meta is disconnected.')).toBeVisible();
    await expect(networks.getByText('Meta is not connected.')).toBeVisible();
    expect((await adminDb().doc(`adNetworkTokens/${advertiser.uid}_meta`).get()).exists).toBe(false);
  });

  test('an advertiser connects Google Ads through its consent page, brings a customer in, pauses a campaign there and sees a refused budget explained', async ({
    page,
  }) => {
    test.slow();
    // A person of the stand-in of their own, so that no other test's change is theirs.
    const email = `e2e-${randomInt(1e9)}@demo-google.test`;
    const customerId = `5${String(randomInt(1e9)).padStart(9, '0')}`;
    await addStandInPerson(DEMO_GOOGLE_ADS_ORIGIN, {
      email,
      campaigns: 6,
      days: 60,
      customers: [
        {
          id: customerId,
          descriptiveName: 'Trail Running – Search',
          currencyCode: 'USD',
          timeZone: 'America/New_York',
        },
      ],
    });
    const advertiser = await givenAdvertiser('Basic', 1);
    await signIn(page, advertiser.email, advertiser.password);
    await settled(page);
    await openSettings(page);
    const networks = page.getByRole('region', { name: 'Ad networks' });
    await expect(networks.getByText('Google Ads is not connected.')).toBeVisible();
    await networks.getByRole('button', { name: 'Connect Google Ads' }).click();
    await expect(
      page.getByText('See, edit, create and delete your Google Ads accounts and data'),
    ).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(
      page.getByText('Google Ads is connected. Choose the ad accounts to bring in.'),
    ).toBeVisible();
    // Meta's connection is untouched by Google's.
    await expect(networks.getByText('Meta is not connected.')).toBeVisible();
    const google = networks.getByTestId('googleAds-connection');
    await expect(google.getByText('Google Ads connected by', { exact: false })).toBeVisible();
    await google.getByRole('checkbox', { name: `Trail Running – Search (${customerId}, USD)` }).check();
    await google.getByRole('button', { name: 'Save the choice' }).click();
    await expect(page.getByText('Brought in from Google Ads: 6 campaigns.')).toBeVisible({ timeout: 90_000 });

    const synced = await adminDb()
      .collection(`users/${advertiser.uid}/campaigns`)
      .where('source.network', '==', 'googleAds')
      .get();
    expect(synced.size).toBe(6);
    const campaign = synced.docs.find(
      (doc) => doc.get('status') === 'active' && doc.get('budgetType') === 'daily',
    )!;
    const name = String(campaign.get('name'));
    const onGoogle = async () =>
      (await (
        await fetch(`${DEMO_GOOGLE_ADS_ORIGIN}/_test/campaigns/${campaign.get('source.campaignId')}`)
      ).json()) as { status: string; budget: { amountMicros: string } };
    await page.getByTestId('nav-campaigns').click();
    await settled(page);
    await page.getByLabel('Search campaigns by name').fill(name.split(' ')[0]!);
    await page.getByLabel('Search campaigns by name').press('Enter');
    const row = campaignRows(page).filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole('switch', { name: `Turn ${name} on or off` }).click();
    await expect(row.getByRole('switch', { name: `Turn ${name} on or off` })).not.toBeChecked();
    await expect.poll(async () => (await onGoogle()).status).toBe('PAUSED');
    await row.getByRole('button', { name: `Edit the budget of ${name}` }).click();
    await row.getByLabel('Budget in USD').fill('2');
    await row.getByRole('button', { name: 'Save' }).click();
    const refusal =
      "The ad network refused it: The budget is below the minimum of $5.00 for this account's currency.";
    await expect(row.getByRole('alert')).toHaveText(refusal);
    expect((await onGoogle()).budget.amountMicros).toBe(String(Number(campaign.get('budgetMinor')) * 10_000));

    // A run of the schedule holding the customer: settings says it is coming in.
    await adminDb()
      .doc(`users/${advertiser.uid}/adConnections/googleAds`)
      .update(new FieldPath('syncs', customerId), {
        outcome: 'syncing',
        at: Timestamp.now(),
        until: Timestamp.fromMillis(Date.now() + 600_000),
        resumeAfter: null,
      });
    await openSettings(page);
    await expect(networks.getByTestId('googleAds-last-synced')).toContainText(
      'Coming in from Google Ads now. Last brought in on',
    );
  });

  test('an advertiser creates a campaign on Meta from the wizard, its ad with an image as their Page: Meta makes it first; a budget Meta refuses is explained and nothing is made', async ({
    page,
  }) => {
    test.slow();
    // A person of the stand-in of their own, so that no other test's campaigns are theirs.
    const email = `e2e-${randomInt(1e9)}@demo-meta.test`;
    const adAccountId = `act_6${String(randomInt(1e9)).padStart(9, '0')}`;
    await addStandInPerson(DEMO_META_ORIGIN, {
      email,
      campaigns: 2,
      days: 30,
      accounts: [{ id: adAccountId, name: 'Snow Gear', currency: 'USD', timezone_name: 'America/New_York' }],
    });
    // Their Facebook Page, with its Instagram account.
    const instagram = `snowgear${randomInt(1e6)}`;
    const standInPage = (await (
      await fetch(`${DEMO_META_ORIGIN}/_test/pages`, {
        method: 'POST',
        body: new URLSearchParams({ email, name: 'Snow Gear Shop', instagram }),
      })
    ).json()) as { id: string; instagramId: string };
    const advertiser = await givenAdvertiser('Plus', 1);
    await signIn(page, advertiser.email, advertiser.password);
    await settled(page);
    await openSettings(page);
    const networks = page.getByRole('region', { name: 'Ad networks' });
    await networks.getByRole('button', { name: 'Connect Meta' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    // Back in settings once the connection is finished, its ad accounts listed.
    await expect(page.getByText('Meta is connected. Choose the ad accounts to bring in.')).toBeVisible();
    await networks.getByRole('checkbox', { name: `Snow Gear (${adAccountId}, USD)` }).check();
    await networks.getByRole('button', { name: 'Save the choice' }).click();
    await expect(page.getByText('Brought in from Meta: 2 campaigns.')).toBeVisible({ timeout: 90_000 });
    // Ads speak as a Page: listing them is a consent of its own, asked for here.
    const asPage = networks.getByTestId('adIdentity');
    await expect(asPage.getByTestId('adIdentity-permissions')).toContainText('pages_show_list');
    await asPage.getByRole('button', { name: 'Turn on ads as your Page' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/^Ads as your Page are on for Meta\./u)).toBeVisible();
    await expect(asPage.getByTestId('adIdentity-on')).toBeVisible();

    await page.getByTestId('nav-createCampaign').click();
    await settled(page);
    const name = `Snow launch ${randomInt(1e6)}`;
    await page.getByLabel('Campaign name').fill(name);
    await page.getByText('Sales', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await chooseOption(page, page.getByTestId('audience-locations'), 'Spain');
    await page.keyboard.press('Escape');
    // With Meta connected, the estimate and the interests are Meta's own.
    const estimate = page.getByTestId('audience-estimate');
    await expect(estimate).toContainText(
      `Meta's estimate of the people it reaches each month, through the ad account Snow Gear.`,
    );
    const everyone = (await estimate.locator('strong').textContent()) ?? '';
    await page.getByLabel('Interests').click();
    await page.getByLabel('Interests').fill('Ski');
    await expect(page.getByText("Interests from Meta's list")).toBeVisible();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Skiing' }).click();
    await page.keyboard.press('Escape');
    await expect(estimate.locator('strong')).not.toHaveText(everyone);
    await expect(estimate).toContainText(`Meta's estimate`);
    await page.getByRole('button', { name: 'Next' }).click();
    // Above the product's minimum, below Meta's for a campaign that optimises for sales.
    await page.getByLabel('Amount').fill('2');
    // The ad set optimises for the value of its sales, and bids at most 1.50 in any auction.
    const delivery = page.getByTestId('adSets-0-delivery');
    await chooseOption(page, delivery.locator('.ant-select').first(), 'Conversion value');
    await page.getByTestId('adSets-0-strategy').getByText('Bid cap').click();
    await page.getByLabel('Bid in any auction, at most').fill('1.5');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Headline').fill('Fresh powder');
    await page.getByLabel('Primary text').fill('Skis and boards for the season.');
    await page.getByLabel('Destination URL').fill('https://example.com/snow');
    // A landscape picture, uploaded to the media library and attached to the ad.
    const picture = pngBytes(6_000, 1200, 628);
    await chooseFiles(page, [{ name: 'powder.png', mimeType: 'image/png', buffer: picture }]);
    const uploaded = page.getByTestId('upload').filter({ hasText: 'powder.png' });
    await expect(uploaded.getByTestId('upload-state')).toHaveText('Uploaded', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Attach powder.png' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('step-review')).toBeVisible();

    const destination = page.getByTestId('campaign-destination');
    await destination.getByText(`Meta: Snow Gear (${adAccountId})`).click();
    // The Page and its Instagram account, read from Meta, chosen at once.
    const identity = page.getByTestId('ad-identity');
    await expect(identity.getByLabel('Facebook Page')).toBeVisible();
    await expect(identity).toContainText('Snow Gear Shop');
    await expect(identity).toContainText(`@${instagram}`);
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await expect(
      page
        .locator('.ant-notification-notice')
        .getByText('Meta refused the campaign: The minimum budget for this campaign is $5.00 a day.'),
    ).toBeVisible();
    // Nothing made on either side; the form keeps what was typed.
    await expect(page.getByTestId('step-review')).toBeVisible();
    const named = () =>
      adminDb().collection(`users/${advertiser.uid}/campaigns`).where('name', '==', name).get();
    expect((await named()).size).toBe(0);

    await page.getByRole('button', { name: 'Edit Budget and schedule' }).click();
    await page.getByLabel('Amount').fill('40');
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByTestId('campaign-destination').getByRole('radio', { checked: true })).toHaveCount(
      1,
    );
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await expect(
      page.locator('.ant-notification-notice').getByText(`Campaign “${name}” created on Meta.`),
    ).toBeVisible();
    await expect(campaignRows(page).filter({ hasText: name })).toHaveCount(1);
    const [created] = (await named()).docs;
    expect(created?.get('source')).toMatchObject({ network: 'meta', adAccountId });
    const onMeta = (await (
      await fetch(`${DEMO_META_ORIGIN}/_test/campaigns/${String(created?.get('source.campaignId'))}`)
    ).json()) as { name: string; status: string; daily_budget: string; bid_strategy: string };
    expect(onMeta).toMatchObject({
      name,
      status: 'ACTIVE',
      daily_budget: '4000',
      bid_strategy: 'LOWEST_COST_WITH_BID_CAP',
    });
    // Its ad set narrows to the interest chosen from Meta's list, by Meta's id.
    const [adSet] = (await created!.ref.collection('adSets').get()).docs;
    const adSetOnMeta = (await (
      await fetch(`${DEMO_META_ORIGIN}/_test/objects/${String(adSet?.get('source.itemId'))}`)
    ).json()) as {
      targeting: { flexible_spec?: { interests: { name: string }[] }[] };
      bid_amount: string;
      optimization_goal: string;
    };
    expect(adSetOnMeta.targeting.flexible_spec?.[0]?.interests.map(({ name }) => name)).toEqual(['Skiing']);
    expect(adSetOnMeta).toMatchObject({ bid_amount: '150', optimization_goal: 'VALUE' });
    expect(adSet?.get('bidding')).toEqual({ strategy: 'bidCap', capMinor: 150 });
    expect(adSet?.get('goal')).toBe('conversionValue');
    // Its ad carries the picture, in the ad account's library by the MD5 of its bytes, cropped for the
    // feed and for stories and reels, and speaks as the Page and its Instagram account.
    const [ad] = (await created!.ref.collection('ads').get()).docs;
    const adOnMeta = (await (
      await fetch(`${DEMO_META_ORIGIN}/_test/objects/${String(ad?.get('source.itemId'))}`)
    ).json()) as { creative: Record<string, string> };
    expect(adOnMeta.creative).toMatchObject({
      image_hash: createHash('md5').update(picture).digest('hex'),
      page_id: standInPage.id,
      instagram_user_id: standInPage.instagramId,
      title: 'Fresh powder',
    });
    expect(Object.keys(JSON.parse(adOnMeta.creative.image_crops!) as object).sort()).toEqual([
      '100x100',
      '90x160',
    ]);
  });

  test('the demo account that runs on Meta and Google Ads shows what the syncs brought in: campaigns, reports and when', async ({
    page,
  }) => {
    await signIn(page, DEMO_NETWORKS_ACCOUNT.email, DEMO_PASSWORD);
    await settled(page);
    const rows = campaignRows(page);
    await expect(rows.first()).toBeVisible();
    const { uid } = await getAuth(adminApp()).getUserByEmail(DEMO_NETWORKS_ACCOUNT.email);
    const campaigns = await adminDb().collection(`users/${uid}/campaigns`).get();
    const fromEach = (network: string) =>
      campaigns.docs.filter((doc) => doc.get('source.network') === network).length;
    expect([fromEach('meta'), fromEach('googleAds')]).toEqual([
      DEMO_NETWORKS_ACCOUNT.meta.campaigns,
      DEMO_NETWORKS_ACCOUNT.googleAds.campaigns,
    ]);
    // Every campaign the list shows came in through a sync.
    const first = (await rows.first().getByTestId('campaign-name').textContent()) ?? '';
    expect(campaigns.docs.filter((doc) => doc.get('name') === first && doc.get('source'))).toHaveLength(1);
    await page.getByTestId('nav-reporting').click();
    await settled(page);
    await expect(page.getByTestId('kpi-spend').getByTestId('kpi-value')).not.toHaveText(/^\$0\.00$/);
    await expect(page.getByTestId('report-empty')).toHaveCount(0);
    await openSettings(page);
    const networks = page.getByRole('region', { name: 'Ad networks' });
    await expect(networks.getByTestId('meta-last-synced')).toContainText('Last brought in on');
    await expect(networks.getByTestId('googleAds-last-synced')).toContainText('Last brought in on');
  });
});
