import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_META_APP } from '@adplatform/ad-networks/demo';
import {
  deliverySigned,
  leadgenNotices,
  listMetaPages,
  META_LEAD_PERMISSIONS,
  META_PERMISSIONS,
  metaPageLeads,
  readMetaLead,
  subscribeMetaPageToLeads,
} from '@adplatform/ad-networks/meta';
import { DEMO_META_PERSON, startMetaStandIn } from './metaStandIn';
import { leaveStandInLead } from './standInLeads';
import { loginThroughStandIn } from './standInLogin';

// Meta Lead Ads between the stand-in and the product's Graph API calls: Pages, the app's
// subscription, a lead left on a form delivered signed to a webhook, and the lead read back.
const NOW = new Date('2026-12-07T09:30:00Z');
const PAGE = '1500000001';
let standIn: Server;
let origin: string;
let webhook: Server;
const deliveries: { headers: IncomingHttpHeaders; raw: Buffer }[] = [];

beforeAll(async () => {
  webhook = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, raw: Buffer.concat(chunks) });
      response.writeHead(200).end('EVENT_RECEIVED');
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  standIn = await startMetaStandIn({
    projectId: 'demo-test',
    port: 0,
    now: () => NOW,
    leadWebhookUrl: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/metaLeadWebhook`,
  });
  origin = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => standIn.close(() => resolve()));
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
});

/** A person leaves a lead on the Page's form (the stand-in's test route). */
const leaveLead = (fields: { name: string; values: string[] }[]) =>
  leaveStandInLead(origin, { pageId: PAGE, formId: '1600000001', adId: '2222', fields });

describe("the Meta stand-in's Pages and lead forms", () => {
  it('lists Pages only after the extra consent, the campaigns’ consent alone is refused', async () => {
    const campaignsOnly = await loginThroughStandIn(origin, DEMO_META_PERSON, {
      scope: META_PERMISSIONS,
      now: NOW,
    });
    await expect(listMetaPages({ graphOrigin: origin, userToken: campaignsOnly })).rejects.toMatchObject({
      kind: 'permissionRevoked',
    });
    const withLeads = await loginThroughStandIn(origin, DEMO_META_PERSON, {
      scope: [...META_PERMISSIONS, ...META_LEAD_PERMISSIONS],
      now: NOW,
    });
    expect(await listMetaPages({ graphOrigin: origin, userToken: withLeads })).toEqual([
      { id: PAGE, name: 'Demo Shoes' },
    ]);
  });

  it('delivers a lead of a subscribed Page, signed with the app secret, and the lead reads back', async () => {
    const userToken = await loginThroughStandIn(origin, DEMO_META_PERSON, {
      scope: [...META_PERMISSIONS, ...META_LEAD_PERMISSIONS],
      now: NOW,
    });
    const access = { graphOrigin: origin, userToken };
    // Before the app is subscribed to the Page, nothing is delivered.
    expect((await leaveLead([{ name: 'email', values: ['early@example.com'] }])).delivery).toBeNull();
    await subscribeMetaPageToLeads(access, PAGE);
    expect(await (await fetch(`${origin}/_test/pages/${PAGE}`)).json()).toMatchObject({ subscribed: true });

    const left = await leaveLead([
      { name: 'full_name', values: ['Lucía Fernández'] },
      { name: 'email', values: ['lucia@example.com'] },
      { name: 'which_resort?', values: ['Sierra Nevada'] },
    ]);
    expect(left.delivery).toMatchObject({ status: 200 });
    const delivery = deliveries.at(-1)!;
    const signature = delivery.headers['x-hub-signature-256'];
    expect(deliverySigned(delivery.raw, String(signature), DEMO_META_APP.secret)).toBe(true);
    expect(leadgenNotices(JSON.parse(delivery.raw.toString('utf8')))).toEqual([
      { leadgenId: left.id, pageId: PAGE, formId: '1600000001', adId: '2222', createdAt: NOW },
    ]);
    expect(await readMetaLead(access, PAGE, left.id)).toMatchObject({
      externalId: left.id,
      name: 'Lucía Fernández',
      email: 'lucia@example.com',
      answers: [{ question: 'which_resort?', answer: 'Sierra Nevada' }],
      adId: '2222',
      createdAt: NOW,
    });
  });

  it("refuses a Page's token to anyone who does not manage the Page", async () => {
    await fetch(`${origin}/_test/people`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'other@demo-meta.test', accounts: [] }),
    });
    const other = await loginThroughStandIn(origin, 'other@demo-meta.test', {
      scope: [...META_PERMISSIONS, ...META_LEAD_PERMISSIONS],
      now: NOW,
    });
    await expect(readMetaLead({ graphOrigin: origin, userToken: other }, PAGE, '7000000001')).rejects.toThrow(
      /permission/u,
    );
  });

  it('answers a Page’s forms and their leads since a time, newest first, 100 at a time', async () => {
    const answer = await fetch(`${origin}/_test/pages/${PAGE}/past-leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ formId: '1600000050', count: 150, days: 30 }),
    });
    expect(answer.status).toBe(200);
    const userToken = await loginThroughStandIn(origin, DEMO_META_PERSON, {
      scope: [...META_PERMISSIONS, ...META_LEAD_PERMISSIONS],
      now: NOW,
    });
    const reader = await metaPageLeads({ graphOrigin: origin, userToken }, PAGE);
    expect((await reader.forms()).map(({ id }) => id)).toContain('1600000050');
    // Since 25 days back: five sixths of the 150 spread over 30 days.
    const since = new Date(NOW.getTime() - 25 * 86_400_000);
    const first = await reader.leads('1600000050', since);
    expect(first.leads).toHaveLength(100);
    expect(first.next).not.toBeNull();
    const second = await reader.leads('1600000050', since, first.next!);
    expect(second.next).toBeNull();
    const all = [...first.leads, ...second.leads];
    expect(all).toHaveLength(125);
    expect(all.every(({ createdAt }) => createdAt > since)).toBe(true);
    expect(all[0]!.createdAt.getTime()).toBeGreaterThan(all.at(-1)!.createdAt.getTime());
    expect(reader.calls).toBe(4);
    await expect(reader.leads('1600000999', since)).rejects.toThrow();
  });
});
