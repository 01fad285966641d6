import { callFunction, firebaseAuth, firestore, reloadSubscription, type PlanId } from 'shared-auth';
import {
  billingAccountSchema,
  planChangePreviewSchema,
  redirectAnswerSchema,
  type BillingAccount,
  type PlanChangePreview,
  type PlanChoice,
} from '@adplatform/plans/billing';
import type { BillingPeriod } from '@adplatform/plans/prices';

/** How long an action waits for the webhook to write its result into the record (ms). */
const RECORD_WAIT_MS = 20_000;
const POLL_MS = 1000;

/** The action was made at the provider, but the record did not follow within {@link RECORD_WAIT_MS}. */
export class RecordNotYetUpdated extends Error {}

/**
 * Waits until the signed-in user's `subscriptions/{uid}` record (raw fields, as the webhook writes
 * them) satisfies `done`, reading it every second, then reloads the subscription so the guard and the
 * navigation follow (docs/product-rules.md §12: only the webhook writes the record).
 * @throws RecordNotYetUpdated after 20 s.
 */
export async function recordSettles(done: (record: Record<string, unknown>) => boolean): Promise<void> {
  const [auth, { db, sdk }] = await Promise.all([firebaseAuth(), firestore()]);
  const uid = auth.currentUser?.uid;
  if (!uid) throw new Error('Not signed in');
  const deadline = Date.now() + RECORD_WAIT_MS;
  for (;;) {
    const snapshot = await sdk.getDoc(sdk.doc(db, 'subscriptions', uid));
    if (snapshot.exists() && done(snapshot.data())) break;
    if (Date.now() > deadline) throw new RecordNotYetUpdated();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await reloadSubscription();
}

/** `getBillingAccount`: the card, next invoice, open invoice and invoices. @throws FunctionsError. */
export async function loadBillingAccount(): Promise<BillingAccount> {
  return billingAccountSchema.parse(await callFunction('getBillingAccount'));
}

/** `previewPlanChange`: what the change costs now and from when. @throws FunctionsError. */
export async function previewPlanChange(choice: PlanChoice): Promise<PlanChangePreview> {
  return planChangePreviewSchema.parse(await callFunction('previewPlanChange', choice));
}

/**
 * Makes the previewed change (`changeSubscriptionPlan`, at the preview's proration moment) and waits
 * for the record to carry the new plan. @throws FunctionsError (`details.reason` `card-declined`),
 * RecordNotYetUpdated.
 */
export async function confirmPlanChange({ plan, period, prorationDate }: PlanChangePreview): Promise<void> {
  await callFunction('changeSubscriptionPlan', { plan, period, prorationDate });
  await recordSettles((record) => record.selectedPlan === plan && record.billingPeriod === period);
}

/** Cancels at period end or undoes it, and waits for the record. @throws FunctionsError, RecordNotYetUpdated. */
export async function setCancelAtPeriodEnd(cancelAtPeriodEnd: boolean): Promise<void> {
  await callFunction('setCancelAtPeriodEnd', { cancelAtPeriodEnd });
  await recordSettles((record) => record.cancelAtPeriodEnd === cancelAtPeriodEnd);
}

/** Pays the open invoice with the card on file and waits until the record is active again. */
export async function payOpenInvoice(): Promise<void> {
  await callFunction('payOpenInvoice');
  await recordSettles((record) => record.status === 'active');
}

/** Sends the browser to the provider's portal to update the card on file; it returns to settings. */
export async function openPaymentMethodPortal(): Promise<void> {
  const { url } = redirectAnswerSchema.parse(
    await callFunction('createBillingPortalSession', { flow: 'payment_method_update' }),
  );
  window.location.assign(url);
}

/** Sends the browser to Checkout for a paid plan, returning to settings (a plan that ended, or a complimentary one). */
export async function startCheckout(plan: PlanId, period: BillingPeriod): Promise<void> {
  const { url } = redirectAnswerSchema.parse(
    await callFunction('createCheckoutSession', { plan, period, returnTo: 'settings' }),
  );
  window.location.assign(url);
}

/** The provider's reason a call was refused (`card-declined`), when it gave one. */
export function refusalReason(error: unknown): string | null {
  const details = (error as { details?: { reason?: unknown } } | null)?.details;
  return typeof details?.reason === 'string' ? details.reason : null;
}
