import { AdNetworkError } from '../connector';
import { startRecordingServer, type RecordingServer } from '../testing/recordingServer';
import { META_API_VERSION } from './metaApiVersion';
import { MetaConnector } from './metaConnector';

// The HTTP boundary is faked: a local server answers in the Graph API's recorded shapes, and the
// SDK makes the calls as it would to Meta.
let api: RecordingServer;
beforeAll(async () => {
  api = await startRecordingServer({
    missing: { status: 500, body: { error: { message: 'no answer', code: 1 } } },
  });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const connector = () =>
  new MetaConnector({
    accessToken: 'EAAB-token',
    graphOrigin: api.origin,
    now: () => new Date('2026-11-27T12:00:00Z'),
  });

const CAMPAIGN = {
  id: '120210000000000001',
  name: 'Black Friday – Prospecting',
  status: 'PAUSED',
  objective: 'OUTCOME_TRAFFIC',
  daily_budget: '1500',
  updated_time: '2026-11-25T18:04:11+0000',
};

describe('the Meta connector over the SDK', () => {
  it('pages through campaigns by their after cursor, never keeping Meta’s next URL and its token', async () => {
    api.answers.push(
      {
        body: {
          data: [CAMPAIGN],
          paging: {
            cursors: { before: 'QVFIUb', after: 'QVFIUa1' },
            next: `${api.origin}/${META_API_VERSION}/act_1/campaigns?access_token=EAAB-token&after=QVFIUa1`,
          },
        },
        headers: { 'x-ad-account-usage': JSON.stringify({ acc_id_util_pct: 12 }) },
      },
      {
        body: {
          data: [{ ...CAMPAIGN, id: '120210000000000002' }],
          paging: { cursors: { after: 'QVFIUa2' } },
        },
      },
    );
    const first = await connector().listCampaigns('act_1', '2026-11-20T00:00:00.000Z');
    expect(first.items.map(({ id, status, budget }) => [id, status, budget])).toEqual([
      ['120210000000000001', 'paused', { type: 'daily', amountMinor: 1500 }],
    ]);
    expect(first.next).toBe('QVFIUa1');
    expect(first.usagePercent).toBe(12);
    const [call] = api.received;
    // The product's version, not the SDK's older one.
    expect(call?.path).toBe(`/${META_API_VERSION}/act_1/campaigns`);
    expect(call?.query.get('access_token')).toBe('EAAB-token');
    expect(JSON.parse(call?.query.get('filtering') ?? '[]')).toContainEqual({
      field: 'updated_time',
      operator: 'GREATER_THAN',
      value: [String(Date.parse('2026-11-20T00:00:00.000Z') / 1000 - 1)],
    });

    // The next page: the same read, resumed from the cursor.
    const second = await connector().listCampaigns(
      'act_1',
      '2026-11-20T00:00:00.000Z',
      first.next ?? undefined,
    );
    expect(api.received[1]?.query.get('after')).toBe('QVFIUa1');
    expect(api.received[1]?.query.get('filtering')).toBe(call?.query.get('filtering'));
    expect(second.items.map(({ id }) => id)).toEqual(['120210000000000002']);
    expect(second.next).toBeNull();
  });

  it('reads a day of delivery broken down by country', async () => {
    api.answers.push({
      body: {
        data: [
          {
            campaign_id: '120210000000000001',
            campaign_name: 'Black Friday – Prospecting',
            date_start: '2026-11-24',
            date_stop: '2026-11-24',
            account_currency: 'USD',
            impressions: '1000',
            clicks: '25',
            spend: '4.10',
            country: 'US',
          },
        ],
      },
    });
    const page = await connector().listDelivery(
      'act_1',
      { since: '2026-11-24', until: '2026-11-24' },
      'country',
    );
    expect(api.received[0]?.query.get('breakdowns')).toBe('country');
    expect(api.received[0]?.query.get('time_increment')).toBe('1');
    expect(JSON.parse(api.received[0]?.query.get('time_range') ?? '{}')).toEqual({
      since: '2026-11-24',
      until: '2026-11-24',
    });
    expect(page.items).toEqual([
      {
        campaignId: '120210000000000001',
        campaignName: 'Black Friday – Prospecting',
        date: '2026-11-24',
        slice: { dimension: 'country', key: 'US' },
        totals: { impressions: 1000, reach: 0, clicks: 25, spendMinor: 410, conversions: 0, revenueMinor: 0 },
      },
    ]);
  });

  it('sends a pause and a budget, and throws Meta’s refusal in its words', async () => {
    api.answers.push(
      { body: { success: true } },
      {
        status: 400,
        body: {
          error: {
            message: 'Invalid parameter',
            type: 'OAuthException',
            code: 100,
            error_subcode: 1885272,
            error_user_msg: 'Your budget must be at least $1.00 a day.',
          },
        },
      },
    );
    await connector().changeCampaign('120210000000000001', { kind: 'status', status: 'paused' });
    expect(api.received[0]).toMatchObject({
      method: 'POST',
      path: expect.stringMatching(/\/120210000000000001$/),
      body: { status: 'PAUSED' },
    });

    const refusal = connector().changeCampaign('120210000000000001', {
      kind: 'budget',
      type: 'daily',
      amountMinor: 50,
    });
    await expect(refusal).rejects.toBeInstanceOf(AdNetworkError);
    await expect(refusal).rejects.toMatchObject({
      kind: 'refused',
      details: { networkMessage: 'Your budget must be at least $1.00 a day.' },
    });
    expect(api.received[1]?.body).toEqual({ daily_budget: '50' });
  });

  it('fails a page in an unknown shape as transient, never with wrong numbers', async () => {
    api.answers.push({ body: { data: [{ ...CAMPAIGN, daily_budget: 15 }] } });
    await expect(connector().listCampaigns('act_1')).rejects.toMatchObject({ kind: 'transient' });
  });

  it('lists ad sets of every status with their targeting, and switches one with a POST of its status', async () => {
    api.answers.push({
      body: {
        data: [
          {
            id: '1202100000000000011',
            campaign_id: CAMPAIGN.id,
            name: 'GB · 18–34',
            status: 'ACTIVE',
            targeting: { geo_locations: { countries: ['GB'] }, age_min: 18, age_max: 34, genders: [2] },
          },
        ],
      },
    });
    const adSets = await connector().listAdSets('act_1');
    expect(adSets.items[0]).toMatchObject({ campaignId: CAMPAIGN.id, status: 'active', budget: null });
    const [list] = api.received;
    expect(list?.path).toMatch(/\/act_1\/adsets$/);
    expect(list?.query.get('fields')).toContain('targeting{');
    expect(JSON.parse(list?.query.get('filtering') ?? '[]')[0].value).toContain('CAMPAIGN_PAUSED');

    api.answers.push({ body: { success: true } });
    await connector().changeDeliveryItem('adSet', '1202100000000000011', {
      kind: 'status',
      status: 'paused',
    });
    const update = api.received[1];
    expect(update?.method).toBe('POST');
    expect(update?.path).toMatch(/\/1202100000000000011$/);
    expect(update?.body).toEqual({ status: 'PAUSED' });
  });
});
