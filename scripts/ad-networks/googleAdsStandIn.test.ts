import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AdNetworkError, type NetworkCampaignDraft, type NetworkDelivery } from '@adplatform/ad-networks';
import { DEMO_GOOGLE_ADS_APP, googleAdsStandInEndpoints } from '@adplatform/ad-networks/demo';
import { GoogleAdsConnector } from '@adplatform/ad-networks/google-ads';
import { DEMO_GOOGLE_PERSON, startGoogleAdsStandIn } from './googleAdsStandIn';
import { consentThroughGoogleStandIn } from './standInLogin';
import { addStandInPerson } from './standInPeople';

// The Google Ads connector against the stand-in: both sides of the protocol, over HTTP, through
// Google's auth library. Pages of 50 rows make the sync's paging real.
const NOW = new Date('2026-11-27T12:00:00Z');
/** An ad's creative, as the wizard sends it. */
const TRAIL = {
  headline: 'Trail shoes',
  primaryText: 'Grip for every trail.',
  mediaPath: null,
  callToAction: 'shop_now',
  destinationUrl: 'https://shop.example/trail',
};
let server: Server;
let origin: string;

beforeAll(async () => {
  server = await startGoogleAdsStandIn({ projectId: 'demo-test', port: 0, pageRows: 50, now: () => NOW });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const connectorFor = (refreshToken: string, at = origin) =>
  new GoogleAdsConnector({
    app: DEMO_GOOGLE_ADS_APP,
    endpoints: googleAdsStandInEndpoints(at),
    refreshToken,
    now: () => NOW,
  });

/** Every item of a listing, following its pages. */
async function all<T>(list: (next?: string) => Promise<{ items: readonly T[]; next: string | null }>) {
  const items: T[] = [];
  let next: string | undefined;
  do {
    const page = await list(next);
    items.push(...page.items);
    next = page.next ?? undefined;
  } while (next);
  return items;
}

const grantOf = async (refreshToken: string) => `${origin}/_test/grants/${encodeURIComponent(refreshToken)}`;

describe('the Google Ads stand-in, read and changed through the connector', () => {
  it('consents, lists the customers, and finds no scope missing; a missing scope is named', async () => {
    const token = await consentThroughGoogleStandIn(origin, DEMO_GOOGLE_PERSON);
    expect(token).toMatch(/^1\/\//);
    const connector = connectorFor(token);
    expect(await connector.missingPermissions()).toEqual([]);
    expect((await connector.listAdAccounts()).items).toEqual([
      {
        id: '1234567890',
        name: 'Demo Shoes – Search',
        currency: 'USD',
        timeZone: 'America/New_York',
        deliverable: true,
      },
    ]);
    const narrow = await consentThroughGoogleStandIn(origin, DEMO_GOOGLE_PERSON, { scope: ['openid'] });
    expect(await connectorFor(narrow).missingPermissions()).toEqual([
      'https://www.googleapis.com/auth/adwords',
    ]);
  });

  it('lists campaigns with their budgets, and delivery whose every breakdown adds up to the total', async () => {
    const connector = connectorFor(await consentThroughGoogleStandIn(origin, DEMO_GOOGLE_PERSON));
    const campaigns = await all((next) => connector.listCampaigns('1234567890', undefined, next));
    expect(campaigns).toHaveLength(12);
    expect(campaigns[0]).toMatchObject({ id: expect.stringMatching(/^1234567890-\d+$/), updatedTime: null });
    expect(campaigns.every(({ budget }) => budget && budget.amountMinor >= 1000)).toBe(true);
    const days = { since: '2026-11-01', until: '2026-11-20' };
    const sum = (rows: readonly NetworkDelivery[], field: 'impressions' | 'spendMinor') =>
      rows.reduce((total, row) => total + row.totals[field], 0);
    const total = await all((next) => connector.listDelivery('1234567890', days, 'total', next));
    // More rows than a page: the pages were followed.
    expect(total.length).toBeGreaterThan(50);
    for (const dimension of ['device', 'placement', 'country', 'gender'] as const) {
      const sliced = await all((next) => connector.listDelivery('1234567890', days, dimension, next));
      expect([dimension, sum(sliced, 'impressions')]).toEqual([dimension, sum(total, 'impressions')]);
      expect(sliced.every((row) => row.slice.dimension === dimension)).toBe(true);
    }
    // Undetermined ages have no band: the age slice counts less than the total.
    const ages = await all((next) => connector.listDelivery('1234567890', days, 'age', next));
    expect(sum(ages, 'impressions')).toBeLessThan(sum(total, 'impressions'));
  });

  it('lists ad groups and ads, whose delivery adds up to the campaigns’, and pauses an ad group', async () => {
    const connector = connectorFor(await consentThroughGoogleStandIn(origin, DEMO_GOOGLE_PERSON));
    const adGroups = await all((next) => connector.listAdSets('1234567890', undefined, next));
    const ads = await all((next) => connector.listAds('1234567890', undefined, next));
    expect(adGroups).toHaveLength(24);
    expect(ads).toHaveLength(48);
    expect(ads.every((ad) => adGroups.some(({ id }) => id === ad.adSetId))).toBe(true);
    const days = { since: '2026-11-10', until: '2026-11-20' };
    const impressions = async (dimension: 'total' | 'adSet' | 'ad') =>
      (await all((next) => connector.listDelivery('1234567890', days, dimension, next))).reduce(
        (sum, row) => sum + row.totals.impressions,
        0,
      );
    const total = await impressions('total');
    expect(await impressions('adSet')).toBe(total);
    expect(await impressions('ad')).toBe(total);

    await connector.changeDeliveryItem('adSet', adGroups[0]!.id, { kind: 'status', status: 'paused' });
    const held = (await (await fetch(`${origin}/_test/items/${adGroups[0]!.id}`)).json()) as {
      status: string;
    };
    expect(held.status).toBe('PAUSED');
  });

  it('lists a manager account’s clients, each reached through the manager it names', async () => {
    await addStandInPerson(origin, {
      email: 'agency@demo-google.test',
      campaigns: 3,
      days: 30,
      customers: [
        { id: '7770000000', descriptiveName: 'Agency', currencyCode: 'USD', timeZone: 'UTC', manager: true },
        {
          id: '7770000001',
          descriptiveName: 'Client One',
          currencyCode: 'USD',
          timeZone: 'America/New_York',
          managerId: '7770000000',
        },
        {
          id: '7770000002',
          descriptiveName: 'Client Two',
          currencyCode: 'EUR',
          timeZone: 'Europe/Madrid',
          managerId: '7770000000',
        },
      ],
    });
    const token = await consentThroughGoogleStandIn(origin, 'agency@demo-google.test');
    const accounts = await all((next) => connectorFor(token).listAdAccounts(next));
    expect(accounts.map(({ id, currency, managerId }) => [id, currency, managerId])).toEqual([
      ['7770000001', 'USD', '7770000000'],
      ['7770000002', 'EUR', '7770000000'],
    ]);
    // Called through the manager, the client answers; called directly, Google denies it.
    const throughManager = new GoogleAdsConnector({
      app: DEMO_GOOGLE_ADS_APP,
      endpoints: googleAdsStandInEndpoints(origin),
      refreshToken: token,
      managers: { '7770000001': '7770000000' },
      now: () => NOW,
    });
    expect((await throughManager.listCampaigns('7770000001')).items).toHaveLength(3);
    await expect(connectorFor(token).listCampaigns('7770000001')).rejects.toMatchObject({
      kind: 'permissionRevoked',
    });
  });

  it('creates a Search campaign whole in one mutate, and nothing of one it refuses', async () => {
    await addStandInPerson(origin, {
      email: 'creator@demo-google.test',
      campaigns: 2,
      days: 30,
      customers: [
        { id: '5550000003', descriptiveName: 'Creator', currencyCode: 'USD', timeZone: 'America/New_York' },
      ],
    });
    const connector = connectorFor(await consentThroughGoogleStandIn(origin, 'creator@demo-google.test'));
    const draft: NetworkCampaignDraft = {
      name: 'Trail shoes – launch',
      objective: 'traffic',
      status: 'active',
      budget: { type: 'daily', amountMinor: 3_000 },
      budgetOn: 'campaign',
      startDay: '2026-11-27',
      stopDay: '2026-12-31',
      timeZone: 'America/New_York',
      adSets: [
        {
          name: 'Runners',
          audience: { locations: ['US'], ageMin: 18, ageMax: 65, genders: ['female', 'male'], interests: [] },
          placements: ['search'],
          amountMinor: null,
          goal: 'linkClicks',
          bidding: { strategy: 'bidCap', capMinor: 120 },
          schedule: null,
          ads: [TRAIL, { ...TRAIL, headline: 'Trail shoes on sale' }],
        },
        {
          name: 'Hikers',
          audience: { locations: ['CA'], ageMin: 30, ageMax: 65, genders: ['female'], interests: [] },
          placements: ['search'],
          amountMinor: null,
          goal: 'linkClicks',
          bidding: { strategy: 'bidCap', capMinor: 80 },
          schedule: null,
          ads: [{ ...TRAIL, headline: 'Hiking shoes' }],
        },
      ],
    };
    const before = (await connector.listCampaigns('5550000003')).items.length;
    const created = await connector.createCampaign('5550000003', draft);
    const campaigns = (await connector.listCampaigns('5550000003')).items;
    expect(campaigns).toHaveLength(before + 1);
    expect(campaigns.find(({ id }) => id === created.campaignId)).toMatchObject({
      name: 'Trail shoes – launch',
      budget: { type: 'daily', amountMinor: 3_000 },
      stopTime: expect.stringMatching(/^2027-01-01T04:59:59/),
    });
    const ads = await all((next) => connector.listAds('5550000003', undefined, next));
    const adSets = await all((next) => connector.listAdSets('5550000003', undefined, next));
    expect(created.adSets.map(({ adSetId }) => adSets.find(({ id }) => id === adSetId)?.name)).toEqual([
      'Runners',
      'Hikers',
    ]);
    const headlines = created.adSets.map(({ adSetId, adIds }) =>
      adIds.map((adId) => {
        const ad = ads.find(({ id }) => id === adId);
        expect(ad).toMatchObject({ adSetId, creative: { primaryText: 'Grip for every trail.' } });
        return ad?.creative.headline;
      }),
    );
    expect(headlines).toEqual([['Trail shoes', 'Trail shoes on sale'], ['Hiking shoes']]);

    await expect(
      connector.createCampaign('5550000003', { ...draft, budget: { type: 'daily', amountMinor: 100 } }),
    ).rejects.toMatchObject({ kind: 'refused' });
    await expect(
      connector.createCampaign('5550000003', { ...draft, budgetOn: 'adSet' }),
    ).rejects.toMatchObject({
      kind: 'refused',
      details: { networkMessage: 'Google Ads sets budgets on campaigns, not on ad groups.' },
    });
    // Dates of an ad group's own, or a cost cap, have no place on a Search campaign: refused before a call.
    const [runners, hikers] = draft.adSets;
    await expect(
      connector.createCampaign('5550000003', {
        ...draft,
        adSets: [runners!, { ...hikers!, schedule: { startDay: '2026-12-01', stopDay: null } }],
      }),
    ).rejects.toMatchObject({ kind: 'refused', details: { networkCode: 'scheduleOnAdGroup' } });
    await expect(
      connector.createCampaign('5550000003', {
        ...draft,
        adSets: draft.adSets.map((adSet) => ({ ...adSet, bidding: { strategy: 'costCap', capMinor: 500 } })),
      }),
    ).rejects.toMatchObject({ kind: 'refused', details: { networkCode: 'costCapOnSearch' } });
    expect((await connector.listCampaigns('5550000003')).items).toHaveLength(before + 1);
  });

  it('pauses and renames a campaign, changes its budget, and refuses one below the minimum', async () => {
    const connector = connectorFor(await consentThroughGoogleStandIn(origin, DEMO_GOOGLE_PERSON));
    const [campaign] = (await connector.listCampaigns('1234567890')).items.filter(
      ({ budget }) => budget?.type === 'daily',
    );
    await connector.changeCampaign(campaign!.id, { kind: 'status', status: 'paused' });
    await connector.changeCampaign(campaign!.id, { kind: 'rename', name: 'Renamed on Google' });
    await connector.changeCampaign(campaign!.id, { kind: 'budget', type: 'daily', amountMinor: 4_200 });
    const held = (await (await fetch(`${origin}/_test/campaigns/${campaign!.id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(held).toMatchObject({
      status: 'PAUSED',
      name: 'Renamed on Google',
      budget: { amountMicros: '42000000' },
    });
    const refusal = connector.changeCampaign(campaign!.id, {
      kind: 'budget',
      type: 'daily',
      amountMinor: 50,
    });
    await expect(refusal).rejects.toMatchObject({
      kind: 'refused',
      details: {
        networkCode: 'campaignBudgetError.MONEY_AMOUNT_LESS_THAN_CURRENCY_MINIMUM_CPC',
        networkMessage: "The budget is below the minimum of $5.00 for this account's currency.",
      },
    });
    await expect(
      connector.changeCampaign(campaign!.id, { kind: 'budget', type: 'lifetime', amountMinor: 90_000 }),
    ).rejects.toMatchObject({ kind: 'refused', details: { networkCode: 'budgetPeriod' } });
  });

  it('answers a quota with its retry delay, a revoked grant as an expired token, another customer as denied', async () => {
    const token = await consentThroughGoogleStandIn(origin, DEMO_GOOGLE_PERSON);
    const connector = connectorFor(token);
    await fetch(`${await grantOf(token)}/refuse?calls=1`, { method: 'POST' });
    await expect(connector.listCampaigns('1234567890')).rejects.toMatchObject({
      kind: 'rateLimited',
      details: { retryAfterMs: 2000 },
    });
    expect((await connector.listCampaigns('1234567890')).items).toHaveLength(12);
    await expect(connector.listCampaigns('9999999999')).rejects.toMatchObject({ kind: 'permissionRevoked' });
    await fetch(`${await grantOf(token)}/revoke`, { method: 'POST' });
    const revoked = connector.listCampaigns('1234567890');
    await expect(revoked).rejects.toBeInstanceOf(AdNetworkError);
    await expect(revoked).rejects.toMatchObject({ kind: 'tokenExpired' });
  });

  it('takes a person back as of a day, with a refresh token issued then: the same book, the token served', async () => {
    const person = (refreshToken?: string) => ({
      email: 'restored@demo-google.test',
      campaigns: 5,
      days: 90,
      customers: [
        { id: '5550000002', descriptiveName: 'Restored', currencyCode: 'USD', timeZone: 'America/New_York' },
      ],
      asOf: '2026-10-01T08:00:00.000Z',
      ...(refreshToken ? { refreshToken } : {}),
    });
    await addStandInPerson(origin, person());
    const token = await consentThroughGoogleStandIn(origin, 'restored@demo-google.test');
    const before = await connectorFor(token).listCampaigns('5550000002');
    // A stand-in started afresh days later, as after a restart, given the person back with the kept token.
    const fresh = await startGoogleAdsStandIn({
      projectId: 'demo-test',
      port: 0,
      now: () => new Date(NOW.getTime() + 5 * 86_400_000),
    });
    const freshOrigin = `http://127.0.0.1:${(fresh.address() as AddressInfo).port}`;
    try {
      await addStandInPerson(freshOrigin, person(token));
      const after = await connectorFor(token, freshOrigin).listCampaigns('5550000002');
      expect(after.items).toEqual(before.items);
    } finally {
      fresh.close();
    }
  });

  it('refuses to start for a project that is not a demo project', async () => {
    await expect(startGoogleAdsStandIn({ projectId: 'adplatform-prod', port: 0 })).rejects.toThrow(
      /demo projects only/,
    );
  });
});
