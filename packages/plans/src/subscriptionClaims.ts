/**
 * The subscription as custom claims of the user's ID token (imported as `@adplatform/plans/claims`: the
 * functions, the seeds and the uploading remote need it, the other apps do not). storage.rules cannot read Firestore (the
 * Storage rules runtime has no cross-service calls here, docs/decisions/0004-storage-rules-stand-in.md), so
 * every writer of `subscriptions/{uid}` also sets these claims, and the rules judge uploads by them
 * (docs/product-rules.md §4 and §10.7; docs/decisions/0009-subscription-claims.md).
 */
export interface SubscriptionClaims {
  /** The plan, or null without a subscription. */
  readonly plan: string | null;
  readonly subscriptionStatus: string | null;
  /** The end of the current period in whole seconds since the epoch; null when the record has none. */
  readonly subscriptionEnds: number | null;
}

/**
 * The claims of a subscription record (`null`: no subscription). `periodEnd` is the record's
 * `currentPeriodEnd`; its milliseconds are dropped (a claim is a JSON number of seconds).
 */
export function subscriptionClaims(
  record: { readonly selectedPlan: string; readonly status: string; readonly periodEnd: Date | null } | null,
): SubscriptionClaims {
  if (!record) return { plan: null, subscriptionStatus: null, subscriptionEnds: null };
  return {
    plan: record.selectedPlan,
    subscriptionStatus: record.status,
    subscriptionEnds: record.periodEnd ? Math.floor(record.periodEnd.getTime() / 1000) : null,
  };
}

/** Whether a token's `claims` say the same as `expected` (then no refresh of the token is needed). */
export function claimsMatch(
  claims: Readonly<Record<string, unknown>>,
  expected: SubscriptionClaims,
): boolean {
  return (
    (claims.plan ?? null) === expected.plan &&
    (claims.subscriptionStatus ?? null) === expected.subscriptionStatus &&
    (claims.subscriptionEnds ?? null) === expected.subscriptionEnds
  );
}
