import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_META_APP } from '@adplatform/ad-networks/demo';
import {
  exchangeMetaCode,
  extendMetaToken,
  MetaConnector,
  META_API_VERSION,
  META_PERMISSIONS,
  uploadMetaAdImage,
} from '@adplatform/ad-networks/meta';
import type { NetworkCampaignDraft, NetworkDelivery } from '@adplatform/ad-networks';
import { DEMO_META_PERSON, startMetaStandIn } from './metaStandIn';
import { loginThroughStandIn } from './standInLogin';
import { addStandInPerson } from './standInPeople';
import { TINY_PNG } from './metaStandInSession';

// The Meta connector against the stand-in: both sides of the protocol, over HTTP, with Meta's SDK.
const NOW = new Date('2026-11-27T12:00:00Z');
/** An ad's creative, as the wizard sends it. */
const BOOTS = {
  headline: 'Warm boots',
  primaryText: 'For the first snow.',
  mediaPath: null,
  callToAction: 'shop_now',
  destinationUrl: 'https://shop.example/boots',
};
let server: Server;
let origin: string;

beforeAll(async () => {
  server = await startMetaStandIn({ projectId: 'demo-test', port: 0, now: () => NOW });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Logs `email` in through the dialog, as a person would, and exchanges the code for a token. */
const connect = (email: string, scope: readonly string[] = META_PERMISSIONS): Promise<string> =>
  loginThroughStandIn(origin, email, { scope, now: NOW });

const connectorFor = (accessToken: string) =>
  new MetaConnector({ accessToken, graphOrigin: origin, now: () => NOW });

describe('the Meta stand-in, read and changed through the connector', () => {
  it("refuses an expired Marketing API version with Meta's #2635 and serves the product's", async () => {
    const token = await connect(DEMO_META_PERSON);
    const on = (version: string) =>
      fetch(`${origin}/${version}/me/adaccounts?access_token=${encodeURIComponent(token)}`);
    // v24.0 expired on 2026-11-10, before the stand-in's clock.
    const expired = await on('v24.0');
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({
      error: {
        code: 2635,
        type: 'OAuthException',
        message: expect.stringContaining('Please update to the latest version: v27.0'),
      },
    });
    expect((await on('v99.0')).status).toBe(400);
    expect((await on(META_API_VERSION)).status).toBe(200);
  });

  it('logs a person in, lists their ad accounts, and refuses an exchange with a wrong secret', async () => {
    const token = await connect(DEMO_META_PERSON);
    expect(token).toMatch(/^EAAD/);
    const accounts = await connectorFor(token).listAdAccounts();
    expect(accounts.items.map(({ id, currency, deliverable }) => [id, currency, deliverable])).toEqual([
      ['act_1000000001', 'EUR', true],
      ['act_1000000002', 'USD', true],
    ]);
    // The business use case header came with the page.
    expect(accounts.usagePercent).toEqual(expect.any(Number));
    expect(await connectorFor(token).missingPermissions()).toEqual([]);
    await expect(
      exchangeMetaCode({
        app: { ...DEMO_META_APP, secret: 'nope' },
        graphOrigin: origin,
        redirectUri: 'http://localhost:3000/settings',
        code: 'x',
        now: NOW,
      }),
    ).rejects.toMatchObject({ kind: 'refused' });
  });

  it('pages through many campaigns, and reads only those changed since an instant', async () => {
    await fetch(`${origin}/_test/people`, {
      method: 'POST',
      body: new URLSearchParams({
        email: 'big@demo-meta.test',
        accounts: JSON.stringify([
          { id: 'act_2000000001', name: 'Big', currency: 'USD', timezone_name: 'UTC' },
        ]),
        campaigns: '450',
        days: '30',
      }),
    });
    const meta = connectorFor(await connect('big@demo-meta.test'));
    const ids: string[] = [];
    let next: string | undefined;
    let pages = 0;
    do {
      const page = await meta.listCampaigns('act_2000000001', undefined, next);
      ids.push(...page.items.map(({ id }) => id));
      next = page.next ?? undefined;
      pages += 1;
    } while (next);
    expect(new Set(ids).size).toBe(450);
    expect(pages).toBe(3);

    await meta.changeCampaign(ids[7]!, { kind: 'rename', name: 'Renamed in the product' });
    const changed = await meta.listCampaigns('act_2000000001', new Date(NOW.getTime() - 1000).toISOString());
    expect(changed.items.map(({ id, name }) => [id, name])).toEqual([[ids[7], 'Renamed in the product']]);
  });

  it('reads daily delivery whose breakdowns add up to the day’s total', async () => {
    const meta = connectorFor(await connect(DEMO_META_PERSON));
    const days = { since: '2026-11-20', until: '2026-11-26' };
    const all = async (dimension: NetworkDelivery['slice']['dimension']) => {
      const rows: NetworkDelivery[] = [];
      let next: string | undefined;
      do {
        const page = await meta.listDelivery('act_1000000002', days, dimension, next);
        rows.push(...page.items);
        next = page.next ?? undefined;
      } while (next);
      return rows;
    };
    const totals = await all('total');
    expect(totals.length).toBeGreaterThan(0);
    const devices = await all('device');
    const sum = (rows: NetworkDelivery[], field: 'impressions' | 'spendMinor') =>
      rows.reduce((total, row) => total + row.totals[field], 0);
    expect(sum(devices, 'impressions')).toBe(sum(totals, 'impressions'));
    expect(Math.abs(sum(devices, 'spendMinor') - sum(totals, 'spendMinor'))).toBeLessThanOrEqual(
      devices.length,
    );
    const ages = await all('age');
    expect(sum(ages, 'impressions')).toBeLessThan(sum(totals, 'impressions'));
    expect(new Set(ages.map((row) => (row.slice.dimension === 'age' ? row.slice.key : '')))).not.toContain(
      '13-17',
    );
  });

  it('lists each campaign’s ad sets and ads, whose daily shares add up to the campaign’s day', async () => {
    const meta = connectorFor(await connect(DEMO_META_PERSON));
    const [campaign] = (await meta.listCampaigns('act_1000000002')).items;
    const adSets = (await meta.listAdSets('act_1000000002')).items.filter(
      ({ campaignId }) => campaignId === campaign!.id,
    );
    const ads = (await meta.listAds('act_1000000002')).items.filter(
      ({ campaignId }) => campaignId === campaign!.id,
    );
    expect(adSets).toHaveLength(2);
    expect(ads).toHaveLength(4);
    expect(ads.every((ad) => adSets.some(({ id }) => id === ad.adSetId))).toBe(true);
    const day = { since: '2026-11-26', until: '2026-11-26' };
    const ofCampaign = async (dimension: 'total' | 'adSet' | 'ad') =>
      (await meta.listDelivery('act_1000000002', day, dimension)).items.filter(
        (row) => row.campaignId === campaign!.id,
      );
    const [total] = await ofCampaign('total');
    for (const level of ['adSet', 'ad'] as const) {
      const rows = await ofCampaign(level);
      expect(rows.every((row) => row.slice.dimension === level)).toBe(true);
      expect(rows.reduce((sum, row) => sum + row.totals.impressions, 0)).toBe(total!.totals.impressions);
    }

    await meta.changeDeliveryItem('ad', ads[0]!.id, { kind: 'status', status: 'paused' });
    const held = (await (await fetch(`${origin}/_test/objects/${ads[0]!.id}`)).json()) as { status: string };
    expect(held.status).toBe('PAUSED');
  });

  it('creates a campaign with its ad set and ad; a refused step leaves nothing behind', async () => {
    const meta = connectorFor(await connect(DEMO_META_PERSON));
    const draft: NetworkCampaignDraft = {
      name: 'Winter launch',
      objective: 'traffic',
      status: 'active',
      budget: { type: 'daily', amountMinor: 2_000 },
      budgetOn: 'campaign',
      metaIdentity: { pageId: '1500000001', instagramUserId: null },
      startDay: '2026-11-27',
      stopDay: null,
      timeZone: 'America/New_York',
      adSets: [
        {
          name: 'US women',
          audience: { locations: ['US'], ageMin: 25, ageMax: 54, genders: ['female'], interests: [] },
          placements: ['feed', 'stories', 'reels', 'video', 'search'],
          amountMinor: null,
          goal: 'linkClicks',
          bidding: { strategy: 'bidCap', capMinor: 150 },
          schedule: null,
          ads: [BOOTS, { ...BOOTS, headline: 'Snow-ready boots' }],
        },
        {
          name: 'Canada',
          audience: { locations: ['CA'], ageMin: 18, ageMax: 65, genders: ['male'], interests: [] },
          placements: ['stories'],
          amountMinor: null,
          goal: 'landingPageViews',
          bidding: { strategy: 'bidCap', capMinor: 90 },
          schedule: { startDay: '2026-12-01', stopDay: '2026-12-20' },
          ads: [{ ...BOOTS, headline: 'Boots for Canada' }],
        },
      ],
    };
    const created = await meta.createCampaign('act_1000000002', draft);
    const since = '2026-11-27T11:00:00.000Z';
    const campaign = (await meta.listCampaigns('act_1000000002', since)).items.find(
      ({ id }) => id === created.campaignId,
    );
    expect(campaign).toMatchObject({ id: created.campaignId, name: 'Winter launch', objective: 'traffic' });
    expect(campaign!.budget).toEqual({ type: 'daily', amountMinor: 2_000 });
    const adSets = (await meta.listAdSets('act_1000000002', since)).items;
    const ads = (await meta.listAds('act_1000000002', since)).items;
    expect(created.adSets.map(({ adIds }) => adIds.length)).toEqual([2, 1]);
    const [women, canada] = created.adSets.map(({ adSetId }) => adSets.find(({ id }) => id === adSetId));
    expect(women).toMatchObject({
      name: 'US women',
      campaignId: created.campaignId,
      audience: { locations: ['US'], ageMin: 25, ageMax: 54, genders: ['female'] },
      startTime: '2026-11-27T05:00:00.000Z',
    });
    expect(canada).toMatchObject({ name: 'Canada', audience: { locations: ['CA'], genders: ['male'] } });
    // The shared budget's strategy on the campaign, each ad set's cap and own days on it.
    const onMeta = async (id: string) =>
      (await (await fetch(`${origin}/_test/objects/${id}`)).json()) as Record<string, string>;
    expect(await onMeta(created.campaignId)).toMatchObject({ bid_strategy: 'LOWEST_COST_WITH_BID_CAP' });
    expect(await onMeta(created.adSets[0]!.adSetId)).toMatchObject({
      bid_amount: '150',
      optimization_goal: 'LINK_CLICKS',
    });
    expect(await onMeta(created.adSets[1]!.adSetId)).toMatchObject({
      bid_amount: '90',
      optimization_goal: 'LANDING_PAGE_VIEWS',
      start_time: '2026-12-01T05:00:00.000Z',
      end_time: '2026-12-21T04:59:59.999Z',
    });
    const headlines = created.adSets.map(({ adSetId, adIds }) =>
      adIds.map((adId) => {
        const ad = ads.find(({ id }) => id === adId);
        expect(ad).toMatchObject({ adSetId, creative: { callToAction: 'shop_now' } });
        return ad?.creative.headline;
      }),
    );
    expect(headlines).toEqual([['Warm boots', 'Snow-ready boots'], ['Boots for Canada']]);

    // A link Meta refuses: the campaign already made is deleted with what it holds.
    const before = (await meta.listCampaigns('act_1000000002')).items.length;
    await expect(
      meta.createCampaign('act_1000000002', {
        ...draft,
        adSets: [
          draft.adSets[0]!,
          { ...draft.adSets[1]!, ads: [{ ...BOOTS, destinationUrl: 'http://shop.example' }] },
        ],
      }),
    ).rejects.toMatchObject({ kind: 'refused' });
    const after = (await meta.listCampaigns('act_1000000002')).items;
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.status).toBe('archived');
    await expect(
      meta.createCampaign('act_1000000002', {
        ...draft,
        objective: 'sales',
        budget: { type: 'daily', amountMinor: 200 },
      }),
    ).rejects.toMatchObject({
      kind: 'refused',
      details: { networkMessage: 'The minimum budget for this campaign is $5.00 a day.' },
    });
  });

  it('makes an ad with an image speak as the Page: its creative carries the image hash and the Page', async () => {
    const accessToken = await connect(DEMO_META_PERSON);
    const meta = connectorFor(accessToken);
    const access = { graphOrigin: origin, userToken: accessToken, accountId: 'act_1000000001' };
    const imageHash = await uploadMetaAdImage(access, TINY_PNG, 'boots.png');
    const created = await meta.createCampaign('act_1000000001', {
      name: 'Boots with pictures',
      objective: 'traffic',
      status: 'paused',
      budget: { type: 'daily', amountMinor: 2_000 },
      budgetOn: 'campaign',
      startDay: '2026-11-27',
      stopDay: null,
      timeZone: 'Europe/Madrid',
      metaIdentity: { pageId: '1500000001', instagramUserId: '17841401500000001' },
      adSets: [
        {
          name: 'Spain',
          audience: { locations: ['ES'], ageMin: 18, ageMax: 65, genders: [], interests: [] },
          placements: ['feed', 'stories'],
          amountMinor: null,
          goal: 'linkClicks',
          bidding: { strategy: 'lowestCost', capMinor: null },
          schedule: null,
          ads: [
            { ...BOOTS, metaMedia: { kind: 'image', imageHash, crops: {} } },
            { ...BOOTS, headline: 'Words alone' },
          ],
        },
      ],
    });
    const [withImage, wordsAlone] = await Promise.all(
      created.adSets[0]!.adIds.map(
        async (id) =>
          (
            (await (await fetch(`${origin}/_test/objects/${id}`)).json()) as {
              creative: Record<string, string>;
            }
          ).creative,
      ),
    );
    expect(withImage).toMatchObject({
      image_hash: imageHash,
      page_id: '1500000001',
      instagram_user_id: '17841401500000001',
      title: 'Warm boots',
      link_url: BOOTS.destinationUrl,
      call_to_action_type: 'SHOP_NOW',
    });
    // Without media, a link ad of the same Page: Meta takes its picture from the link.
    expect(wordsAlone).toMatchObject({ title: 'Words alone', page_id: '1500000001' });
    expect(wordsAlone!.image_hash).toBeUndefined();
  });

  it('searches interests in a language with their sizes, and estimates an audience narrowed by them', async () => {
    const connector = connectorFor(await connect(DEMO_META_PERSON));
    const found = await connector.searchInterests('esquí', 'es-ES', 10);
    expect(found.map(({ id, name }) => [id, name])).toEqual([
      ['6003277229526', 'Esquí'],
      ['6003384248805', 'Estaciones de esquí'],
    ]);
    const skiing = (await connector.searchInterests('ski', 'en-US', 10)).find(
      ({ name }) => name === 'Skiing',
    )!;
    expect(skiing).toMatchObject({ id: '6003277229526', path: ['Sports and outdoors', 'Sports'] });
    expect(skiing.audienceSize!.lower).toBeLessThan(skiing.audienceSize!.upper);
    expect(await connector.searchInterests('ski', 'en-US', 1)).toHaveLength(1);

    const audience = {
      locations: ['ES'],
      ageMin: 18,
      ageMax: 65,
      genders: ['female', 'male'],
      interests: [],
    };
    const everyone = await connector.estimateAudience('act_1000000001', audience, ['feed']);
    const skiers = await connector.estimateAudience(
      'act_1000000001',
      { ...audience, interests: [{ id: skiing.id, name: skiing.name }] },
      ['feed'],
    );
    expect(everyone!.lower).toBeLessThan(everyone!.upper);
    expect(skiers!.upper).toBeLessThan(everyone!.lower / 10);
    await expect(
      connector.estimateAudience('act_1000000001', { ...audience, locations: [] }, ['feed']),
    ).rejects.toMatchObject({ kind: 'refused' });
  });

  it('pauses a campaign, and refuses a budget below the minimum in Meta’s words', async () => {
    const meta = connectorFor(await connect(DEMO_META_PERSON));
    const [campaign] = (await meta.listCampaigns('act_1000000002')).items;
    await meta.changeCampaign(campaign!.id, { kind: 'status', status: 'paused' });
    const held = (await (await fetch(`${origin}/_test/campaigns/${campaign!.id}`)).json()) as {
      status: string;
    };
    expect(held.status).toBe('PAUSED');
    await expect(
      meta.changeCampaign(campaign!.id, { kind: 'budget', type: 'daily', amountMinor: 50 }),
    ).rejects.toMatchObject({
      kind: 'refused',
      details: { networkMessage: 'The minimum budget for this campaign is $1.00 a day.' },
    });
  });

  it('renews a valid token for a full lifetime with the same permissions, and refuses an expired one', async () => {
    const token = await connect(DEMO_META_PERSON);
    await fetch(`${origin}/_test/tokens/${token}/withdraw`, {
      method: 'POST',
      body: new URLSearchParams({ permission: 'ads_management' }),
    });
    const renew = (accessToken: string) =>
      extendMetaToken({ app: DEMO_META_APP, graphOrigin: origin, accessToken, now: NOW });
    const renewed = await renew(token);
    expect(renewed.accessToken).not.toBe(token);
    expect(renewed.expiresAt).toBe(new Date(NOW.getTime() + 60 * 86_400_000).toISOString());
    expect(await connectorFor(renewed.accessToken).missingPermissions()).toEqual(['ads_management']);
    await fetch(`${origin}/_test/tokens/${renewed.accessToken}/expire`, { method: 'POST' });
    await expect(renew(renewed.accessToken)).rejects.toMatchObject({ kind: 'tokenExpired' });
    await expect(
      extendMetaToken({
        app: { ...DEMO_META_APP, secret: 'nope' },
        graphOrigin: origin,
        accessToken: token,
        now: NOW,
      }),
    ).rejects.toBeInstanceOf(Error);
  });

  it('answers an expired token, a withdrawn permission and a rate limit as Meta does', async () => {
    const token = await connect(DEMO_META_PERSON);
    const meta = connectorFor(token);
    await fetch(`${origin}/_test/tokens/${token}/refuse`, {
      method: 'POST',
      body: new URLSearchParams({ calls: '1', after: '1' }),
    });
    expect((await meta.listAdAccounts()).items).toHaveLength(2);
    await expect(meta.listAdAccounts()).rejects.toMatchObject({
      kind: 'rateLimited',
      details: { retryAfterMs: 60_000 },
    });
    expect((await meta.listAdAccounts()).items).toHaveLength(2);

    await fetch(`${origin}/_test/tokens/${token}/withdraw`, {
      method: 'POST',
      body: new URLSearchParams({ permission: 'ads_management' }),
    });
    await expect(
      meta.changeCampaign('1202000001000000', { kind: 'status', status: 'active' }),
    ).rejects.toMatchObject({
      kind: 'permissionRevoked',
    });
    expect(await meta.missingPermissions()).toEqual(['ads_management']);
    await fetch(`${origin}/_test/tokens/${token}/expire`, { method: 'POST' });
    await expect(meta.listAdAccounts()).rejects.toMatchObject({ kind: 'tokenExpired' });
    await expect(connectorFor('EAAD-unknown').listAdAccounts()).rejects.toMatchObject({
      kind: 'tokenExpired',
    });
  });

  it('takes a person back as of a day, with a token issued then: the same book, the token served', async () => {
    const asOf = '2026-10-01T08:00:00.000Z';
    const person = (token?: string) => ({
      email: 'restored@demo-meta.test',
      campaigns: 5,
      days: 90,
      accounts: [
        { id: 'act_5550000001', name: 'Restored', currency: 'USD', timezone_name: 'America/New_York' },
      ],
      asOf,
      ...(token ? { token } : {}),
    });
    await addStandInPerson(origin, person());
    const token = await connect('restored@demo-meta.test');
    const before = await connectorFor(token).listCampaigns('act_5550000001');
    // A stand-in started afresh days later, as after a restart, given the person back with the kept token.
    const fresh = await startMetaStandIn({
      projectId: 'demo-test',
      port: 0,
      now: () => new Date(NOW.getTime() + 5 * 86_400_000),
    });
    const freshOrigin = `http://127.0.0.1:${(fresh.address() as AddressInfo).port}`;
    try {
      await addStandInPerson(freshOrigin, person(token));
      const after = await new MetaConnector({
        accessToken: token,
        graphOrigin: freshOrigin,
        now: () => NOW,
      }).listCampaigns('act_5550000001');
      expect(after.items).toEqual(before.items);
    } finally {
      fresh.close();
    }
  });

  it('refuses to start for a project that is not a demo project', async () => {
    await expect(startMetaStandIn({ projectId: 'adplatform-prod', port: 0 })).rejects.toThrow(
      /demo projects only/,
    );
  });
});
