import type Stripe from 'stripe';
import { PLAN_PRICES } from '@adplatform/plans/prices';
import { priceObject, subscriptionObject } from '../../scripts/billing/standInState';
import { signedDelivery } from '../../scripts/billing/webhookSender';
import { PROJECT_ID } from '../../scripts/lib/emulatorEnv';
import { EMULATOR_HOSTS } from '../../scripts/lib/emulatorHosts';
import { adminDb, callCallable, createSignedInUser } from './callable';

/** The page the tests call from: one of the app's origins. */
export const APP = 'http://localhost:3000';

/** The user's subscription record, or undefined. */
export const recordOf = async (uid: string) => (await adminDb().doc(`subscriptions/${uid}`).get()).data();

/**
 * Waits until the user's record satisfies `done` (the webhook writes it shortly after the provider's
 * change), for up to 15 s. @returns the record
 */
export async function recordWhen(
  uid: string,
  done: (record: FirebaseFirestore.DocumentData) => boolean,
): Promise<FirebaseFirestore.DocumentData | undefined> {
  const deadline = Date.now() + 15_000;
  let record = await recordOf(uid);
  while (!(record && done(record)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    record = await recordOf(uid);
  }
  return record;
}

/** The URL a callable answered with (`createCheckoutSession`, `createBillingPortalSession`). */
export async function redirectUrl(name: string, data: unknown, idToken: string): Promise<string> {
  const { result, error } = await callCallable(name, data, idToken, { origin: APP });
  if (!result) throw new Error(`${name} failed: ${JSON.stringify(error)}`);
  return (result as { url: string }).url;
}

const WEBHOOK = `http://${EMULATOR_HOSTS.functions}/${PROJECT_ID}/us-central1/stripeWebhook`;

/** Posts one event to the webhook as the provider does; returns the status and the outcome. */
export async function deliver(event: Stripe.Event, signed = signedDelivery(event)) {
  const response = await fetch(WEBHOOK, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
    body: signed.payload,
  });
  const body = response.headers.get('content-type')?.includes('json')
    ? ((await response.json()) as { outcome?: string })
    : {};
  return { status: response.status, outcome: body.outcome };
}

/** A user with a kept customer, and a Plus monthly subscription of that customer naming the user. */
export async function payingUser() {
  const user = await createSignedInUser(true);
  const customerId = `cus_${user.uid}`;
  await adminDb().doc(`billingCustomers/${user.uid}`).set({ customerId });
  const subscription = subscriptionObject(
    customerId,
    priceObject(PLAN_PRICES.Plus.month),
    { uid: user.uid },
    new Date(),
  );
  return { ...user, customerId, subscription };
}
