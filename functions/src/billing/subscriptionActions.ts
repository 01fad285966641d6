import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { cancellationSchema, portalRequestSchema } from '@adplatform/plans/billing';
import { parsePayload } from '../callable/guards';
import { requireSubscriber } from '../callable/account';
import { noPayloadSchema } from '../subscription/schemas';
import { activePaidSubscriptionOf, paidSubscriptionOf } from './account';
import { invoiceSubscriptionId } from './accountView';
import { returnOrigin } from '../callable/appOrigin';
import { storedCustomerId } from './customers';
import { billingProvider } from './provider';
import { providerCall } from './providerCall';

/**
 * `setCancelAtPeriodEnd({ cancelAtPeriodEnd })` (docs/product-rules.md §12): cancels the active paid
 * subscription at the end of the period already paid (access stays until then), or undoes it. The
 * record follows from the webhook.
 * @returns the state asked for
 * @throws HttpsError `unauthenticated`, `invalid-argument`, `failed-precondition` (e-mail not verified,
 *   no active paid subscription), `unavailable`.
 */
export async function setCancelAtPeriodEndHandler(
  request: CallableRequest<unknown>,
): Promise<{ cancelAtPeriodEnd: boolean }> {
  const uid = await requireSubscriber(request);
  const { cancelAtPeriodEnd } = parsePayload(cancellationSchema, request.data);
  const paid = await activePaidSubscriptionOf(uid);
  await providerCall('Cancellation', uid, () =>
    billingProvider().subscriptions.update(paid.subscriptionId, { cancel_at_period_end: cancelAtPeriodEnd }),
  );
  return { cancelAtPeriodEnd };
}

/**
 * `payOpenInvoice()` (docs/product-rules.md §12): pays the open invoice a past-due subscription waits
 * on with the card on file; once paid, the provider makes the subscription active and the webhook lets
 * the user back in.
 * @throws HttpsError `unauthenticated`, `invalid-argument`, `failed-precondition` (e-mail not verified,
 *   nothing to pay, a declined card with `details.reason` `card-declined`), `unavailable`.
 */
export async function payOpenInvoiceHandler(request: CallableRequest<unknown>): Promise<{ paid: true }> {
  const uid = await requireSubscriber(request);
  parsePayload(noPayloadSchema, request.data);
  const paid = await paidSubscriptionOf(uid);
  if (!paid) throw new HttpsError('failed-precondition', 'There is no paid subscription.');
  await providerCall('Invoice payment', uid, async () => {
    const provider = billingProvider();
    const { data } = await provider.invoices.list({ customer: paid.customerId, status: 'open', limit: 10 });
    const open = data.find(
      (invoice) => invoice.status === 'open' && invoiceSubscriptionId(invoice) === paid.subscriptionId,
    );
    if (!open?.id) throw new HttpsError('failed-precondition', 'There is no invoice to pay.');
    await provider.invoices.pay(open.id);
  });
  return { paid: true };
}

/**
 * `createBillingPortalSession({ flow })` (docs/product-rules.md §12): a session of the provider's
 * customer portal on that flow (updating the card on file), returning to settings on the calling
 * page's origin.
 * @returns `{ url }`: the portal page to send the browser to
 * @throws HttpsError `unauthenticated`, `invalid-argument`, `failed-precondition` (e-mail not verified,
 *   no customer yet), `permission-denied` (the page's origin is not the app's), `unavailable`.
 */
export async function createBillingPortalSessionHandler(
  request: CallableRequest<unknown>,
): Promise<{ url: string }> {
  const uid = await requireSubscriber(request);
  const { flow } = parsePayload(portalRequestSchema, request.data);
  const origin = returnOrigin(request.rawRequest.headers.origin);
  const customer = await storedCustomerId(uid);
  if (!customer)
    throw new HttpsError('failed-precondition', 'There is no billing account yet: choose a plan first.');
  const session = await providerCall('Portal session', uid, () =>
    billingProvider().billingPortal.sessions.create({
      customer,
      return_url: `${origin}/settings?portal=return`,
      flow_data: { type: flow },
    }),
  );
  return { url: session.url };
}
