/**
 * The subscription records the server must judge alike (docs/product-rules.md §4: a subscription gives
 * access while its status is active and its current period has not ended). The rules
 * (`subscriptionActive` in firestore.rules) and the functions (`requireEntitlement`) are each tested
 * against every case.
 */
export interface SubscriptionCase {
  readonly name: string;
  readonly status: string;
  /** The period's end, in ms from now; null for a record without one; a string for a malformed one. */
  readonly periodEnd: number | null | string;
  /** Whether the record gives access. */
  readonly active: boolean;
}

const DAY = 24 * 60 * 60 * 1000;

export const SUBSCRIPTION_CASES: readonly SubscriptionCase[] = [
  { name: 'active, its period ends in 20 days', status: 'active', periodEnd: 20 * DAY, active: true },
  { name: 'active, its period ended 30 days ago', status: 'active', periodEnd: -30 * DAY, active: false },
  { name: 'active, its period ended a minute ago', status: 'active', periodEnd: -60_000, active: false },
  { name: 'active, without a period end', status: 'active', periodEnd: null, active: true },
  {
    name: 'active, with a period end that is not a date',
    status: 'active',
    periodEnd: '2099-01-01',
    active: false,
  },
  { name: 'past_due, its period not ended', status: 'past_due', periodEnd: 10 * DAY, active: false },
  { name: 'canceled, its period not ended', status: 'canceled', periodEnd: 10 * DAY, active: false },
];

/**
 * The stored record of a Premium subscription in `subscriptionCase`, its period end as the writer's
 * Timestamp (`toTimestamp` of a time in ms since the epoch).
 */
export function subscriptionRecord(
  { status, periodEnd }: SubscriptionCase,
  toTimestamp: (ms: number) => unknown,
): Record<string, unknown> {
  return {
    selectedPlan: 'Premium',
    status,
    ...(periodEnd === null
      ? {}
      : {
          currentPeriodEnd: typeof periodEnd === 'number' ? toTimestamp(Date.now() + periodEnd) : periodEnd,
        }),
  };
}
