/**
 * The subscription as the client sees it (SPEC §3 "Subscription record" and the `data` of
 * "Subscription-fetch response"). Dates are ISO-8601 strings; `status` is `active` or another value.
 * Validated by `subscriptionSchemas.ts`, which loads with the first read (not with the sign-in page).
 * The callable functions answer with these same types (functions/src/subscription/handlers.ts).
 */
export interface SubscriptionData {
  selectedPlan: string;
  status: string;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
}

/** The answer of the callable `getUserSubscription` (SPEC §3 "Subscription-fetch response", §7). */
export interface SubscriptionResponse {
  msg: string;
  data: SubscriptionData;
  isExpired: boolean;
}

/** The only status that lets a user past /settings (SPEC §2 guard rule 4). */
export const ACTIVE_STATUS = 'active';
