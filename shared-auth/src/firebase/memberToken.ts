import { firebaseAuth } from './app';

/**
 * How old a member's ID token may be before a Storage request renews it (ms). storage.rules let a
 * member's token name the account for 15 minutes from its issue
 * (docs/decisions/0029-member-tokens-renewed-for-storage.md); renewing at 10 leaves a request in
 * flight time to finish.
 */
export const MEMBER_TOKEN_RENEW_AFTER_MS = 10 * 60 * 1000;

/**
 * Before a Storage request: renews the signed-in user's ID token when it names an account they are a
 * member of (the `accountId` claim) and was issued `MEMBER_TOKEN_RENEW_AFTER_MS` or more before
 * `now` (epoch ms). The subscriber's own token is judged by its uid, never renewed here.
 * @throws whatever Auth throws (the request then runs with the token it has, and the rules judge it).
 */
export async function renewMemberToken(now: number = Date.now()): Promise<void> {
  const { currentUser } = await firebaseAuth();
  if (!currentUser) return;
  const { claims, issuedAtTime } = await currentUser.getIdTokenResult();
  if (typeof claims.accountId !== 'string') return;
  if (now - Date.parse(issuedAtTime) < MEMBER_TOKEN_RENEW_AFTER_MS) return;
  await currentUser.getIdToken(true);
}
