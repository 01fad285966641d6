import { DEMO_BILLING_API_KEY, DEMO_BILLING_PORT } from '@adplatform/plans/demo-billing';

/**
 * The stand-in's test clock (docs/decisions/0011-billing-with-stripe.md), for tests: moves one subscription to the end of
 * its period — it ends if cancelled at period end, else renews and charges the card on file (past due
 * when the card is refused). Its events reach the webhook as the provider's would.
 * @throws Error when the stand-in does not know the subscription.
 */
export async function advanceToPeriodEnd(subscriptionId: string): Promise<void> {
  const response = await fetch(
    `http://127.0.0.1:${DEMO_BILLING_PORT}/_test/subscriptions/${subscriptionId}/advance`,
    { method: 'POST', headers: { authorization: `Bearer ${DEMO_BILLING_API_KEY}` } },
  );
  if (!response.ok)
    throw new Error(`The stand-in did not advance ${subscriptionId}: ${await response.text()}`);
}

/**
 * Submits a card to one of the stand-in's hosted pages (Checkout or the portal) as a browser would.
 * @returns the page's answer, not followed: 303 to the app when the card was taken, 402 with the
 *   provider's message when it was refused
 */
export function submitCard(pageUrl: string, cardNumber: string): Promise<Response> {
  return fetch(pageUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber, expiry: '12 / 34', cvc: '123', name: 'Test Payer' }),
  });
}
