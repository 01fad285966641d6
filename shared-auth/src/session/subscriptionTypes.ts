// zod's tree-shakable build: the session runs on every page (ISSUE 5 budgets).
import { z } from 'zod/mini';

/**
 * The subscription as the client sees it (SPEC §3 "Subscription record" and the `data` of
 * "Subscription-fetch response"). Dates are ISO-8601 strings; `status` is `active` or another value.
 */
export const subscriptionDataSchema = z.object({
  selectedPlan: z.string().check(z.minLength(1)),
  status: z.string().check(z.minLength(1)),
  currentPeriodStart: z.nullable(z.string()),
  currentPeriodEnd: z.nullable(z.string()),
});
/** A subscription record (SPEC §3). */
export type SubscriptionData = z.infer<typeof subscriptionDataSchema>;

/** The answer of the callable `getUserSubscription` (SPEC §3 "Subscription-fetch response", §7). */
export const subscriptionResponseSchema = z.object({
  msg: z.string(),
  data: subscriptionDataSchema,
  isExpired: z.boolean(),
});
/** The answer of `getUserSubscription`. */
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** The only status that lets a user past /settings (SPEC §2 guard rule 4). */
export const ACTIVE_STATUS = 'active';
