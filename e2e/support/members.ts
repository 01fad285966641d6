import { callCallable } from '../../emulator-tests/support/callable';
import { expect, type Locator, type Page } from '@playwright/test';
import { createTestUser, idTokenFor, type TestUser } from '../../scripts/lib/testAccounts';

/** The page the callables are called from: one of the app's origins. */
const APP = 'http://localhost:3000';

/**
 * A new member of `account` with `role`, joined as a person would: the subscriber invites them with
 * `inviteMember` and they accept with `acceptInvitation` (docs/product-rules.md §10.9).
 * @throws Error when either call is refused.
 */
export async function givenMember(account: TestUser, role: 'owner' | 'admin' | 'analyst'): Promise<TestUser> {
  const member = await createTestUser({ prefix: role, emailVerified: true });
  const invited = await callCallable(
    'inviteMember',
    { email: member.email, role },
    await idTokenFor(account),
    {
      origin: APP,
    },
  );
  const invitationId = (invited.result as { id?: string } | undefined)?.id;
  if (!invitationId) throw new Error(`inviteMember refused: ${JSON.stringify(invited.error)}`);
  const accepted = await callCallable(
    'acceptInvitation',
    { accountId: account.uid, invitationId },
    await idTokenFor(member),
    { origin: APP },
  );
  if (!accepted.result) throw new Error(`acceptInvitation refused: ${JSON.stringify(accepted.error)}`);
  return member;
}

/**
 * Removes the member of `row` from the Members list as the owner does: "Remove", then "Remove" in its
 * confirmation, and waits for the notice. A click on a confirmation still opening can be lost on a
 * busy main thread: the confirmation is clicked until it closes.
 */
export async function removeMemberOf(page: Page, row: Locator, email: string): Promise<void> {
  await row.getByRole('button', { name: 'Remove' }).click();
  const confirmation = page.locator('.ant-popconfirm').filter({ hasText: `Remove ${email}` });
  await expect(confirmation).toBeVisible();
  await expect(async () => {
    if (await confirmation.isVisible())
      await confirmation.getByRole('button', { name: 'Remove', exact: true }).click({ timeout: 2_000 });
    await expect(confirmation).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(`${email} was removed from the account.`)).toBeVisible();
}
