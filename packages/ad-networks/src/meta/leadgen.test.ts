import {
  deliverySignature,
  deliverySigned,
  leadgenNotices,
  networkLeadFromGraph,
  subscriptionChallenge,
  webhookVerifyToken,
} from './leadgen';

const APP_SECRET = 'app-secret-of-the-test';

/** A delivery as Meta sends one for a Page's new lead. */
function delivery(changes: unknown[]) {
  return { object: 'page', entry: [{ id: '1111', time: 1_796_000_000, changes }] };
}

describe("Meta Lead Ads' webhook", () => {
  it('answers the verification request with its challenge only for our token', () => {
    const query = { 'hub.mode': 'subscribe', 'hub.verify_token': 'ours', 'hub.challenge': '1158201444' };
    expect(subscriptionChallenge(query, 'ours')).toBe('1158201444');
    expect(subscriptionChallenge(query, 'other')).toBeNull();
    expect(subscriptionChallenge({ ...query, 'hub.mode': 'unsubscribe' }, 'ours')).toBeNull();
    expect(subscriptionChallenge({ ...query, 'hub.verify_token': ['ours'] }, 'ours')).toBeNull();
    expect(subscriptionChallenge({ ...query, 'hub.verify_token': '' }, '')).toBeNull();
  });

  it('derives the verify token from the app secret: the same for one app, another for another', () => {
    expect(webhookVerifyToken(APP_SECRET)).toMatch(/^[0-9a-f]{32}$/u);
    expect(webhookVerifyToken(APP_SECRET)).toBe(webhookVerifyToken(APP_SECRET));
    expect(webhookVerifyToken('another-secret')).not.toBe(webhookVerifyToken(APP_SECRET));
  });

  it('takes a delivery signed with the app secret over its exact bytes, and nothing else', () => {
    const body = Buffer.from(JSON.stringify(delivery([])));
    const signature = deliverySignature(body, APP_SECRET);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/u);
    expect(deliverySigned(body, signature, APP_SECRET)).toBe(true);
    expect(deliverySigned(body, signature.toUpperCase().replace('SHA256=', 'sha256='), APP_SECRET)).toBe(
      true,
    );
    // One byte changed, another secret, the older SHA-1 header, a truncated or missing signature.
    expect(deliverySigned(Buffer.from(`${body.toString()} `), signature, APP_SECRET)).toBe(false);
    expect(deliverySigned(body, signature, 'another-secret')).toBe(false);
    expect(deliverySigned(body, `sha1=${'0'.repeat(40)}`, APP_SECRET)).toBe(false);
    expect(deliverySigned(body, signature.slice(0, -2), APP_SECRET)).toBe(false);
    expect(deliverySigned(body, undefined, APP_SECRET)).toBe(false);
    expect(deliverySigned(body, deliverySignature(body, ''), '')).toBe(false);
  });

  it('reads the leadgen notices of a delivery, organic ones without an ad, other fields left out', () => {
    const notices = leadgenNotices(
      delivery([
        {
          field: 'leadgen',
          value: {
            leadgen_id: '4444',
            page_id: '1111',
            form_id: '3333',
            ad_id: '2222',
            adgroup_id: '2222',
            created_time: 1_796_000_100,
          },
        },
        { field: 'feed', value: { item: 'status' } },
        {
          field: 'leadgen',
          value: { leadgen_id: '5555', page_id: '1111', form_id: '3333', created_time: 1_796_000_200 },
        },
      ]),
    );
    expect(notices).toEqual([
      {
        leadgenId: '4444',
        pageId: '1111',
        formId: '3333',
        adId: '2222',
        createdAt: new Date(1_796_000_100_000),
      },
      {
        leadgenId: '5555',
        pageId: '1111',
        formId: '3333',
        adId: null,
        createdAt: new Date(1_796_000_200_000),
      },
    ]);
  });

  it('refuses a delivery not in Meta’s shape', () => {
    expect(() => leadgenNotices({ object: 'user', entry: [] })).toThrow();
    expect(() =>
      leadgenNotices(
        delivery([{ field: 'leadgen', value: { leadgen_id: 'x', page_id: '1', form_id: '1' } }]),
      ),
    ).toThrow();
  });
});

describe('a lead read from the Graph API', () => {
  const graphLead = {
    id: '4444',
    created_time: '2026-12-07T09:30:00+0000',
    field_data: [
      { name: 'first_name', values: ['Lucía'] },
      { name: 'last_name', values: ['Fernández'] },
      { name: 'email', values: ['lucia@example.com'] },
      { name: 'phone_number', values: ['+34600111222'] },
      { name: 'company_name', values: ['Nieve SL'] },
      { name: 'which_resort?', values: ['Sierra Nevada'] },
      { name: 'interested_in', values: ['skis', 'boots'] },
    ],
    form_id: '3333',
    ad_id: '2222',
    adset_id: '2221',
    campaign_id: '2220',
    campaign_name: 'Winter sale',
    platform: 'ig',
  };

  it('keeps the standard questions in their fields and every other answer with its question', () => {
    expect(networkLeadFromGraph(graphLead)).toEqual({
      externalId: '4444',
      name: 'Lucía Fernández',
      email: 'lucia@example.com',
      phone: '+34600111222',
      company: 'Nieve SL',
      answers: [
        { question: 'which_resort?', answer: 'Sierra Nevada' },
        { question: 'interested_in', answer: 'skis, boots' },
      ],
      formId: '3333',
      adId: '2222',
      adSetId: '2221',
      campaignId: '2220',
      campaignName: 'Winter sale',
      createdAt: new Date('2026-12-07T09:30:00Z'),
    });
  });

  it('takes a full name before its parts, and leaves an organic lead without ad or campaign', () => {
    const lead = networkLeadFromGraph({
      id: '5555',
      created_time: '2026-12-07T10:00:00+0100',
      field_data: [
        { name: 'full_name', values: ['Ana Ruiz'] },
        { name: 'first_name', values: ['Ana'] },
        { name: 'work_email', values: ['ana@nieve.example'] },
      ],
      is_organic: true,
    });
    expect(lead).toMatchObject({
      name: 'Ana Ruiz',
      email: 'ana@nieve.example',
      adId: null,
      campaignId: null,
    });
    expect(lead.answers).toEqual([]);
    expect(lead.createdAt.toISOString()).toBe('2026-12-07T09:00:00.000Z');
  });

  it('refuses a lead whose time is not an instant or whose answers are not lists', () => {
    expect(() => networkLeadFromGraph({ ...graphLead, created_time: 'yesterday' })).toThrow();
    expect(() =>
      networkLeadFromGraph({ ...graphLead, field_data: [{ name: 'email', values: 'a@b.c' }] }),
    ).toThrow();
  });
});
