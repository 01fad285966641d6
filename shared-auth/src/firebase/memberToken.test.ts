import { firebaseAuth } from './app';
import { MEMBER_TOKEN_RENEW_AFTER_MS, renewMemberToken } from './memberToken';

jest.mock('./app', () => ({ firebaseAuth: jest.fn() }));

const NOW = Date.parse('2026-11-27T12:00:00Z');

/** A signed-in user whose token carries `claims` and was issued `ageMs` before NOW. */
function signedIn(claims: Record<string, unknown>, ageMs: number) {
  const getIdToken = jest.fn(async () => 'renewed');
  const currentUser = {
    getIdTokenResult: async () => ({ claims, issuedAtTime: new Date(NOW - ageMs).toUTCString() }),
    getIdToken,
  };
  jest.mocked(firebaseAuth).mockResolvedValue({ currentUser } as never);
  return getIdToken;
}

describe('renewing a member’s token before a Storage request', () => {
  it('renews the token of a member once it is old enough', async () => {
    const getIdToken = signedIn({ accountId: 'alice' }, MEMBER_TOKEN_RENEW_AFTER_MS + 1_000);
    await renewMemberToken(NOW);
    expect(getIdToken).toHaveBeenCalledWith(true);
  });

  it('keeps a member’s recent token, and never renews a subscriber’s', async () => {
    const recent = signedIn({ accountId: 'alice' }, MEMBER_TOKEN_RENEW_AFTER_MS - 60_000);
    await renewMemberToken(NOW);
    expect(recent).not.toHaveBeenCalled();
    const subscriber = signedIn({ subscriptionStatus: 'active' }, 50 * 60_000);
    await renewMemberToken(NOW);
    expect(subscriber).not.toHaveBeenCalled();
  });
});
