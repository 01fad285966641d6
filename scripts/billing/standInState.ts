import { randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import type Stripe from 'stripe';
import { PLAN_IDS } from '@adplatform/plans';
import { BILLING_PERIODS, PLAN_PRICES, type PlanPrice } from '@adplatform/plans/prices';

/** A fresh id with the provider's prefix for its kind (`cus`, `cs_test`, `sub`, `si`, `evt`). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** Seconds since the epoch, as the provider writes times. */
export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** The stand-in's price of one row of the price table (its id is the stand-in's own). */
export function priceObject(price: PlanPrice): Stripe.Price {
  return {
    id: `price_demo_${price.lookupKey}`,
    object: 'price',
    active: true,
    currency: price.currency.toLowerCase(),
    lookup_key: price.lookupKey,
    unit_amount: price.amountMinor,
    recurring: { interval: price.period, interval_count: 1 },
    type: 'recurring',
    livemode: false,
    metadata: {},
  } as unknown as Stripe.Price;
}

/** Every price the stand-in knows: the price table's. */
export const PRICES: readonly Stripe.Price[] = PLAN_IDS.flatMap((plan) =>
  BILLING_PERIODS.map((period) => priceObject(PLAN_PRICES[plan][period])),
);

/** A Checkout session as the stand-in keeps it. */
export interface StandInSession {
  readonly id: string;
  readonly customer: string;
  readonly price: Stripe.Price;
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly metadata: Record<string, string>;
  readonly subscriptionMetadata: Record<string, string>;
  status: 'open' | 'complete';
  subscription: string | null;
}

/** The end of a billing period that starts at `start`, for a price billed per `interval`. */
export function periodEnd(start: Date, interval: string): Date {
  return dayjs(start)
    .add(1, interval === 'year' ? 'year' : 'month')
    .toDate();
}

/** A provider subscription of one item, active from `now` for one period of `price`. */
export function subscriptionObject(
  customer: string,
  price: Stripe.Price,
  metadata: Record<string, string>,
  now: Date,
): Stripe.Subscription {
  const start = epochSeconds(now);
  const end = epochSeconds(periodEnd(now, price.recurring?.interval ?? 'month'));
  const id = newId('sub');
  return {
    id,
    object: 'subscription',
    customer,
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    created: start,
    start_date: start,
    livemode: false,
    metadata,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          price,
          quantity: 1,
          subscription: id,
          current_period_start: start,
          current_period_end: end,
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}
