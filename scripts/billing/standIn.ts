/**
 * A local stand-in of the payment provider for the demo project (docs/decisions/0011-billing-with-stripe.md):
 * the small part of Stripe's API the functions call (customers, prices by lookup key, Checkout
 * sessions), a hosted Checkout page that takes the provider's test cards, and webhook events signed
 * with the SDK's own helper, sent to the functions' `stripeWebhook`. State is kept in memory.
 * It refuses to start for a project that is not a `demo-` project.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { parse as parseForm } from 'qs';
import type Stripe from 'stripe';
import { DEMO_BILLING_API_KEY, DEMO_BILLING_PORT, isDemoProject } from '@adplatform/plans/demo-billing';
import { PROJECT_ID } from '../lib/emulatorEnv';
import { FUNCTIONS_GATE_PORT } from '../lib/emulatorHosts';
import { checkoutPage, INCORRECT_NUMBER, TEST_CARDS, type CardInput } from './checkoutPage';
import { newId, PRICES, subscriptionObject, type StandInSession } from './standInState';
import { deliverEvent, eventOf } from './webhookSender';

/** Options of {@link startBillingStandIn}. */
export interface BillingStandInOptions {
  /** The project the emulators run: must be a `demo-` project. */
  readonly projectId: string;
  /** Where events are sent: the functions' `stripeWebhook` on the emulators. */
  readonly webhookUrl: string;
  readonly port?: number;
}

type Form = Record<string, unknown>;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function apiError(response: ServerResponse, status: number, message: string): void {
  json(response, status, { error: { type: 'invalid_request_error', message } });
}

function html(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? (value as Record<string, string>) : {};

/** Starts the stand-in on the loopback interface. @throws Error for a project that is not a demo project. */
export async function startBillingStandIn(options: BillingStandInOptions): Promise<Server> {
  if (!isDemoProject(options.projectId)) {
    throw new Error(`The billing stand-in serves demo projects only, not ${options.projectId}.`);
  }
  const port = options.port ?? DEMO_BILLING_PORT;
  const origin = `http://127.0.0.1:${port}`;
  const customers = new Map<string, { id: string; email: string | null; metadata: Record<string, string> }>();
  const byIdempotencyKey = new Map<string, string>();
  const sessions = new Map<string, StandInSession>();
  const subscriptions = new Map<string, Stripe.Subscription>();
  const send = (type: string, object: unknown) =>
    void deliverEvent(options.webhookUrl, eventOf(type, object));

  const customer = (id: string) => {
    // A customer kept in Firestore outlives the stand-in's memory (`npm start` keeps the emulators' data).
    if (!customers.has(id)) customers.set(id, { id, email: null, metadata: {} });
    return { object: 'customer', ...customers.get(id)! };
  };

  const api = async (request: IncomingMessage, response: ServerResponse, path: string, form: Form) => {
    if (request.headers.authorization !== `Bearer ${DEMO_BILLING_API_KEY}`) {
      apiError(response, 401, 'Invalid API Key provided.');
      return;
    }
    if (request.method === 'POST' && path === '/v1/customers') {
      const key = text(request.headers['idempotency-key']);
      const existing = key ? byIdempotencyKey.get(key) : undefined;
      if (existing) return json(response, 200, customer(existing));
      const id = newId('cus');
      customers.set(id, { id, email: text(form.email) || null, metadata: record(form.metadata) });
      if (key) byIdempotencyKey.set(key, id);
      return json(response, 200, customer(id));
    }
    const customerPath = /^\/v1\/customers\/(cus_\w+)$/.exec(path);
    if (request.method === 'GET' && customerPath) return json(response, 200, customer(customerPath[1]!));
    if (request.method === 'GET' && path === '/v1/prices') {
      const keys = Object.values(record(form.lookup_keys));
      const data = PRICES.filter((price) => keys.includes(price.lookup_key ?? ''));
      return json(response, 200, { object: 'list', data, has_more: false, url: '/v1/prices' });
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const item = record((form.line_items as unknown[] | undefined)?.[0]);
      const price = PRICES.find((candidate) => candidate.id === item.price);
      if (form.mode !== 'subscription' || !price) return apiError(response, 400, 'Unsupported session.');
      const session: StandInSession = {
        id: newId('cs_test'),
        customer: customer(text(form.customer)).id,
        price,
        successUrl: text(form.success_url),
        cancelUrl: text(form.cancel_url),
        metadata: record(form.metadata),
        subscriptionMetadata: record(record(form.subscription_data).metadata),
        status: 'open',
        subscription: null,
      };
      sessions.set(session.id, session);
      return json(response, 200, sessionObject(session));
    }
    const subscriptionPath = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(path);
    if (request.method === 'GET' && subscriptionPath) {
      const found = subscriptions.get(subscriptionPath[1]!);
      return found ? json(response, 200, found) : apiError(response, 404, 'No such subscription.');
    }
    apiError(response, 404, `Unrecognized request URL (${request.method}: ${path}).`);
  };

  const sessionObject = (session: StandInSession) => ({
    id: session.id,
    object: 'checkout.session',
    mode: 'subscription',
    customer: session.customer,
    status: session.status,
    subscription: session.subscription,
    metadata: session.metadata,
    client_reference_id: session.metadata.uid ?? null,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    url: `${origin}/c/pay/${session.id}`,
  });

  const pay = (session: StandInSession, input: CardInput, response: ServerResponse) => {
    const card = TEST_CARDS[input.cardNumber.replace(/\s/g, '')];
    const decline = card ? card.declineMessage : INCORRECT_NUMBER;
    const email = customers.get(session.customer)?.email ?? '';
    if (decline) return html(response, 402, checkoutPage(session, email, input, decline));
    const subscription = subscriptionObject(
      session.customer,
      session.price,
      session.subscriptionMetadata,
      new Date(),
    );
    subscriptions.set(subscription.id, subscription);
    session.status = 'complete';
    session.subscription = subscription.id;
    send('checkout.session.completed', sessionObject(session));
    send('customer.subscription.created', subscription);
    response
      .writeHead(303, { location: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) })
      .end();
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      const body = await readBody(request);
      const form = parseForm(request.method === 'GET' ? url.search.slice(1) : body) as Form;
      const page = /^\/c\/pay\/(cs_test_\w+)$/.exec(url.pathname);
      if (page) {
        const session = sessions.get(page[1]!);
        if (!session || session.status !== 'open')
          return html(response, 404, 'This Checkout session is no longer available.');
        if (request.method === 'POST') {
          return pay(
            session,
            {
              email: text(form.email),
              cardNumber: text(form.cardNumber),
              expiry: text(form.expiry),
              cvc: text(form.cvc),
              name: text(form.name),
            },
            response,
          );
        }
        return html(response, 200, checkoutPage(session, customers.get(session.customer)?.email ?? ''));
      }
      await api(request, response, url.pathname, form);
    })().catch((error: unknown) => {
      console.error('[billing stand-in]', error);
      if (!response.headersSent) apiError(response, 500, 'Stand-in error.');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

/**
 * The stand-in of this repository's emulators: project `PROJECT_ID`, events sent to `stripeWebhook`
 * through the functions' gate.
 */
export function startDemoBillingStandIn(): Promise<Server> {
  return startBillingStandIn({
    projectId: PROJECT_ID,
    webhookUrl: `http://127.0.0.1:${FUNCTIONS_GATE_PORT}/${PROJECT_ID}/us-central1/stripeWebhook`,
  });
}
