import { ACTIVE_STATUS, type PlanId } from '@adplatform/plans';
import { priceOfLookupKey, type BillingPeriod } from '@adplatform/plans/prices';
import type Stripe from 'stripe';

/** Every status the provider gives a subscription (Stripe's `Subscription.Status`). */
export const PROVIDER_STATUSES = [
  'trialing',
  'active',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'unpaid',
  'canceled',
  'paused',
] as const satisfies readonly Stripe.Subscription.Status[];

/**
 * The record's `status` for a provider status (docs/product-rules.md §12): `active` while the
 * provider bills the subscription normally — `active`, and `trialing` (a trial gives the plan's
 * access until it ends, when the provider makes it active or not) — and the provider's own word
 * otherwise, which confines the user to /settings (§2 guard rule 4).
 */
export function recordStatus(providerStatus: Stripe.Subscription.Status): string {
  return providerStatus === 'active' || providerStatus === 'trialing' ? ACTIVE_STATUS : providerStatus;
}

/** What a provider subscription says of the user's subscription record (dates in ms since the epoch). */
export interface BillingState {
  readonly uid: string | null;
  readonly customerId: string;
  readonly subscriptionId: string;
  readonly selectedPlan: PlanId;
  readonly billingPeriod: BillingPeriod;
  readonly status: string;
  readonly providerStatus: Stripe.Subscription.Status;
  readonly currentPeriodStart: number;
  readonly currentPeriodEnd: number;
  /** Cancelled by the user, effective at `currentPeriodEnd`: access stays until then. */
  readonly cancelAtPeriodEnd: boolean;
}

function idOf(value: string | { id: string }): string {
  return typeof value === 'string' ? value : value.id;
}

/**
 * Reads a provider subscription: its plan and period from its one item's price lookup key (the price
 * table), its period from that item (the provider keeps periods on items), its status mapped by
 * {@link recordStatus}, the user from `metadata.uid` (set at checkout).
 * @returns null when the subscription is not one of ours: no item, or a price outside the table.
 */
export function billingStateOf(subscription: Stripe.Subscription): BillingState | null {
  const item = subscription.items.data[0];
  const price = priceOfLookupKey(item?.price.lookup_key);
  if (!item || !price || subscription.items.data.length !== 1) return null;
  return {
    uid: subscription.metadata.uid ?? null,
    customerId: idOf(subscription.customer),
    subscriptionId: subscription.id,
    selectedPlan: price.plan,
    billingPeriod: price.period,
    status: recordStatus(subscription.status),
    providerStatus: subscription.status,
    currentPeriodStart: item.current_period_start * 1000,
    currentPeriodEnd: item.current_period_end * 1000,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
  };
}
