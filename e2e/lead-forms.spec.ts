import { expect, test } from './support/test';
import { randomInt } from 'node:crypto';
import { DEMO_META_ORIGIN } from '@adplatform/ad-networks/demo';
import { exampleLead, leaveStandInLead } from '../scripts/ad-networks/standInLeads';
import { givenAdvertiser } from './support/advertiser';
import { openSettings, settled, signIn } from './support/app';

/** The Page the stand-in's demo person manages. */
const DEMO_SHOES_PAGE = { id: '1500000001', name: 'Demo Shoes' };

test.describe('leads from Meta lead forms (docs/decisions/0049-meta-lead-ads.md)', () => {
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
    await expect(leadForms.getByTestId('lead-forms-permissions')).toContainText('leads_retrieval');
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
  });
});
