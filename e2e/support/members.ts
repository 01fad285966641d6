import { callCallable } from '../../emulator-tests/support/callable';
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
