import { expect, test, type Locator, type Page } from './support/test';
import { readFile } from 'node:fs/promises';
import { Timestamp } from 'firebase-admin/firestore';
import { emailKey, leadSearchTokens } from 'leads/model';
import { adminDb, createTestUser, type TestUser } from '../scripts/lib/testAccounts';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { chooseOption, settled, signIn } from './support/app';

function leadRows(page: Page) {
  return page.getByTestId('leads-table').locator('tbody tr.ant-table-row');
}

async function openLeads(page: Page): Promise<void> {
  await page.getByTestId('nav-leads').click();
  await expect(page).toHaveURL(/\/leads$/);
  await settled(page);
}

/** Moves the lead of `row` to `status` from its inline select, and waits for the confirmation. */
async function moveTo(page: Page, row: Locator, name: string, status: string): Promise<void> {
  await chooseOption(page, row.getByTestId('lead-status'), status);
  await expect(page.locator('.ant-notification-notice').getByText(`${name} is now ${status}.`)).toBeVisible();
}

/** Writes `note` on the lead of `row` from its note editor, and waits for the confirmation. */
async function writeNote(page: Page, row: Locator, name: string, note: string): Promise<void> {
  await row.getByRole('button', { name: new RegExp(`note on ${name}$`) }).click();
  await page.getByRole('dialog').getByLabel('Note').fill(note);
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.locator('.ant-notification-notice').getByText('Note saved.')).toBeVisible();
}

/** A Premium user with three leads of their own, two of them sharing an e-mail address. */
async function premiumWithLeads(): Promise<TestUser> {
  const user = await createTestUser({
    prefix: 'leads',
    emailVerified: true,
    subscription: { selectedPlan: 'Premium', status: 'active' },
  });
  const people = [
    ['Quinn Adams', 'quinn@example.com'],
    ['Rosa Blanco', 'rosa@example.com'],
    ['Rosa B.', 'ROSA@example.com'],
  ] as const;
  for (const [index, [name, email]] of people.entries()) {
    await adminDb()
      .doc(`users/${user.uid}/leads/lead-${index}`)
      .set({
        name,
        email,
        emailKey: emailKey(email),
        phone: '+1 555 000 0000',
        campaignId: 'c1',
        campaignName: 'Spring Sale – US Feed',
        status: 'new',
        note: '',
        searchTokens: leadSearchTokens(name, email),
        createdAt: Timestamp.fromMillis(Date.now() - index * 60_000),
        updatedAt: Timestamp.fromMillis(Date.now() - index * 60_000),
      });
  }
  return user;
}

test('the Premium demo account sees its seeded leads, paginated and filtered by status', async ({ page }) => {
  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await openLeads(page);
  await expect(leadRows(page)).toHaveCount(15);
  await expect(page.getByTestId('list-total')).toHaveText('64 leads');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('list-page')).toHaveText('Page 2 of 5');

  await chooseOption(page, page.getByTestId('lead-status-filter'), 'Won');
  await expect
    .poll(async () => {
      const rows = await leadRows(page).count();
      const won = await leadRows(page).getByTestId('lead-status').filter({ hasText: 'Won' }).count();
      return rows > 0 && rows === won;
    })
    .toBe(true);
});

test('a lead moves along the pipeline inline, gets a note, and both survive a reload', async ({ page }) => {
  const user = await premiumWithLeads();
  await signIn(page, user.email, user.password);
  await openLeads(page);
  await expect(leadRows(page)).toHaveCount(3);
  await expect(leadRows(page).getByTestId('duplicate-flag')).toHaveCount(2);

  const quinn = leadRows(page).filter({ hasText: 'Quinn Adams' });
  await moveTo(page, quinn, 'Quinn Adams', 'Contacted');

  await writeNote(page, quinn, 'Quinn Adams', 'Wants pricing for 20 seats.');

  await page.reload();
  await settled(page);
  const reloaded = leadRows(page).filter({ hasText: 'Quinn Adams' });
  await expect(reloaded.getByTestId('lead-status')).toContainText('Contacted');
  await expect(reloaded).toContainText('Wants pricing for 20 seats.');
  // The pipeline offers only the next steps: a contacted lead cannot go back to new.
  await reloaded.getByTestId('lead-status').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText([
    'Contacted',
    'Qualified',
    'Lost',
  ]);
});

test('search by e-mail and export the filtered leads as CSV', async ({ page }) => {
  const user = await premiumWithLeads();
  await signIn(page, user.email, user.password);
  await openLeads(page);
  await page.getByLabel('Search leads by name or e-mail').fill('rosa@example.com');
  await page.getByLabel('Search leads by name or e-mail').press('Enter');
  await expect(leadRows(page)).toHaveCount(2);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Name,E-mail,Phone,Source campaign,Status,Note,Created,Duplicate');
  expect(lines).toHaveLength(3);
  expect(csv).toContain('Rosa Blanco,rosa@example.com');
  expect(csv).not.toContain('Quinn');
});

test('a lost lead is reopened, and its activity shows every change and note, by whom and when, newest first', async ({
  page,
}) => {
  const user = await premiumWithLeads();
  await signIn(page, user.email, user.password);
  await openLeads(page);
  const quinn = leadRows(page).filter({ hasText: 'Quinn Adams' });
  await moveTo(page, quinn, 'Quinn Adams', 'Lost');
  // A lost lead is not final: it reopens at any open stage, never straight to won.
  await quinn.getByTestId('lead-status').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText([
    'Lost',
    'New',
    'Contacted',
    'Qualified',
  ]);
  await page.keyboard.press('Escape');
  await moveTo(page, quinn, 'Quinn Adams', 'Contacted');
  await writeNote(page, quinn, 'Quinn Adams', 'Back in budget next quarter.');

  await page.reload();
  await settled(page);
  await leadRows(page).filter({ hasText: 'Quinn Adams' }).getByTestId('lead-name').click();
  const detail = page.getByTestId('lead-detail');
  await expect(detail.getByRole('heading', { name: 'Quinn Adams' })).toBeVisible();
  await expect(detail).toContainText('quinn@example.com');
  const entries = detail.getByTestId('lead-activity-entry');
  await expect(entries).toHaveText([
    /^Note written\s*Back in budget next quarter\.\s*You · /,
    /^Reopened Lost\s*→\s*Contacted\s*You · /,
    /^Status changed New\s*→\s*Lost\s*You · /,
  ]);
  await expect(detail.getByTestId('lead-activity-created')).toContainText(
    'Arrived from Spring Sale – US Feed',
  );
  // Each change is written with its entry in one batch, so the store holds exactly one entry per change.
  const stored = await adminDb().collection(`users/${user.uid}/leads/lead-0/activity`).get();
  expect(stored.docs.map((entry) => entry.get('byEmail'))).toEqual([user.email, user.email, user.email]);
});

test('the list sorts by name, e-mail and campaign on the server; within a creation range, by date only', async ({
  page,
}) => {
  const user = await premiumWithLeads();
  await signIn(page, user.email, user.password);
  await openLeads(page);
  const names = () => leadRows(page).getByTestId('lead-name').allInnerTexts();
  await expect.poll(names).toEqual(['Quinn Adams', 'Rosa Blanco', 'Rosa B.']);
  const nameHeader = page.getByTestId('leads-table').getByRole('columnheader', { name: 'Name' });
  await nameHeader.click();
  await expect.poll(names).toEqual(['Quinn Adams', 'Rosa B.', 'Rosa Blanco']);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.click();
  await expect.poll(names).toEqual(['Rosa Blanco', 'Rosa B.', 'Quinn Adams']);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

  // A creation range: the name no longer sorts, and the list is the newest first again.
  await page.getByLabel('Created between').first().click();
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('Created between').first().fill(today);
  await page.keyboard.press('Enter');
  await page.getByLabel('Created between').last().fill(today);
  await page.keyboard.press('Enter');
  await expect.poll(names).toEqual(['Quinn Adams', 'Rosa Blanco', 'Rosa B.']);
  await expect(nameHeader).not.toHaveAttribute('aria-sort');
  await expect(nameHeader.locator('.ant-table-column-sorters')).toHaveCount(0);
});
