import type Stripe from 'stripe';
import { ensureWebhook } from './billingSetup';

/** The provider's webhook endpoints, as far as `ensureWebhook` uses them. */
function fakeProvider(existing: { id: string; url: string; enabled_events: string[] }[]) {
  const endpoints = [...existing];
  const calls: string[] = [];
  const webhookEndpoints = {
    list: () =>
      (async function* () {
        yield* endpoints.map((endpoint) => ({ ...endpoint }));
      })(),
    update: async (id: string, change: { enabled_events: string[] }) => {
      calls.push(`update ${id} ${change.enabled_events.join(',')}`);
    },
    del: async (id: string) => {
      calls.push(`delete ${id}`);
    },
    create: async (params: { url: string }) => {
      calls.push(`create ${params.url}`);
      return { id: 'we_new', secret: 'whsec_new' };
    },
  };
  return { stripe: { webhookEndpoints } as unknown as Stripe, calls };
}

const URL = 'https://europe-west1-adplatform-prod.cloudfunctions.net/stripeWebhook';
const EVENTS = ['customer.subscription.updated', 'checkout.session.completed'];

describe("the provider's webhook endpoint", () => {
  it('is created with its secret when missing', async () => {
    const { stripe, calls } = fakeProvider([]);
    expect(await ensureWebhook(stripe, URL, EVENTS, false)).toBe('whsec_new');
    expect(calls).toEqual([`create ${URL}`]);
  });

  it('is kept, its events brought up to date, when its secret is stored', async () => {
    const { stripe, calls } = fakeProvider([
      { id: 'we_1', url: URL, enabled_events: ['checkout.session.completed'] },
    ]);
    expect(await ensureWebhook(stripe, URL, EVENTS, true)).toBeNull();
    expect(calls).toEqual(['update we_1 checkout.session.completed,customer.subscription.updated']);
  });

  it('is made anew when a failed deploy lost its secret, so the step can be run again', async () => {
    const { stripe, calls } = fakeProvider([{ id: 'we_1', url: URL, enabled_events: EVENTS }]);
    expect(await ensureWebhook(stripe, URL, EVENTS, false)).toBe('whsec_new');
    expect(calls).toEqual(['delete we_1', `create ${URL}`]);
  });
});
