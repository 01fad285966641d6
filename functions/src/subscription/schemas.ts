import { z } from 'zod';
import { PLAN_IDS } from '@adplatform/plans';

/** Anything a Firestore Timestamp (or a Date) can be read as. */
const timestampLike = z.custom<{ toDate: () => Date }>(
  (value) => typeof value === 'object' && value !== null && 'toDate' in value,
  'expected a Timestamp',
);

/**
 * `subscriptions/{uid}` as stored (docs/product-rules.md §3 "Subscription record"). Written only by the billing webhook;
 * a record that does not parse (an unknown plan included) is a data-integrity error, answered with
 * `data-loss`.
 */
export const storedSubscriptionSchema = z.object({
  selectedPlan: z.enum(PLAN_IDS),
  status: z.string().min(1),
  currentPeriodStart: timestampLike.nullable().optional(),
  currentPeriodEnd: timestampLike.nullable().optional(),
});
/** A stored subscription record. */
export type StoredSubscription = z.infer<typeof storedSubscriptionSchema>;

/** docs/product-rules.md §7: `getUserSubscription` takes no payload (the SDK sends `null`). */
export const noPayloadSchema = z.union([z.null(), z.undefined(), z.object({}).strict()]);
