import { PLAN_PRICES } from '@adplatform/plans/prices';
import { cardOnFile } from './cards';
import { BillingLedger, CardDeclined } from './ledger';
import { epochSeconds, priceObject } from './standInState';

const PLUS = priceObject(PLAN_PRICES.Plus.month);
const PREMIUM = priceObject(PLAN_PRICES.Premium.month);
const PREMIUM_YEAR = priceObject(PLAN_PRICES.Premium.year);
const card = (cardNumber: string) =>
  cardOnFile({ email: '', cardNumber, expiry: '12 / 34', cvc: '1', name: '' });

/** A ledger at a fixed moment, recording the events it emits. */
function ledgerAt(now: Date) {
  const events: string[] = [];
  const ledger = new BillingLedger(
    'http://stand-in',
    (type) => events.push(type),
    () => now,
  );
  const customer = ledger.createCustomer('a@b.test', {});
  const subscription = ledger.startSubscription(customer.id, card('4242424242424242'), PLUS, { uid: 'u1' });
  return { ledger, customer, subscription, events };
}

describe('the stand-in’s books', () => {
  const start = new Date('2026-11-01T00:00:00Z');
  const halfway = epochSeconds(new Date('2026-11-16T00:00:00Z'));

  it('prorates an upgrade halfway through a month: half of Plus credited, half of Premium billed', () => {
    const { ledger, subscription } = ledgerAt(start);
    const preview = ledger.previewChange(subscription.id, PREMIUM, halfway);
    expect(preview.lines.data.map((line) => line.amount)).toEqual([-2450, 4950]);
    expect(preview.amount_due).toBe(2500);
    const changed = ledger.changePrice(subscription.id, PREMIUM, halfway);
    expect(changed.items.data[0]!.price.id).toBe(PREMIUM.id);
    expect(ledger.invoicesOf(String(subscription.customer))[0]).toMatchObject({
      total: 2500,
      status: 'paid',
    });
  });

  it('a change of billing period bills a whole new period from the change, less the unused credit', () => {
    const { ledger, subscription } = ledgerAt(start);
    const changed = ledger.changePrice(subscription.id, PREMIUM_YEAR, halfway);
    expect(ledger.invoicesOf(String(subscription.customer))[0]!.total).toBe(99_000 - 2450);
    expect(changed.items.data[0]!.current_period_start).toBe(halfway);
    expect(new Date(changed.items.data[0]!.current_period_end * 1000).toISOString()).toBe(
      '2027-11-16T00:00:00.000Z',
    );
  });

  it('a downgrade owes nothing now: its negative total is a credit', () => {
    const { ledger, subscription } = ledgerAt(start);
    const preview = ledger.previewChange(subscription.id, priceObject(PLAN_PRICES.Basic.month), halfway);
    expect(preview.total).toBe(-2450 + 950);
    expect(preview.amount_due).toBe(0);
  });

  it('renews at period end; a card that refuses charges leaves the invoice open and the subscription past due', () => {
    const { ledger, customer, subscription, events } = ledgerAt(start);
    ledger.attachCard(customer.id, card('4000000000000341'));
    ledger.advanceToPeriodEnd(subscription.id);
    expect(subscription.status).toBe('past_due');
    const open = ledger.invoicesOf(customer.id)[0]!;
    expect(open.status).toBe('open');
    expect(() => ledger.payInvoice(open.id!)).toThrow(CardDeclined);
    ledger.attachCard(customer.id, card('4242424242424242'));
    ledger.payInvoice(open.id!);
    expect(subscription.status).toBe('active');
    expect(events).toEqual([
      'invoice.paid',
      'customer.subscription.created',
      'invoice.payment_failed',
      'customer.subscription.updated',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
  });

  it('a subscription cancelled at period end ends there; a declined card is never saved', () => {
    const { ledger, customer, subscription } = ledgerAt(start);
    ledger.setCancelAtPeriodEnd(subscription.id, true);
    expect(ledger.upcomingInvoice(subscription.id)).toBeNull();
    ledger.advanceToPeriodEnd(subscription.id);
    expect(subscription.status).toBe('canceled');
    expect(() => ledger.attachCard(customer.id, card('4000000000000002'))).toThrow('Your card was declined.');
    expect(ledger.customer(customer.id).card?.paymentMethod.card?.last4).toBe('4242');
  });
});
