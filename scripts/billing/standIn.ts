/**
 * A local stand-in of the payment provider for the demo project (docs/decisions/0011-billing-with-stripe.md): the small
 * part of Stripe's API the functions call (customers, prices by lookup key, Checkout sessions,
 * subscriptions, invoices and their previews, portal sessions), the hosted pages a user meets
 * (Checkout, the portal's payment-method form) taking the provider's test cards, invoice PDFs, a test
 * clock for renewals, and webhook events signed with the SDK's own helper, sent to the functions'
 * `stripeWebhook`. State is kept in memory. It refuses to start for a project that is not a `demo-` project.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { parse as parseForm } from 'qs';
import type Stripe from 'stripe';
import { DEMO_BILLING_API_KEY, DEMO_BILLING_PORT, isDemoProject } from '@adplatform/plans/demo-billing';
import { PROJECT_ID } from '../lib/emulatorEnv';
import { FUNCTIONS_GATE_PORT } from '../lib/emulatorHosts';
import { cardOnFile, type CardInput } from './cards';
import { checkoutPage, portalPage } from './hostedPages';
import { invoicePdf } from './invoicePdf';
import { BillingLedger, CardDeclined } from './ledger';
import { newId, PRICES, type StandInSession } from './standInState';
import { deliverEvent, eventOf } from './webhookSender';
import { readBody } from '../lib/requestBody';

/** Options of {@link startBillingStandIn}. */
export interface BillingStandInOptions {
  /** The project the emulators run: must be a `demo-` project. */
  readonly projectId: string;
  /** Where events are sent: the functions' `stripeWebhook` on the emulators. */
  readonly webhookUrl: string;
  readonly port?: number;
}

type Form = Record<string, unknown>;

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function apiError(response: ServerResponse, status: number, message: string): void {
  json(response, status, { error: { type: 'invalid_request_error', message } });
}

/** The provider's answer to a refused card: 402 with a `card_error`, which the SDK throws as `StripeCardError`. */
function cardError(response: ServerResponse, message: string): void {
  json(response, 402, { error: { type: 'card_error', code: 'card_declined', message } });
}

function html(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? (value as Record<string, string>) : {};
const firstItemPrice = (items: unknown): string => record((items as unknown[] | undefined)?.[0]).price ?? '';
const cardInput = (form: Form): CardInput => ({
  email: text(form.email),
  cardNumber: text(form.cardNumber),
  expiry: text(form.expiry),
  cvc: text(form.cvc),
  name: text(form.name),
});

/** Starts the stand-in on the loopback interface. @throws Error for a project that is not a demo project. */
export async function startBillingStandIn(options: BillingStandInOptions): Promise<Server> {
  if (!isDemoProject(options.projectId)) {
    throw new Error(`The billing stand-in serves demo projects only, not ${options.projectId}.`);
  }
  const port = options.port ?? DEMO_BILLING_PORT;
  const origin = `http://127.0.0.1:${port}`;
  // Events go out one at a time, in the order they happened: concurrent deliveries would each make the
  // Functions emulator start a worker of the whole codebase at once, and on a busy machine those
  // starts time out (the provider, too, sends an endpoint's events as they happen, and the webhook
  // accepts them in any order).
  let deliveries = Promise.resolve();
  const send = (type: string, object: unknown): void => {
    const event = eventOf(type, object);
    deliveries = deliveries.then(async () => {
      await deliverEvent(options.webhookUrl, event);
    });
  };
  const ledger = new BillingLedger(origin, send);
  const byIdempotencyKey = new Map<string, string>();
  const sessions = new Map<string, StandInSession>();
  const portalSessions = new Map<string, { customer: string; returnUrl: string }>();
  const priceById = (id: string) => PRICES.find((candidate) => candidate.id === id);

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

  /** The API routes that change or read a subscription and its invoices. */
  const billingApi = (request: IncomingMessage, response: ServerResponse, path: string, form: Form) => {
    const subscriptionPath = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(path);
    if (subscriptionPath && request.method === 'GET') {
      return json(response, 200, ledger.subscription(subscriptionPath[1]!));
    }
    if (subscriptionPath && request.method === 'POST') {
      const id = subscriptionPath[1]!;
      if (form.cancel_at_period_end !== undefined) {
        ledger.setCancelAtPeriodEnd(id, form.cancel_at_period_end === 'true');
      }
      const price = priceById(firstItemPrice(form.items));
      if (price) ledger.changePrice(id, price, Number(form.proration_date) || Math.floor(Date.now() / 1000));
      return json(response, 200, ledger.subscription(id));
    }
    if (request.method === 'POST' && path === '/v1/invoices/create_preview') {
      const subscription = text(form.subscription);
      const price = priceById(firstItemPrice(record(form.subscription_details).items));
      const at = Number(record(form.subscription_details).proration_date) || Math.floor(Date.now() / 1000);
      const preview = price
        ? ledger.previewChange(subscription, price, at)
        : ledger.upcomingInvoice(subscription);
      return preview
        ? json(response, 200, preview)
        : apiError(response, 404, 'No upcoming invoices for this subscription.');
    }
    if (request.method === 'GET' && path === '/v1/invoices') {
      const data = ledger.invoicesOf(text(form.customer)).slice(0, Number(form.limit) || 10);
      return json(response, 200, { object: 'list', data, has_more: false, url: '/v1/invoices' });
    }
    const payPath = /^\/v1\/invoices\/(in_\w+)\/pay$/.exec(path);
    if (request.method === 'POST' && payPath) return json(response, 200, ledger.payInvoice(payPath[1]!));
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = newId('bps');
      portalSessions.set(id, {
        customer: ledger.customer(text(form.customer)).id,
        returnUrl: text(form.return_url),
      });
      return json(response, 200, { id, object: 'billing_portal.session', url: `${origin}/p/session/${id}` });
    }
    // The test clock (the stand-in's own, not the provider's API): the subscription reaches its period end.
    const advancePath = /^\/_test\/subscriptions\/(sub_\w+)\/advance$/.exec(path);
    if (request.method === 'POST' && advancePath) {
      return json(response, 200, ledger.advanceToPeriodEnd(advancePath[1]!));
    }
    apiError(response, 404, `Unrecognized request URL (${request.method}: ${path}).`);
  };

  const api = (request: IncomingMessage, response: ServerResponse, path: string, form: Form) => {
    if (request.headers.authorization !== `Bearer ${DEMO_BILLING_API_KEY}`) {
      return apiError(response, 401, 'Invalid API Key provided.');
    }
    if (request.method === 'POST' && path === '/v1/customers') {
      const key = text(request.headers['idempotency-key']);
      const existing = key ? byIdempotencyKey.get(key) : undefined;
      if (existing) return json(response, 200, ledger.customerObject(existing));
      const created = ledger.createCustomer(text(form.email) || null, record(form.metadata));
      if (key) byIdempotencyKey.set(key, created.id);
      return json(response, 200, ledger.customerObject(created.id));
    }
    const customerPath = /^\/v1\/customers\/(cus_\w+)$/.exec(path);
    if (request.method === 'GET' && customerPath)
      return json(response, 200, ledger.customerObject(customerPath[1]!));
    if (request.method === 'GET' && path === '/v1/prices') {
      const keys = Object.values(record(form.lookup_keys));
      const data = PRICES.filter((price) => keys.includes(price.lookup_key ?? ''));
      return json(response, 200, { object: 'list', data, has_more: false, url: '/v1/prices' });
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const price = priceById(firstItemPrice(form.line_items));
      if (form.mode !== 'subscription' || !price) return apiError(response, 400, 'Unsupported session.');
      const session: StandInSession = {
        id: newId('cs_test'),
        customer: ledger.customer(text(form.customer)).id,
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
    billingApi(request, response, path, form);
  };

  const checkout = (request: IncomingMessage, response: ServerResponse, id: string, form: Form) => {
    const session = sessions.get(id);
    if (!session || session.status !== 'open') {
      return html(response, 404, 'This Checkout session is no longer available.');
    }
    const email = ledger.customer(session.customer).email ?? '';
    if (request.method !== 'POST') return html(response, 200, checkoutPage(session, email));
    const input = cardInput(form);
    try {
      const subscription: Stripe.Subscription = ledger.startSubscription(
        session.customer,
        cardOnFile(input),
        session.price,
        session.subscriptionMetadata,
      );
      session.status = 'complete';
      session.subscription = subscription.id;
      send('checkout.session.completed', sessionObject(session));
      response
        .writeHead(303, { location: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) })
        .end();
    } catch (error) {
      if (!(error instanceof CardDeclined)) throw error;
      html(response, 402, checkoutPage(session, email, input, error.message));
    }
  };

  const portal = (request: IncomingMessage, response: ServerResponse, id: string, form: Form) => {
    const session = portalSessions.get(id);
    if (!session) return html(response, 404, 'This portal session has expired.');
    const current = () => ledger.customer(session.customer).card?.paymentMethod ?? null;
    if (request.method !== 'POST') return html(response, 200, portalPage(session.returnUrl, current()));
    const input = cardInput(form);
    try {
      ledger.attachCard(session.customer, cardOnFile(input));
      response.writeHead(303, { location: session.returnUrl }).end();
    } catch (error) {
      if (!(error instanceof CardDeclined)) throw error;
      html(response, 402, portalPage(session.returnUrl, current(), input, error.message));
    }
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      const body = await readBody(request);
      const form = parseForm(request.method === 'GET' ? url.search.slice(1) : body) as Form;
      const checkoutPath = /^\/c\/pay\/(cs_test_\w+)$/.exec(url.pathname);
      if (checkoutPath) return checkout(request, response, checkoutPath[1]!, form);
      const portalPath = /^\/p\/session\/(bps_\w+)$/.exec(url.pathname);
      if (portalPath) return portal(request, response, portalPath[1]!, form);
      const pdfPath = /^\/invoices\/(in_\w+)\.pdf$/.exec(url.pathname);
      if (pdfPath) {
        const invoice = ledger.invoices.get(pdfPath[1]!);
        if (!invoice) return html(response, 404, 'No such invoice.');
        void invoicePdf(invoice).then(
          (pdf) => response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf),
          () => html(response, 500, 'The invoice could not be printed.'),
        );
        return;
      }
      try {
        api(request, response, url.pathname, form);
      } catch (error) {
        if (error instanceof CardDeclined) return cardError(response, error.message);
        apiError(response, /^No such/.test((error as Error).message) ? 404 : 400, (error as Error).message);
      }
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
