import { claimsMatch, subscriptionClaims } from '@adplatform/plans/claims';
import { firebaseAuth, type SubscriptionData } from 'shared-auth';

/** The record the token was last refreshed for: one refresh per change, never one per upload. */
let refreshedFor: string | undefined;

/**
 * Before an upload: refreshes the signed-in user's ID token when its subscription claims (which
 * storage.rules judge uploads by, set by every writer of `subscriptions/{uid}`,
 * docs/decisions/0009-subscription-claims.md) differ from `record`, the subscription the guard read
 * last. A plan chosen or renewed a moment ago then uploads at once, not after the token's hourly refresh.
 * @throws whatever Auth throws (the upload then runs with the token it has).
 */
export async function ensureUploadClaims(record: SubscriptionData | null): Promise<void> {
  const { currentUser } = await firebaseAuth();
  if (!currentUser) return;
  const expected = subscriptionClaims(
    record && {
      selectedPlan: record.selectedPlan,
      status: record.status,
      periodEnd: record.currentPeriodEnd ? new Date(record.currentPeriodEnd) : null,
    },
  );
  const key = `${currentUser.uid} ${JSON.stringify(expected)}`;
  if (key === refreshedFor) return;
  const { claims } = await currentUser.getIdTokenResult();
  if (claimsMatch(claims, expected)) return;
  refreshedFor = key;
  await currentUser.getIdToken(true);
}
