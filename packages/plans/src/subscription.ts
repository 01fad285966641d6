/**
 * The subscription as the client sees it (docs/product-rules.md §3 "Subscription record" and the `data` of
 * "Subscription-fetch response"). Dates are ISO-8601 strings; `status` is `active` or another value.
 * Validated by shared-auth's `subscriptionSchemas.ts`, which loads with the first read (not with the
 * sign-in page).
 * The callable functions answer with these same types (functions/src/subscription/handlers.ts).
 */
export interface SubscriptionData {
  selectedPlan: string;
  status: string;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
}

/**
 * The answer of the callable `getUserSubscription` (docs/product-rules.md §3 "Subscription-fetch
 * response", §7): `msg` is 'Subscription found' with the record in `data`, or 'No subscription
 * found' with `data` null and `isExpired` false for a user who has not subscribed yet — a normal
 * state, answered as such rather than as an error.
 */
export interface SubscriptionResponse {
  msg: string;
  data: SubscriptionData | null;
  isExpired: boolean;
}

/** The `msg` of {@link SubscriptionResponse} for a user without a subscription record. */
export const NO_SUBSCRIPTION_MESSAGE = 'No subscription found';

/** The only status that lets a user past /settings (docs/product-rules.md §2 guard rule 4). */
export const ACTIVE_STATUS = 'active';

/**
 * Whether a subscription no longer gives access (docs/product-rules.md §4): its status is not
 * {@link ACTIVE_STATUS}, or its current period has ended. The one rule for the guard, the remotes and
 * the callable functions.
 * @param status - the record's `status`
 * @param periodEnd - the end of the current period, or null when the record has none
 * @param now - the moment to judge at
 */
export function isExpiredSubscription(status: string, periodEnd: Date | null, now: Date): boolean {
  return status !== ACTIVE_STATUS || (periodEnd !== null && periodEnd.getTime() <= now.getTime());
}
