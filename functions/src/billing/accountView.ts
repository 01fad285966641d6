import type { CallableRequest } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import { ACTIVE_STATUS } from '@adplatform/plans';
import type { AccountInvoice, BillingAccount } from '@adplatform/plans/billing';
import { parsePayload } from '../callable/guards';
import { requireSubscriber } from '../callable/account';
import { noPayloadSchema } from '../subscription/schemas';
import { paidSubscriptionOf } from './account';
import { storedCustomerId } from './customers';
import { billingProvider } from './provider';
import { providerCall } from './providerCall';

const INVOICES_LISTED = 12;

const isoOfSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();

/** An invoice as settings lists it. */
export function accountInvoice(invoice: Stripe.Invoice): AccountInvoice {
  return {
    id: invoice.id ?? '',
    number: invoice.number ?? null,
    createdAt: isoOfSeconds(invoice.created),
    status: invoice.status ?? 'draft',
    amountMinor: invoice.total,
    currency: invoice.currency.toUpperCase(),
    pdfUrl: invoice.invoice_pdf ?? null,
  };
}

/** The card of a payment method (expanded), or null for an id or another kind of method. */
function cardOf(method: string | Stripe.PaymentMethod | null | undefined): BillingAccount['paymentMethod'] {
  if (!method || typeof method === 'string' || !method.card) return null;
  const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
  return { brand, last4, expMonth, expYear };
}

/** The subscription an invoice bills (under `parent` since the provider's 2025 API). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  if (!subscription) return null;
  return typeof subscription === 'string' ? subscription : subscription.id;
}

const EMPTY_ACCOUNT: BillingAccount = {
  subscription: null,
  paymentMethod: null,
  nextInvoice: null,
  openInvoice: null,
  invoices: [],
};

/**
 * `getBillingAccount()` (docs/product-rules.md §12): the provider's view of the user's billing — the
 * card on file (the subscription's, else the customer's default), the next renewal's invoice (none
 * once cancelled or not active), the open invoice a past-due subscription waits on, and the last 12
 * invoices with their PDFs. A user without a customer has an empty account.
 * @throws HttpsError `unauthenticated`, `failed-precondition` (e-mail not verified),
 *   `invalid-argument` (a payload was sent), `unavailable` (the provider cannot be reached).
 */
export async function getBillingAccountHandler(request: CallableRequest<unknown>): Promise<BillingAccount> {
  const uid = await requireSubscriber(request);
  parsePayload(noPayloadSchema, request.data);
  const [customerId, paid] = await Promise.all([storedCustomerId(uid), paidSubscriptionOf(uid)]);
  if (!customerId) return EMPTY_ACCOUNT;
  return providerCall('Billing account', uid, async () => {
    const provider = billingProvider();
    const renews = paid?.status === ACTIVE_STATUS && !paid.cancelAtPeriodEnd;
    const [customer, subscription, invoices, upcoming] = await Promise.all([
      provider.customers.retrieve(customerId, { expand: ['invoice_settings.default_payment_method'] }),
      paid
        ? provider.subscriptions.retrieve(paid.subscriptionId, { expand: ['default_payment_method'] })
        : null,
      provider.invoices.list({ customer: customerId, limit: INVOICES_LISTED }),
      paid && renews
        ? provider.invoices.createPreview({ customer: customerId, subscription: paid.subscriptionId })
        : null,
    ]);
    const customerCard = customer.deleted ? null : cardOf(customer.invoice_settings.default_payment_method);
    const open = invoices.data.find(
      (invoice) =>
        invoice.status === 'open' && paid && invoiceSubscriptionId(invoice) === paid.subscriptionId,
    );
    return {
      subscription: paid
        ? {
            plan: paid.plan,
            period: paid.period,
            status: paid.status,
            cancelAtPeriodEnd: paid.cancelAtPeriodEnd,
            currentPeriodEnd: new Date(paid.currentPeriodEnd).toISOString(),
          }
        : null,
      paymentMethod: cardOf(subscription?.default_payment_method) ?? customerCard,
      nextInvoice:
        upcoming && paid
          ? {
              amountMinor: upcoming.amount_due,
              currency: upcoming.currency.toUpperCase(),
              date: new Date(paid.currentPeriodEnd).toISOString(),
            }
          : null,
      openInvoice: open ? accountInvoice(open) : null,
      invoices: invoices.data.map(accountInvoice),
    };
  });
}
