import dayjs from 'dayjs';
import type Stripe from 'stripe';
import { priceOfLookupKey } from '@adplatform/plans/prices';
import { epochSeconds, periodEnd } from './standInState';

/** One line of an invoice: what it bills, for which period (seconds), in cents (a credit is negative). */
export interface InvoiceLine {
  readonly description: string;
  readonly amount: number;
  readonly start: number;
  readonly end: number;
  readonly price: Stripe.Price;
}

/** "Premium (monthly)": a price as the provider's invoices name it. */
function priceLabel(price: Stripe.Price): string {
  const row = priceOfLookupKey(price.lookup_key);
  return row
    ? `${row.plan} (${row.period === 'year' ? 'yearly' : 'monthly'})`
    : (price.lookup_key ?? price.id);
}

const day = (seconds: number) => dayjs(seconds * 1000).format('D MMM YYYY');

/** The line of a whole period of `price`. */
export function renewalLine(price: Stripe.Price, start: number, end: number): InvoiceLine {
  return { description: `1 × ${priceLabel(price)}`, amount: price.unit_amount ?? 0, start, end, price };
}

/**
 * What moving `item` to `price` at `at` (seconds) bills now, as the provider prorates: a credit for
 * the unused part of the current period, and the new price for the rest of it — or, when the billing
 * period changes, for a whole new period starting at `at`.
 */
export function prorationLines(
  item: Stripe.SubscriptionItem,
  price: Stripe.Price,
  at: number,
): InvoiceLine[] {
  const start = item.current_period_start;
  const end = item.current_period_end;
  const unused = Math.min(1, Math.max(0, (end - at) / (end - start)));
  const credit: InvoiceLine = {
    description: `Unused time on ${priceLabel(item.price)} after ${day(at)}`,
    amount: -Math.round((item.price.unit_amount ?? 0) * unused),
    start: at,
    end,
    price: item.price,
  };
  if (item.price.recurring?.interval !== price.recurring?.interval) {
    const newEnd = epochSeconds(periodEnd(new Date(at * 1000), price.recurring?.interval ?? 'month'));
    return [credit, renewalLine(price, at, newEnd)];
  }
  return [
    credit,
    {
      description: `Remaining time on ${priceLabel(price)} after ${day(at)}`,
      amount: Math.round((price.unit_amount ?? 0) * unused),
      start: at,
      end,
      price,
    },
  ];
}

/** What {@link invoiceObject} builds an invoice from. */
export interface InvoiceFacts {
  readonly id: string;
  readonly number?: string;
  readonly customer: string;
  readonly subscription: string;
  readonly lines: readonly InvoiceLine[];
  readonly status: 'draft' | 'open' | 'paid';
  readonly created: number;
  /** The stand-in's origin: where the invoice's PDF is served. */
  readonly origin: string;
}

/**
 * An invoice of the provider's shape (its subscription under `parent.subscription_details`); a
 * negative total owes the customer nothing now (the provider keeps it as a credit).
 */
export function invoiceObject(facts: InvoiceFacts): Stripe.Invoice {
  const total = facts.lines.reduce((sum, line) => sum + line.amount, 0);
  const due = Math.max(0, total);
  const paid = facts.status === 'paid';
  const stored = facts.status !== 'draft';
  return {
    id: facts.id,
    object: 'invoice',
    number: facts.number ?? null,
    customer: facts.customer,
    status: facts.status,
    currency: facts.lines[0]?.price.currency ?? 'usd',
    total,
    subtotal: total,
    amount_due: due,
    amount_paid: paid ? due : 0,
    amount_remaining: paid ? 0 : due,
    created: facts.created,
    period_start: Math.min(...facts.lines.map((line) => line.start)),
    period_end: Math.max(...facts.lines.map((line) => line.end)),
    livemode: false,
    hosted_invoice_url: null,
    invoice_pdf: stored ? `${facts.origin}/invoices/${facts.id}.pdf` : null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: facts.subscription, metadata: {} },
    },
    lines: {
      object: 'list',
      has_more: false,
      url: `/v1/invoices/${facts.id}/lines`,
      data: facts.lines.map((line, index) => ({
        id: `il_${facts.id}_${index}`,
        object: 'line_item',
        amount: line.amount,
        currency: line.price.currency,
        description: line.description,
        period: { start: line.start, end: line.end },
        pricing: { type: 'price_details', price_details: { price: line.price.id, product: 'prod_demo' } },
      })),
    },
  } as unknown as Stripe.Invoice;
}
