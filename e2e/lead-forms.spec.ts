import { expect, test } from './support/test';
import { randomInt } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { DEMO_GOOGLE_ADS_ORIGIN, DEMO_META_ORIGIN } from '@adplatform/ad-networks/demo';
import {
  addStandInLeadForm,
  exampleGoogleLead,
  exampleLead,
  leaveStandInLead,
} from '../scripts/ad-networks/standInLeads';
import { addStandInPerson } from '../scripts/ad-networks/standInPeople';
import { adminDb } from '../scripts/lib/testAccounts';
import { givenAdvertiser } from './support/advertiser';
import { openSettings, settled, signIn } from './support/app';

/** The Page the stand-in's demo person manages. */
const DEMO_SHOES_PAGE = { id: '1500000001', name: 'Demo Shoes' };

test.describe('leads from the networks’ lead forms (docs/decisions/0049-meta-lead-ads.md, 0051-google-ads-lead-forms.md)', () => {
  test('an advertiser turns lead forms on with a consent of their own, chooses a Page, and a lead left on its form shows in the list with its source and answers', async ({
    page,
  }) => {
    // Two trips through Meta's dialog and a lead delivered through the emulators: longer than one journey.
    test.slow();
    const advertiser = await givenAdvertiser('Premium', 1);
    await signIn(page, advertiser.email, advertiser.password);
    await settled(page);
    await openSettings(page);
    const networks = page.getByRole('region', { name: 'Ad networks' });

    // Connected for campaigns alone: Meta's dialog asks for nothing of Pages or leads.
    await networks.getByRole('button', { name: 'Connect Meta' }).click();
    await expect(page.getByText('Manage your ads')).toBeVisible();
    await expect(page.getByText('Access leads for your Pages')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Meta is connected. Choose the ad accounts to bring in.')).toBeVisible();

    // Lead forms name what they ask of Meta, and ask for it only now.
    const leadForms = networks.getByTestId('lead-forms');
    await expect(leadForms.getByTestId('leadForms-permissions')).toContainText('leads_retrieval');
    await leadForms.getByRole('button', { name: 'Turn on lead forms' }).click();
    await expect(page.getByText('Access leads for your Pages')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByText('Lead forms are on for Meta. Choose the Pages whose leads come in.'),
    ).toBeVisible();
    const demoShoes = leadForms.getByRole('checkbox', {
      name: `${DEMO_SHOES_PAGE.name} (${DEMO_SHOES_PAGE.id})`,
    });
    await demoShoes.check();
    await leadForms.getByRole('button', { name: 'Save the Pages' }).click();
    await expect(page.getByText('Leads from 1 Page come in as they arrive.')).toBeVisible();

    // The list is open when a person leaves a lead on the Page's form: it shows without a reload.
    await page.getByTestId('nav-leads').click();
    await expect(page).toHaveURL(/\/leads$/);
    await settled(page);
    await expect(page.getByTestId('leads-table').or(page.getByTestId('leads-empty'))).toBeVisible();
    const email = `lucia-${randomInt(1e9)}@example.com`;
    const { delivery } = await leaveStandInLead(
      DEMO_META_ORIGIN,
      exampleLead(DEMO_SHOES_PAGE.id, '1600000001', email),
    );
    expect(delivery?.status).toBe(200);
    const row = page.getByTestId('leads-table').locator('tbody tr.ant-table-row').filter({ hasText: email });
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await expect(row.getByTestId('lead-source')).toHaveText('Meta lead form');
    await expect(row).toContainText('Winter leads');

    // Opened, it shows where it came from and the answer to the advertiser's own question.
    await row.getByTestId('lead-name').click();
    const detail = page.getByTestId('lead-detail');
    await expect(detail).toContainText('Meta lead form');
    await expect(detail.getByTestId('lead-answers')).toContainText('which_resort?');
    await expect(detail.getByTestId('lead-answers')).toContainText('Sierra Nevada');
    await expect(detail.getByTestId('lead-activity-created')).toContainText(
      'Left on a Meta lead form, from Winter leads',
    );

    // Reconnected before the token ends, Meta's dialog asks again for the leads' permissions, so lead
    // forms stay on with their Page.
    await adminDb()
      .doc(`users/${advertiser.uid}/adConnections/meta`)
      .update({ tokenExpiresAt: Timestamp.fromMillis(Date.now() + 3 * 86_400_000) });
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await openSettings(page);
    await networks.getByTestId('meta-expiring').getByRole('button', { name: 'Reconnect Meta' }).click();
    await expect(page.getByText('Access leads for your Pages')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Meta is connected. Choose the ad accounts to bring in.')).toBeVisible();
    await expect(leadForms.getByRole('button', { name: 'Turn on lead forms' })).toHaveCount(0);
    await expect(demoShoes).toBeChecked();
  });

  test('an advertiser chooses a Google Ads lead form, which Google is set to deliver here, and its lead shows in the list with its source and campaign', async ({
    page,
  }) => {
    test.slow();
    const email = `e2e-${randomInt(1e9)}@demo-google.test`;
    const customerId = `6${String(randomInt(1e9)).padStart(9, '0')}`;
    await addStandInPerson(DEMO_GOOGLE_ADS_ORIGIN, {
      email,
      campaigns: 2,
      days: 20,
      customers: [
        {
          id: customerId,
          descriptiveName: 'Trail Running',
          currencyCode: 'USD',
          timeZone: 'America/New_York',
        },
      ],
    });
    const formId = await addStandInLeadForm(DEMO_GOOGLE_ADS_ORIGIN, {
      customerId,
      name: 'Book a fitting',
      businessName: 'Trail Co',
    });
    const advertiser = await givenAdvertiser('Premium', 1);
    await signIn(page, advertiser.email, advertiser.password);
    await settled(page);
    await openSettings(page);
    const networks = page.getByRole('region', { name: 'Ad networks' });
    await networks.getByRole('button', { name: 'Connect Google Ads' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    const google = networks.getByTestId('googleAds-connection');
    await google.getByRole('checkbox', { name: `Trail Running (${customerId}, USD)` }).check();
    await google.getByRole('button', { name: 'Save the choice' }).click();
    await expect(page.getByText('Brought in from Google Ads: 2 campaigns.')).toBeVisible({ timeout: 90_000 });

    // The account's lead forms, read from Google Ads; choosing one sets Google to deliver it here.
    const forms = google.getByTestId('google-lead-forms');
    await forms.getByRole('checkbox', { name: `Book a fitting – Trail Co (${customerId})` }).check();
    await forms.getByRole('button', { name: 'Save the lead forms' }).click();
    await expect(page.getByText('Leads from 1 lead form come in as they arrive.')).toBeVisible();
    const onGoogle = (await (await fetch(`${DEMO_GOOGLE_ADS_ORIGIN}/_test/lead-forms/${formId}`)).json()) as {
      webhook: string | null;
    };
    expect(onGoogle.webhook).toContain('/googleAdsLeadWebhook?hook=');

    // A person leaves a lead on the form of one of the campaigns brought in: it shows without a reload.
    const campaign = (
      await adminDb()
        .collection(`users/${advertiser.uid}/campaigns`)
        .where('source.network', '==', 'googleAds')
        .limit(1)
        .get()
    ).docs[0]!;
    await page.getByTestId('nav-leads').click();
    await expect(page).toHaveURL(/\/leads$/);
    await settled(page);
    await expect(page.getByTestId('leads-table').or(page.getByTestId('leads-empty'))).toBeVisible();
    const lead = `jonas-${randomInt(1e9)}@example.com`;
    const campaignId = String(campaign.get('source.campaignId')).split('-')[1];
    const { delivery } = await leaveStandInLead(
      DEMO_GOOGLE_ADS_ORIGIN,
      exampleGoogleLead(formId, campaignId, lead),
    );
    expect(delivery?.status).toBe(200);
    const row = page.getByTestId('leads-table').locator('tbody tr.ant-table-row').filter({ hasText: lead });
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await expect(row.getByTestId('lead-source')).toHaveText('Google Ads lead form');
    await expect(row).toContainText(String(campaign.get('name')));
    await row.getByTestId('lead-name').click();
    const detail = page.getByTestId('lead-detail');
    await expect(detail.getByTestId('lead-answers')).toContainText('Which shoe size?');
    await expect(detail.getByTestId('lead-activity-created')).toContainText(
      `Left on a Google Ads lead form, from ${String(campaign.get('name'))}`,
    );
  });
});
