import { expect, test } from './support/test';
import { adminDb, createTestUser } from '../scripts/lib/testAccounts';
import { caughtMail, openCaughtMail } from '../scripts/mail/caughtMail';
import { givenAdvertiser } from './support/advertiser';
import { givenMember, removeMemberOf } from './support/members';
import { campaignRows, chooseOption, chooseOptionAndSee, openSettings, settled, signIn } from './support/app';

/**
 * The accept link of the invitation e-mail delivered to `email`, as its reader finds it: the message
 * opened in the local stack's mail catcher (docs/operations.md "Mail").
 */
async function invitationLink(email: string): Promise<string> {
  let id = '';
  await expect
    .poll(
      async () => {
        const [mail] = await caughtMail(email);
        id = mail?.id ?? '';
        return mail?.subject ?? '';
      },
      { timeout: 15_000 },
    )
    .toContain('invited you to their advertising account');
  const { text = '' } = await openCaughtMail(id);
  const link = /https?:\/\/\S+\/on-boarding\?invitation=\S+/.exec(text)?.[0] ?? '';
  expect(link).not.toBe('');
  return link;
}

test.describe('the account’s members (docs/product-rules.md §10.9)', () => {
  test('an owner invites an analyst by e-mail, who joins by the link, reads the account, changes role and is removed', async ({
    browser,
    page,
  }) => {
    const owner = await givenAdvertiser('Premium', 3);
    const invitee = await createTestUser({ prefix: 'analyst', emailVerified: true });
    const campaign = owner.campaigns[0]?.name ?? '';

    await signIn(page, owner.email, owner.password);
    await settled(page);
    await openSettings(page);
    const members = page.getByRole('region', { name: 'Members' });
    const invite = page.getByRole('region', { name: 'Invite a member' });
    // A wrong address is refused on the field and kept.
    await invite.getByLabel('E-mail').fill('not-an-address');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(invite.getByLabel('E-mail')).toHaveValue('not-an-address');
    await invite.getByLabel('E-mail').fill(owner.email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText('That is your own address.')).toBeVisible();

    await invite.getByLabel('E-mail').fill(invitee.email);
    await expect(invite.locator('.ant-select-content')).toHaveText('Analyst');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${invitee.email}.`)).toBeVisible();
    await expect(members.getByRole('row', { name: new RegExp(invitee.email) })).toContainText('Analyst');
    // Invited again at once: refused on the field, what was typed kept, no second e-mail.
    await invite.getByLabel('E-mail').fill(invitee.email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(
      invite.getByText('An invitation was e-mailed to this address less than an hour ago.', { exact: false }),
    ).toBeVisible();
    await expect(invite.getByLabel('E-mail')).toHaveValue(invitee.email);
    expect((await adminDb().collection('mail').where('to', 'array-contains', invitee.email).get()).size).toBe(
      1,
    );

    // The invitee opens the e-mail's link signed out: asked to sign in, the invitation waits.
    const context = await browser.newContext();
    const member = await context.newPage();
    await member.goto(await invitationLink(invitee.email));
    await settled(member);
    await expect(member.getByTestId('invitation')).toContainText('Sign in, or create an account');
    await signIn(member, invitee.email, invitee.password);
    await expect(member).toHaveURL(/\/on-boarding/);
    await settled(member);
    await member.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(member).toHaveURL(/\/$/);
    await settled(member);
    await expect(member.getByTestId('account-banner')).toHaveText(
      `You work in the account of ${owner.email} as Analyst: you see everything, and its owners and admins make the changes.`,
    );
    await expect(campaignRows(member).filter({ hasText: campaign })).toHaveCount(1);
    // An analyst reads: no switches, budgets, menus or selection, no campaign to create, no composer.
    await expect(member.getByTestId('campaigns-table').getByRole('switch')).toHaveCount(0);
    await expect(member.getByTestId('campaigns-table').getByRole('checkbox')).toHaveCount(0);
    await expect(member.getByRole('main').getByRole('link', { name: 'Create campaign' })).toHaveCount(0);
    await member.getByTestId('nav-createPost').click();
    await expect(member).toHaveURL(/\/create-post$/);
    await settled(member);
    await expect(
      member.getByText('Your role in this account only reads: its owners and admins compose'),
    ).toBeVisible();
    await expect(member.getByRole('button', { name: 'Schedule' })).toHaveCount(0);
    // Leads are Premium: the account's plan covers the member.
    await member.getByTestId('nav-leads').click();
    await expect(member).toHaveURL(/\/leads$/);
    await settled(member);
    await openSettings(member);
    await expect(
      member.getByText(`Your access is covered by the Premium plan of ${owner.email}`),
    ).toBeVisible();
    await expect(member.getByRole('region', { name: 'Invite a member' })).toHaveCount(0);
    await expect(member.getByRole('row', { name: new RegExp(`${invitee.email} \\(you\\)`) })).toContainText(
      'Analyst',
    );

    // The owner sees the member, makes them an admin, then removes them.
    await page.reload();
    await settled(page);
    const row = members.getByRole('row', { name: new RegExp(invitee.email) });
    await expect(
      page.getByRole('region', { name: 'Invite a member' }).getByText('No pending invitations.'),
    ).toHaveCount(0);
    await expect(page.getByText('No pending invitations.')).toBeVisible();
    await chooseOptionAndSee(
      page,
      row.getByTestId('member-role'),
      'Admin',
      page.getByText(`${invitee.email} is now Admin.`),
    );
    await member.reload();
    await settled(member);
    await expect(member.getByTestId('account-banner')).toHaveText(
      `You work in the account of ${owner.email} as Admin.`,
    );
    await removeMemberOf(page, row, invitee.email);
    await expect(members.getByRole('row', { name: new RegExp(invitee.email) })).toHaveCount(0);
    expect((await adminDb().doc(`subscriptions/${invitee.uid}`).get()).exists).toBe(false);

    // On their next navigation the former member has no plan: onboarding.
    await member.getByTestId('nav-campaigns').click();
    await expect(member).toHaveURL(/\/on-boarding$/);
    await context.close();
  });

  test('what a removed admin started goes with them: their pending invitation can no longer be accepted', async ({
    browser,
    page,
  }) => {
    const owner = await givenAdvertiser('Premium', 1);
    const admin = await givenMember(owner, 'admin');
    const recruit = await createTestUser({ prefix: 'recruit', emailVerified: true });

    // The admin invites another admin, who has not accepted yet when the admin goes.
    await signIn(page, admin.email, admin.password);
    await settled(page);
    await openSettings(page);
    const invite = page.getByRole('region', { name: 'Invite a member' });
    await invite.getByLabel('E-mail').fill(recruit.email);
    await chooseOption(page, invite.locator('.ant-select'), 'Admin');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${recruit.email}.`)).toBeVisible();
    const recruitLink = await invitationLink(recruit.email);

    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, owner.email, owner.password);
    await settled(ownerPage);
    await openSettings(ownerPage);
    const members = ownerPage.getByRole('region', { name: 'Members' });
    // The pending invitations are listed under the members.
    const invitation = members.getByRole('row', { name: new RegExp(recruit.email) });
    await expect(invitation).toBeVisible();
    const row = members.getByRole('row', { name: new RegExp(admin.email) });
    await removeMemberOf(ownerPage, row, admin.email);
    await ownerPage.reload();
    await settled(ownerPage);
    await expect(members.getByRole('row', { name: new RegExp(owner.email) })).toBeVisible();
    await expect(invitation).toHaveCount(0);
    await ownerContext.close();

    const recruitContext = await browser.newContext();
    const recruitPage = await recruitContext.newPage();
    await recruitPage.goto(recruitLink);
    await settled(recruitPage);
    await signIn(recruitPage, recruit.email, recruit.password);
    await expect(recruitPage).toHaveURL(/\/on-boarding/);
    await settled(recruitPage);
    await recruitPage.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(recruitPage.getByTestId('invitation')).toContainText(
      'This invitation no longer exists: it was accepted, withdrawn or replaced.',
    );
    expect(
      (await adminDb().collection(`users/${owner.uid}/members`).where('email', '==', recruit.email).get())
        .size,
    ).toBe(0);
    await recruitContext.close();
  });
});
