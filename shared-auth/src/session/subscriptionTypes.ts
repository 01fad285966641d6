import { z } from 'zod';

/**
 * The subscription as the client sees it (SPEC §3 "Subscription record" and the `data` of
 * "Subscription-fetch response"). Dates are ISO-8601 strings; `status` is `active` or another value.
 */
export const subscriptionDataSchema = z.object({
  selectedPlan: z.string().min(1),
  status: z.string().min(1),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
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
