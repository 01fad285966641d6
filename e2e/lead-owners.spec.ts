import { expect, test, type Page } from './support/test';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { leadSearchTokens } from '@adplatform/lead-model';
import { leadMatchKeys } from '@adplatform/lead-model/import';
import { adminApp, adminDb, createTestUser } from '../scripts/lib/testAccounts';
import { chooseOption, chooseOptionAndSee, settled, signIn } from './support/app';
import { givenMember } from './support/members';

function leadRows(page: Page) {
  return page.getByTestId('leads-table').locator('tbody tr.ant-table-row');
}

/** Writes a lead without an owner, as the seed and the functions write leads. */
async function givenLead(uid: string, name: string, minutesAgo: number): Promise<void> {
  const email = `${name.toLowerCase().replace(' ', '.')}@example.com`;
  const at = Timestamp.fromMillis(Date.now() - minutesAgo * 60_000);
  await adminDb()
    .collection(`users/${uid}/leads`)
    .add({
      name,
      email,
      phone: '',
      ...leadMatchKeys({ name, email, phone: '' }),
      campaignId: 'c1',
      campaignName: 'Spring sale',
      status: 'new',
      note: '',
      searchTokens: leadSearchTokens(name, email),
      ownerUid: null,
      ownerEmail: null,
      createdAt: at,
      updatedAt: at,
    });
}

test('leads get an owner from the list, filter by owner, and imported leads go in turn to the account’s people (docs/product-rules.md §10.3)', async ({
  page,
}) => {
  const holder = await createTestUser({
    prefix: 'leads-owner',
    emailVerified: true,
    subscription: { selectedPlan: 'Premium', status: 'active' },
  });
  const admin = await givenMember(holder, 'admin');
  await givenLead(holder.uid, 'Lena Park', 10);
  await givenLead(holder.uid, 'Omar Diaz', 20);

  await signIn(page, holder.email, holder.password);
  await page.getByTestId('nav-leads').click();
  await expect(page).toHaveURL(/\/leads$/);
  await settled(page);
  const lena = leadRows(page).filter({ hasText: 'Lena Park' });
  await expect(lena.getByTestId('lead-owner')).toContainText('Unassigned');

  await chooseOptionAndSee(
    page,
    lena.getByTestId('lead-owner'),
    admin.email,
    page.getByText(`Lena Park now belongs to ${admin.email}.`),
  );
  await lena.getByTestId('lead-name').click();
  await expect(page.getByTestId('lead-activity').first()).toContainText(`Assigned to ${admin.email}`);
  await page.getByRole('dialog', { name: 'Lead' }).getByLabel('Close', { exact: true }).click();

  await chooseOption(page, page.getByTestId('lead-owner-filter'), 'Unassigned');
  await expect(leadRows(page)).toHaveCount(1);
  await expect(leadRows(page)).toContainText('Omar Diaz');
  await chooseOption(page, page.getByTestId('lead-owner-filter'), 'My leads');
  await expect(page.getByTestId('leads-empty')).toBeVisible();
  await chooseOption(page, page.getByTestId('lead-owner-filter'), "Anyone's leads");
  await expect(leadRows(page)).toHaveCount(2);

  // Round-robin: the next imported leads go to the subscriber, then the admin, in turn. The admin
  // has given their name by now.
  await getAuth(adminApp()).updateUser(admin.uid, { displayName: 'Ada Admin' });
  await page.getByTestId('lead-round-robin').click();
  await expect(page.getByText("New leads now go in turn to the account's owners and admins.")).toBeVisible();
  await page.getByRole('button', { name: 'Import leads' }).click();
  const drawer = page.getByTestId('lead-import');
  await drawer.locator('input[type="file"]').setInputFiles({
    name: 'fair.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Name,E-mail\nIris Vega,iris@example.com\nJon Kerr,jon@example.com\n'),
  });
  await drawer.getByRole('button', { name: 'Check the rows' }).click();
  await drawer.getByRole('button', { name: 'Import 2 leads' }).click();
  await expect(drawer.getByTestId('import-done')).toHaveText('2 leads imported, 0 rows skipped.');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(leadRows(page).filter({ hasText: 'Iris Vega' }).getByTestId('lead-owner')).toContainText(
    holder.email,
  );
  // An owner whose account gives a name is shown by it; one who gave none, by address.
  await expect(leadRows(page).filter({ hasText: 'Jon Kerr' }).getByTestId('lead-owner')).toContainText(
    'Ada Admin',
  );
  const stored = await adminDb()
    .collection(`users/${holder.uid}/leads`)
    .where('campaignName', '==', 'fair.csv')
    .get();
  expect(stored.docs.map((lead) => lead.get('ownerUid')).sort()).toEqual([holder.uid, admin.uid].sort());
});
