/**
 * The stand-in's books (docs/decisions/0011-billing-with-stripe.md): customers with their card, subscriptions, invoices,
 * and what the provider does to them — start a subscription, change its price with proration, cancel
 * at period end, renew at period end (paid or failed), pay an open invoice. Every change is announced
 * through `emit` as the provider's event of the same name. Amounts are integer cents.
 */
import type Stripe from 'stripe';
import { chargeOutcome, type CardOnFile } from './cards';
import { invoiceObject, prorationLines, renewalLine, type InvoiceLine } from './invoices';
import { epochSeconds, newId, periodEnd, subscriptionObject } from './standInState';

/** A customer as the stand-in keeps it. */
export interface StandInCustomer {
  readonly id: string;
  readonly email: string | null;
  readonly metadata: Record<string, string>;
  card: CardOnFile | null;
}

/** Why a charge was refused: the provider's message for the card. */
export class CardDeclined extends Error {}

type Emit = (type: string, object: unknown) => void;

const itemOf = (subscription: Stripe.Subscription) => subscription.items.data[0]!;

/** The stand-in's customers, subscriptions and invoices, in memory. */
export class BillingLedger {
  readonly customers = new Map<string, StandInCustomer>();
  readonly subscriptions = new Map<string, Stripe.Subscription>();
  readonly invoices = new Map<string, Stripe.Invoice>();
  private invoiceCount = 0;

  constructor(
    private readonly origin: string,
    private readonly emit: Emit,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The customer `id`; one kept in Firestore outlives the stand-in's memory, so an unknown id is created. */
  customer(id: string): StandInCustomer {
    if (!this.customers.has(id)) this.customers.set(id, { id, email: null, metadata: {}, card: null });
    return this.customers.get(id)!;
  }

  /** A new customer. */
  createCustomer(email: string | null, metadata: Record<string, string>): StandInCustomer {
    const created: StandInCustomer = { id: newId('cus'), email, metadata, card: null };
    this.customers.set(created.id, created);
    return created;
  }

  /** The customer as the API returns it, its default payment method expanded. */
  customerObject(id: string) {
    const { card, ...customer } = this.customer(id);
    return {
      object: 'customer',
      ...customer,
      invoice_settings: { default_payment_method: card ? card.paymentMethod : null },
    };
  }

  /**
   * Keeps `card` as the customer's payment method (the portal's "update payment method").
   * @throws CardDeclined when the card cannot be attached.
   */
  attachCard(customerId: string, card: CardOnFile): void {
    if (card.attachError) throw new CardDeclined(card.attachError);
    this.customer(customerId).card = card;
  }

  /**
   * Checkout paid with `card`: the card is kept, a subscription of `price` starts now and its first
   * invoice is paid. @throws CardDeclined when the card is refused (nothing is created).
   */
  startSubscription(
    customerId: string,
    card: CardOnFile,
    price: Stripe.Price,
    metadata: Record<string, string>,
  ): Stripe.Subscription {
    const refused = chargeOutcome(card);
    if (refused) throw new CardDeclined(refused);
    this.attachCard(customerId, card);
    const subscription = subscriptionObject(customerId, price, metadata, this.now());
    this.subscriptions.set(subscription.id, subscription);
    const item = itemOf(subscription);
    this.addInvoice(
      subscription,
      [renewalLine(price, item.current_period_start, item.current_period_end)],
      'paid',
    );
    this.emit('customer.subscription.created', subscription);
    return subscription;
  }

  /** The invoice a change of `subscriptionId` to `price` at `prorationDate` (seconds) would bill now. */
  previewChange(subscriptionId: string, price: Stripe.Price, prorationDate: number): Stripe.Invoice {
    const subscription = this.subscription(subscriptionId);
    return invoiceObject({
      id: `upcoming_${subscription.id}`,
      customer: String(subscription.customer),
      subscription: subscription.id,
      lines: prorationLines(itemOf(subscription), price, prorationDate),
      status: 'draft',
      created: prorationDate,
      origin: this.origin,
    });
  }

  /**
   * Changes the subscription's price at `prorationDate` and bills the proration at once (the
   * provider's `always_invoice`, `error_if_incomplete`): a change of billing period starts a new
   * period now. @throws CardDeclined when the amount due is refused (nothing changes).
   */
  changePrice(subscriptionId: string, price: Stripe.Price, prorationDate: number): Stripe.Subscription {
    const subscription = this.subscription(subscriptionId);
    const item = itemOf(subscription);
    const lines = prorationLines(item, price, prorationDate);
    const due = lines.reduce((sum, line) => sum + line.amount, 0);
    const refused = due > 0 ? chargeOutcome(this.customer(String(subscription.customer)).card) : null;
    if (refused) throw new CardDeclined(refused);
    const intervalChanged = item.price.recurring?.interval !== price.recurring?.interval;
    Object.assign(item, { price });
    if (intervalChanged) {
      item.current_period_start = prorationDate;
      item.current_period_end = epochSeconds(
        periodEnd(new Date(prorationDate * 1000), price.recurring?.interval ?? 'month'),
      );
    }
    this.addInvoice(subscription, lines, 'paid');
    this.emit('customer.subscription.updated', subscription);
    return subscription;
  }

  /** Sets or clears the cancellation at the end of the period. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Stripe.Subscription {
    const subscription = this.subscription(subscriptionId);
    Object.assign(subscription, {
      cancel_at_period_end: cancel,
      canceled_at: cancel ? epochSeconds(this.now()) : null,
    });
    this.emit('customer.subscription.updated', subscription);
    return subscription;
  }

  /**
   * The test clock: moves `subscriptionId` to the end of its period. Cancelled at period end, it ends
   * (`canceled`); otherwise it renews for a period and charges the card on file — refused, the renewal
   * invoice stays open and the subscription is `past_due`.
   */
  advanceToPeriodEnd(subscriptionId: string): Stripe.Subscription {
    const subscription = this.subscription(subscriptionId);
    const item = itemOf(subscription);
    if (subscription.cancel_at_period_end) {
      Object.assign(subscription, { status: 'canceled', ended_at: item.current_period_end });
      this.emit('customer.subscription.deleted', subscription);
      return subscription;
    }
    const start = item.current_period_end;
    const end = epochSeconds(periodEnd(new Date(start * 1000), item.price.recurring?.interval ?? 'month'));
    Object.assign(item, { current_period_start: start, current_period_end: end });
    const refused = chargeOutcome(this.customer(String(subscription.customer)).card);
    const invoice = this.addInvoice(
      subscription,
      [renewalLine(item.price, start, end)],
      refused ? 'open' : 'paid',
    );
    if (refused) {
      Object.assign(subscription, { status: 'past_due', latest_invoice: invoice.id });
      this.emit('invoice.payment_failed', { ...invoice, last_finalization_error: { message: refused } });
    }
    this.emit('customer.subscription.updated', subscription);
    return subscription;
  }

  /**
   * Pays an open invoice with the card on file; a subscription that was past due is active again.
   * @throws CardDeclined when the card is refused; Error when the invoice is not open.
   */
  payInvoice(invoiceId: string): Stripe.Invoice {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice || invoice.status !== 'open') throw new Error('This invoice is not open.');
    const refused = chargeOutcome(this.customer(String(invoice.customer)).card);
    if (refused) throw new CardDeclined(refused);
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
    this.emit('invoice.paid', invoice);
    const subscriptionId = invoice.parent?.subscription_details?.subscription;
    const subscription =
      typeof subscriptionId === 'string' ? this.subscriptions.get(subscriptionId) : undefined;
    if (subscription?.status === 'past_due') {
      subscription.status = 'active';
      this.emit('customer.subscription.updated', subscription);
    }
    return invoice;
  }

  /** The invoice the subscription's next renewal will bill, or null once it is cancelled or ended. */
  upcomingInvoice(subscriptionId: string): Stripe.Invoice | null {
    const subscription = this.subscription(subscriptionId);
    if (subscription.cancel_at_period_end || subscription.status === 'canceled') return null;
    const item = itemOf(subscription);
    const end = epochSeconds(
      periodEnd(new Date(item.current_period_end * 1000), item.price.recurring?.interval ?? 'month'),
    );
    return invoiceObject({
      id: `upcoming_${subscription.id}`,
      customer: String(subscription.customer),
      subscription: subscription.id,
      lines: [renewalLine(item.price, item.current_period_end, end)],
      status: 'draft',
      created: item.current_period_end,
      origin: this.origin,
    });
  }

  /** The customer's invoices, newest first. */
  invoicesOf(customerId: string): Stripe.Invoice[] {
    return [...this.invoices.values()].filter((invoice) => invoice.customer === customerId).reverse();
  }

  /** @throws Error when the stand-in has no such subscription. */
  subscription(id: string): Stripe.Subscription {
    const found = this.subscriptions.get(id);
    if (!found) throw new Error(`No such subscription: '${id}'`);
    return found;
  }

  private addInvoice(
    subscription: Stripe.Subscription,
    lines: readonly InvoiceLine[],
    status: 'paid' | 'open',
  ): Stripe.Invoice {
    this.invoiceCount += 1;
    const invoice = invoiceObject({
      id: newId('in'),
      number: `DEMO-${String(this.invoiceCount).padStart(4, '0')}`,
      customer: String(subscription.customer),
      subscription: subscription.id,
      lines,
      status,
      created: epochSeconds(this.now()),
      origin: this.origin,
    });
    this.invoices.set(invoice.id, invoice);
    if (status === 'paid') this.emit('invoice.paid', invoice);
    return invoice;
  }
}
