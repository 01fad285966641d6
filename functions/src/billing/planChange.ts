import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import {
  planChangeSchema,
  planChoiceSchema,
  type PlanChangePreview,
  type PlanChoice,
} from '@adplatform/plans/billing';
import { PLAN_PRICES } from '@adplatform/plans/prices';
import { parsePayload } from '../callable/guards';
import { requireSubscriber } from '../callable/account';
import { activePaidSubscriptionOf, type PaidSubscription } from './account';
import { addBillingPeriod } from './period';
import { providerPriceId } from './prices';
import { billingProvider } from './provider';
import { providerCall } from './providerCall';

/** How long a previewed price holds: a confirmation older than this is previewed again (seconds). */
export const QUOTE_LIFETIME_SECONDS = 15 * 60;

/**
 * The provider's terms of a plan change (docs/product-rules.md §12): the new price on the
 * subscription's one item, prorated to the second of `prorationDate`, invoiced and charged at once.
 */
async function changeTerms(subscription: Stripe.Subscription, choice: PlanChoice, prorationDate: number) {
  const item = subscription.items.data[0];
  if (!item) throw new HttpsError('failed-precondition', 'The subscription has no plan to change.');
  return {
    items: [{ id: item.id, price: await providerPriceId(PLAN_PRICES[choice.plan][choice.period]) }],
    proration_behavior: 'always_invoice' as const,
    proration_date: prorationDate,
  };
}

function assertChange(paid: PaidSubscription, choice: PlanChoice): void {
  if (paid.plan === choice.plan && paid.period === choice.period) {
    throw new HttpsError('failed-precondition', 'This is already your plan.');
  }
}

/**
 * `previewPlanChange({ plan, period })`: what moving the active paid subscription to that plan and
 * billing period costs, as the provider computes it (its invoice preview): the amount charged now,
 * each proration line, and the new price from the date it renews (the current period's end, or a new
 * period from now when the billing period changes). Changes nothing.
 * @throws HttpsError `unauthenticated`, `invalid-argument`, `failed-precondition` (e-mail not verified,
 *   no active paid subscription, the current plan), `unavailable`.
 */
export async function previewPlanChangeHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<PlanChangePreview> {
  const uid = await requireSubscriber(request);
  const choice = parsePayload(planChoiceSchema, request.data);
  const paid = await activePaidSubscriptionOf(uid);
  assertChange(paid, choice);
  const prorationDate = Math.floor(now.getTime() / 1000);
  return providerCall('Plan change preview', uid, async () => {
    const provider = billingProvider();
    const subscription = await provider.subscriptions.retrieve(paid.subscriptionId);
    const terms = await changeTerms(subscription, choice, prorationDate);
    const preview = await provider.invoices.createPreview({
      customer: paid.customerId,
      subscription: paid.subscriptionId,
      subscription_details: terms,
    });
    const renewsAt =
      choice.period === paid.period ? new Date(paid.currentPeriodEnd) : addBillingPeriod(now, choice.period);
    return {
      ...choice,
      prorationDate,
      amountDueMinor: preview.amount_due,
      totalMinor: preview.total,
      currency: preview.currency.toUpperCase(),
      lines: preview.lines.data.map((line) => ({
        description: line.description ?? '',
        amountMinor: line.amount,
        currency: line.currency.toUpperCase(),
      })),
      recurringMinor: PLAN_PRICES[choice.plan][choice.period].amountMinor,
      renewsAt: renewsAt.toISOString(),
    };
  });
}

/**
 * `changeSubscriptionPlan({ plan, period, prorationDate })`: makes the change the user confirmed, at
 * the proration moment of its preview, so the charge is the previewed one. The provider charges the
 * card on file at once and refuses the whole change when the card is declined; the record follows
 * from the webhook's `customer.subscription.updated`, not from this answer.
 * @throws HttpsError `unauthenticated`, `invalid-argument`, `failed-precondition` (e-mail not
 *   verified, no active paid subscription, the current plan, a preview older than 15 minutes, a
 *   declined card with `details.reason` `card-declined`), `unavailable`.
 */
export async function changeSubscriptionPlanHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<PlanChoice> {
  const uid = await requireSubscriber(request);
  const { prorationDate, ...choice } = parsePayload(planChangeSchema, request.data);
  const age = Math.floor(now.getTime() / 1000) - prorationDate;
  if (age < 0 || age > QUOTE_LIFETIME_SECONDS) {
    throw new HttpsError('failed-precondition', 'This price has expired: review the change again.');
  }
  const paid = await activePaidSubscriptionOf(uid);
  assertChange(paid, choice);
  await providerCall('Plan change', uid, async () => {
    const provider = billingProvider();
    const subscription = await provider.subscriptions.retrieve(paid.subscriptionId);
    await provider.subscriptions.update(
      paid.subscriptionId,
      {
        ...(await changeTerms(subscription, choice, prorationDate)),
        payment_behavior: 'error_if_incomplete',
      },
      {
        idempotencyKey: `plan-change-${paid.subscriptionId}-${choice.plan}-${choice.period}-${prorationDate}`,
      },
    );
  });
  return choice;
}
