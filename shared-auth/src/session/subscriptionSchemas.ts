import * as z from 'shared-auth/validation';
import type { SubscriptionData, SubscriptionResponse } from '@adplatform/plans';

/** zod schema of {@link SubscriptionData} (docs/product-rules.md §3 "Subscription record"). */
export const subscriptionDataSchema: z.ZodMiniType<SubscriptionData> = z.object({
  selectedPlan: z.string().check(z.minLength(1)),
  status: z.string().check(z.minLength(1)),
  currentPeriodStart: z.nullable(z.string()),
  currentPeriodEnd: z.nullable(z.string()),
});

/** zod schema of {@link SubscriptionResponse} (docs/product-rules.md §3 "Subscription-fetch response"). */
export const subscriptionResponseSchema: z.ZodMiniType<SubscriptionResponse> = z.object({
  msg: z.string(),
  data: z.nullable(subscriptionDataSchema),
  isExpired: z.boolean(),
});
