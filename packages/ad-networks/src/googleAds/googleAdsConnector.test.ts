import { startRecordingServer, type RecordingServer } from '../testing/recordingServer';
import { GoogleAdsConnector } from './googleAdsConnector';

// The HTTP boundary is faked: a local server answers in the REST interface's recorded shapes (and
// the token endpoint in OAuth's), and Google's auth library makes the calls as it would to Google.
let api: RecordingServer;
beforeAll(async () => {
  api = await startRecordingServer({
    missing: { status: 500, body: { error: { code: 500, message: 'no answer', status: 'INTERNAL' } } },
    standing: (path) =>
      path === '/token'
        ? {
            body: {
              access_token: 'ya29.fresh',
              expires_in: 3599,
              scope: 'https://www.googleapis.com/auth/adwords',
              token_type: 'Bearer',
            },
          }
        : undefined,
  });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const connector = () =>
  new GoogleAdsConnector({
    app: { clientId: 'client', clientSecret: 'secret', developerToken: 'dev-token' },
    endpoints: { apiOrigin: api.origin, authUrl: `${api.origin}/auth`, tokenUrl: `${api.origin}/token` },
    refreshToken: '1//refresh',
    now: () => new Date('2026-11-27T12:00:00Z'),
  });

const apiCalls = () => api.received.filter(({ path }) => path !== '/token');

const CAMPAIGN_ROW = {
  customer: {
    resourceName: 'customers/1234567890',
    id: '1234567890',
    timeZone: 'America/New_York',
    currencyCode: 'USD',
  },
  campaign: {
    resourceName: 'customers/1234567890/campaigns/555',
    id: '555',
    name: 'Brand Search – US',
    status: 'PAUSED',
    advertisingChannelType: 'SEARCH',
    startDateTime: '2026-10-01 00:00:00',
  },
  campaignBudget: {
    resourceName: 'customers/1234567890/campaignBudgets/777',
    period: 'DAILY',
    amountMicros: '50000000',
    explicitlyShared: false,
  },
};

describe('the Google Ads connector over the REST interface', () => {
  it('refreshes the access token once, then searches with the developer token and the page token', async () => {
    api.answers.push({
      body: { results: [CAMPAIGN_ROW], nextPageToken: 'page-2', fieldMask: 'campaign.id' },
    });
    const page = await connector().listCampaigns('1234567890', '2026-11-20T00:00:00Z', 'page-1');
    expect(page).toEqual({
      items: [
        expect.objectContaining({
          id: '1234567890-555',
          status: 'paused',
          budget: { type: 'daily', amountMinor: 5000 },
        }),
      ],
      next: 'page-2',
      usagePercent: null,
    });
    expect(api.received[0]).toMatchObject({
      path: '/token',
      body: { grant_type: 'refresh_token', refresh_token: '1//refresh' },
    });
    const [search] = apiCalls();
    expect(search).toMatchObject({ method: 'POST', path: '/v25/customers/1234567890/googleAds:search' });
    expect(search!.headers).toMatchObject({
      authorization: 'Bearer ya29.fresh',
      'developer-token': 'dev-token',
    });
    expect(search!.body).toEqual({
      query: expect.stringMatching(/^SELECT .+ FROM campaign ORDER BY campaign\.id$/),
      pageToken: 'page-1',
    });
  });

  it('asks for a slice from its view, within the days, and fails an answer of another shape as transient', async () => {
    api.answers.push({ body: { results: [] } });
    const page = await connector().listDelivery(
      '1234567890',
      { since: '2026-11-01', until: '2026-11-20' },
      'country',
    );
    expect(page).toEqual({ items: [], next: null, usagePercent: null });
    expect(String(apiCalls()[0]!.body.query)).toMatch(
      / FROM geographic_view WHERE segments\.date BETWEEN '2026-11-01' AND '2026-11-20' AND metrics\.impressions > 0 AND geographic_view\.location_type = 'LOCATION_OF_PRESENCE'$/,
    );
    api.answers.push({ body: { results: [{ campaign: { id: 'not a number' } }] } });
    await expect(
      connector().listDelivery('1234567890', { since: '2026-11-01', until: '2026-11-20' }, 'total'),
    ).rejects.toMatchObject({ kind: 'transient' });
  });

  it('sends a pause as an update of the status alone, and a budget to the campaign’s budget', async () => {
    api.answers.push({ body: { results: [{ resourceName: 'customers/1234567890/campaigns/555' }] } });
    await connector().changeCampaign('1234567890-555', { kind: 'status', status: 'paused' });
    api.answers.push({ body: { results: [CAMPAIGN_ROW] } });
    api.answers.push({ body: { results: [{ resourceName: 'customers/1234567890/campaignBudgets/777' }] } });
    await connector().changeCampaign('1234567890-555', { kind: 'budget', type: 'daily', amountMinor: 7_550 });
    const [pause, read, budget] = apiCalls();
    expect(pause).toMatchObject({
      path: '/v25/customers/1234567890/campaigns:mutate',
      body: {
        operations: [
          {
            update: { resourceName: 'customers/1234567890/campaigns/555', status: 'PAUSED' },
            updateMask: 'status',
          },
        ],
      },
    });
    expect(String(read!.body.query)).toMatch(/WHERE campaign\.id = 555$/);
    expect(budget).toMatchObject({
      path: '/v25/customers/1234567890/campaignBudgets:mutate',
      body: {
        operations: [
          {
            update: { resourceName: 'customers/1234567890/campaignBudgets/777', amountMicros: '75500000' },
            updateMask: 'amount_micros',
          },
        ],
      },
    });
  });

  it('refuses to change a shared budget, and lists a manager account’s clients in its place', async () => {
    api.answers.push({
      body: {
        results: [
          { ...CAMPAIGN_ROW, campaignBudget: { ...CAMPAIGN_ROW.campaignBudget, explicitlyShared: true } },
        ],
      },
    });
    await expect(
      connector().changeCampaign('1234567890-555', { kind: 'budget', type: 'daily', amountMinor: 9_000 }),
    ).rejects.toMatchObject({ kind: 'refused', details: { networkCode: 'sharedBudget' } });
    api.answers.push({ body: { resourceNames: ['customers/1111111111', 'customers/2222222222'] } });
    api.answers.push({
      body: {
        results: [
          {
            customer: {
              id: '1111111111',
              descriptiveName: 'Manager',
              currencyCode: 'USD',
              timeZone: 'UTC',
              status: 'ENABLED',
              manager: true,
            },
          },
        ],
      },
    });
    api.answers.push({
      body: {
        results: [
          {
            customerClient: {
              id: '3333333333',
              descriptiveName: 'Client',
              currencyCode: 'USD',
              timeZone: 'UTC',
              status: 'ENABLED',
              manager: false,
              level: '1',
            },
          },
        ],
      },
    });
    api.answers.push({
      body: {
        results: [
          {
            customer: {
              id: '2222222222',
              descriptiveName: 'Shoes',
              currencyCode: 'EUR',
              timeZone: 'Europe/Madrid',
              status: 'ENABLED',
              manager: false,
            },
          },
        ],
      },
    });
    const accounts = await connector().listAdAccounts();
    expect(accounts.items.map(({ id, managerId }) => [id, managerId])).toEqual([
      ['3333333333', '1111111111'],
      ['2222222222', undefined],
    ]);
    expect(accounts.next).toBeNull();
    expect(String(apiCalls()[3]!.body.query)).toMatch(
      /FROM customer_client WHERE customer_client\.level = 1$/,
    );

    // A client is called through its manager.
    api.answers.push({ body: { results: [] } });
    await new GoogleAdsConnector({
      app: { clientId: 'client', clientSecret: 'secret', developerToken: 'dev-token' },
      endpoints: { apiOrigin: api.origin, authUrl: `${api.origin}/auth`, tokenUrl: `${api.origin}/token` },
      refreshToken: '1//refresh',
      managers: { '3333333333': '1111111111' },
    }).listCampaigns('3333333333');
    expect(apiCalls().at(-1)!.headers['login-customer-id']).toBe('1111111111');
    expect(apiCalls()[3]!.headers['login-customer-id']).toBeUndefined();
  });

  it('lists ad groups and ads, and switches an ad through its ad group ad', async () => {
    api.answers.push({
      body: {
        results: [
          {
            customer: { id: '1234567890' },
            campaign: { id: '555', advertisingChannelType: 'SEARCH' },
            adGroup: {
              resourceName: 'customers/1234567890/adGroups/66',
              id: '66',
              name: 'Exact',
              status: 'PAUSED',
            },
          },
        ],
      },
    });
    const adGroups = await connector().listAdSets('1234567890');
    expect(
      adGroups.items.map(({ id, campaignId, status, placements }) => [id, campaignId, status, placements]),
    ).toEqual([['1234567890-66', '1234567890-555', 'paused', ['search']]]);
    expect(String(apiCalls()[0]!.body.query)).toMatch(/ FROM ad_group ORDER BY ad_group\.id$/);

    api.answers.push({ body: { results: [{ resourceName: 'customers/1234567890/adGroupAds/66~88' }] } });
    await connector().changeDeliveryItem('ad', '1234567890-66-88', { kind: 'status', status: 'paused' });
    const mutate = apiCalls()[1]!;
    expect(mutate.path).toMatch(/\/customers\/1234567890\/adGroupAds:mutate$/);
    expect(mutate.body).toEqual({
      operations: [
        {
          update: { resourceName: 'customers/1234567890/adGroupAds/66~88', status: 'PAUSED' },
          updateMask: 'status',
        },
      ],
    });
  });
});
