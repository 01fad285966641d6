import { expect, test } from './support/test';
import { adminDb } from '../scripts/lib/testAccounts';
import { givenAdvertiser } from './support/advertiser';
import { openSettings, settled, signIn } from './support/app';

test.describe('connecting an ad network (docs/product-rules.md §10.10)', () => {
  test('an advertiser connects Meta through its login dialog, chooses an ad account, and disconnects', async ({
    page,
  }) => {
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
    await page.reload();
    await settled(page);
    await expect(us).toBeChecked();
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
});
