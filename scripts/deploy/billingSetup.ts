import type Stripe from 'stripe';
import type { CatalogueProduct } from './billingCatalogue';

/**
 * Creates what the payment provider lacks of the product's catalogue and webhook, through its SDK,
 * in the mode of the key it is given. Running it again changes nothing.
 */

/**
 * Creates every price of `catalogue` that no price with its lookup key stands for yet, under its
 * plan's product (created too when the plan has none).
 * @returns the lookup keys created
 */
export async function ensureCatalogue(
  stripe: Stripe,
  catalogue: readonly CatalogueProduct[],
): Promise<string[]> {
  const keys = catalogue.flatMap((product) => product.prices.map((price) => price.lookupKey));
  const existing = await stripe.prices.list({ lookup_keys: keys, limit: 100 });
  const created: string[] = [];
  for (const product of catalogue) {
    const known = existing.data.filter((price) =>
      product.prices.some((p) => p.lookupKey === price.lookup_key),
    );
    let productId = known.map((price) =>
      typeof price.product === 'string' ? price.product : price.product.id,
    )[0];
    for (const price of product.prices) {
      if (known.some((candidate) => candidate.lookup_key === price.lookupKey)) continue;
      productId ??= (await stripe.products.create({ name: product.name, metadata: { plan: product.plan } }))
        .id;
      await stripe.prices.create({
        product: productId,
        unit_amount: price.unitAmount,
        currency: price.currency,
        recurring: { interval: price.interval },
        lookup_key: price.lookupKey,
      });
      created.push(price.lookupKey);
    }
  }
  return created;
}

/**
 * Points a webhook endpoint at `url` for `events`: creates it, or brings an existing one's events up
 * to date. The provider shows an endpoint's signing secret only when it creates it, so an endpoint
 * whose secret was lost (`secretKept` false: a deploy failed before storing it) is deleted and made
 * anew, and the run can be repeated until the secret is stored.
 * @param secretKept - whether the project holds the signing secret of the endpoint at `url`
 * @returns the new endpoint's signing secret, to be stored before anything else; null when the
 *   existing endpoint was kept
 */
export async function ensureWebhook(
  stripe: Stripe,
  url: string,
  events: readonly string[],
  secretKept = true,
): Promise<string | null> {
  const wanted = [...events].sort();
  for await (const endpoint of stripe.webhookEndpoints.list({ limit: 100 })) {
    if (endpoint.url !== url) continue;
    if (!secretKept) {
      await stripe.webhookEndpoints.del(endpoint.id);
      break;
    }
    if (endpoint.enabled_events.slice().sort().join() !== wanted.join())
      await stripe.webhookEndpoints.update(endpoint.id, {
        enabled_events: wanted as Stripe.WebhookEndpointUpdateParams.EnabledEvent[],
      });
    return null;
  }
  const created = await stripe.webhookEndpoints.create({
    url,
    enabled_events: [...events] as Stripe.WebhookEndpointCreateParams.EnabledEvent[],
    description: 'Adplatform subscriptions',
  });
  return created.secret ?? null;
}
