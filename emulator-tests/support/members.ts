import { createTestUser, idTokenFor, type TestUser } from '../../scripts/lib/testAccounts';
import { APP } from './billing';
import { callCallable } from './callable';

/** A signed-in test user with their ID token. */
export type Person = TestUser & { readonly idToken: string };

/** A verified user signed in, with an active subscription to `selectedPlan` when given. */
export async function person(prefix: string, selectedPlan?: string): Promise<Person> {
  const user = await createTestUser({
    prefix,
    emailVerified: true,
    ...(selectedPlan ? { subscription: { selectedPlan, status: 'active' } } : {}),
  });
  return { ...user, idToken: await idTokenFor(user) };
}

/** Calls a callable as `by`, from the app's page. */
export const call = (name: string, data: unknown, by: Person) =>
  callCallable(name, data, by.idToken, { origin: APP });

/** `by` invites `invitee` as `role` into `accountId` and `invitee` accepts; answers the invitation's id. */
export async function join(by: Person, invitee: Person, role: string, accountId = by.uid): Promise<string> {
  const invited = await call('inviteMember', { email: invitee.email, role }, by);
  const { id } = invited.result as { id: string };
  expect((await call('acceptInvitation', { accountId, invitationId: id }, invitee)).result).toEqual({
    accountId,
    role,
  });
  return id;
}
