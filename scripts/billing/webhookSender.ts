import Stripe from 'stripe';
import { DEMO_BILLING_API_KEY, DEMO_BILLING_WEBHOOK_SECRET } from '@adplatform/plans/demo-billing';
import { epochSeconds, newId } from './standInState';

const signer = new Stripe(DEMO_BILLING_API_KEY);
const ATTEMPTS = 5;

/** A provider event of `type` carrying `object`, created now. */
export function eventOf(type: string, object: unknown, now = new Date()): Stripe.Event {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: epochSeconds(now),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(object) },
  } as unknown as Stripe.Event;
}

/** The body and `stripe-signature` header of `event`, signed as the provider signs it (now). */
export function signedDelivery(event: Stripe.Event, secret = DEMO_BILLING_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

/**
 * Sends `event` to the webhook endpoint as the provider does: a JSON body signed with the endpoint's
 * secret by the SDK's own helper (`webhooks.generateTestHeaderString`), so the code verifying it is the
 * production code. Retries a failure (no answer or not 2xx) a few times, a second apart.
 * @returns the endpoint's last status (0 when it never answered)
 */
export async function deliverEvent(webhookUrl: string, event: Stripe.Event): Promise<number> {
  let status = 0;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const { payload, signature } = signedDelivery(event);
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      status = response.status;
      if (response.ok) return status;
    } catch {
      status = 0;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
  }
  console.error(`[billing stand-in] ${event.type} ${event.id} not delivered (last status ${status})`);
  return status;
}
