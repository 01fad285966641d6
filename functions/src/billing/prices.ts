import { HttpsError } from 'firebase-functions/v2/https';
import type { PlanPrice } from '@adplatform/plans/prices';
import { billingProvider } from './provider';

const priceIds = new Map<string, string>();

/**
 * The provider's price id of a price of the table in this environment, found by its lookup key
 * (docs/decisions/0011-billing-with-stripe.md) and kept for the life of the instance.
 * @throws HttpsError `failed-precondition` when the provider has no active price with that key (the
 *   environment is not set up); StripeError when the provider cannot be reached.
 */
export async function providerPriceId(price: PlanPrice): Promise<string> {
  const known = priceIds.get(price.lookupKey);
  if (known) return known;
  const { data } = await billingProvider().prices.list({
    lookup_keys: [price.lookupKey],
    active: true,
    limit: 1,
  });
  const found = data[0];
  if (!found) {
    throw new HttpsError('failed-precondition', `No price is set up for ${price.lookupKey}.`);
  }
  priceIds.set(price.lookupKey, found.id);
  return found.id;
}
