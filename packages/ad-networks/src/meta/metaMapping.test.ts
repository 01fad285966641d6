import {
  graphAdAccountSchema,
  graphAdSchema,
  graphAdSetSchema,
  graphCampaignSchema,
  graphInsightsRowSchema,
} from './graphShapes';
import {
  campaignStatus,
  toMetaTargeting,
  toNetworkAd,
  toNetworkAdAccount,
  toNetworkAdSet,
  toNetworkCampaign,
  toNetworkDelivery,
} from './metaMapping';

// Answers in the shapes of the Marketing API reference (ad account, campaign, insights).
const AD_ACCOUNT = {
  id: 'act_1020304050',
  name: 'Acme Shoes',
  currency: 'EUR',
  timezone_name: 'Europe/Madrid',
  account_status: 1,
};
const CAMPAIGN = {
  id: '120210000000000001',
  name: 'Black Friday – Prospecting',
  status: 'ACTIVE',
  objective: 'OUTCOME_SALES',
  daily_budget: '2500',
  lifetime_budget: '0',
  start_time: '2026-11-20T09:00:00+0100',
  updated_time: '2026-11-25T18:04:11+0100',
};
const ROW = {
  campaign_id: '120210000000000001',
  campaign_name: 'Black Friday – Prospecting',
  date_start: '2026-11-24',
  date_stop: '2026-11-24',
  account_currency: 'EUR',
  impressions: '18234',
  reach: '12001',
  clicks: '412',
  spend: '23.57',
  actions: [
    { action_type: 'link_click', value: '390' },
    { action_type: 'purchase', value: '9' },
    { action_type: 'lead', value: '2' },
  ],
  action_values: [{ action_type: 'purchase', value: '512.40' }],
};
const NOW = new Date('2026-11-27T12:00:00Z');

describe('the Meta connector’s mapping', () => {
  it('reads an ad account, and whether it can deliver', () => {
    expect(toNetworkAdAccount(graphAdAccountSchema.parse(AD_ACCOUNT))).toEqual({
      id: 'act_1020304050',
      name: 'Acme Shoes',
      currency: 'EUR',
      timeZone: 'Europe/Madrid',
      deliverable: true,
    });
    expect(
      toNetworkAdAccount(graphAdAccountSchema.parse({ ...AD_ACCOUNT, account_status: 2 })).deliverable,
    ).toBe(false);
  });

  it('reads a campaign: objective, daily budget in minor units, instants in UTC', () => {
    expect(toNetworkCampaign(graphCampaignSchema.parse(CAMPAIGN), NOW)).toEqual({
      id: '120210000000000001',
      name: 'Black Friday – Prospecting',
      status: 'active',
      objective: 'sales',
      budget: { type: 'daily', amountMinor: 2500 },
      startTime: '2026-11-20T08:00:00.000Z',
      stopTime: null,
      updatedTime: '2026-11-25T17:04:11.000Z',
    });
  });

  it('leaves the budget to the ad sets when the campaign has none, and the objective null when unknown', () => {
    const campaign = graphCampaignSchema.parse({
      ...CAMPAIGN,
      daily_budget: undefined,
      lifetime_budget: '0',
      objective: 'OUTCOME_APP_PROMOTION',
    });
    expect(toNetworkCampaign(campaign, NOW)).toMatchObject({ budget: null, objective: null });
    const lifetime = graphCampaignSchema.parse({
      ...CAMPAIGN,
      daily_budget: undefined,
      lifetime_budget: '90000',
    });
    expect(toNetworkCampaign(lifetime, NOW).budget).toEqual({ type: 'lifetime', amountMinor: 90000 });
  });

  it('tells scheduled, completed, paused and archived campaigns apart', () => {
    const at = (fields: Partial<typeof CAMPAIGN> & { stop_time?: string }) =>
      campaignStatus(graphCampaignSchema.parse({ ...CAMPAIGN, ...fields }), NOW);
    expect(at({ start_time: '2026-12-01T00:00:00+0000' })).toBe('scheduled');
    expect(at({ stop_time: '2026-11-26T00:00:00+0000' })).toBe('completed');
    expect(at({ status: 'PAUSED' })).toBe('paused');
    expect(at({ status: 'ARCHIVED' })).toBe('archived');
    expect(at({ status: 'DELETED' })).toBe('archived');
  });

  it('reads a day of insights: spend and revenue in minor units, purchases and leads as conversions', () => {
    expect(toNetworkDelivery(graphInsightsRowSchema.parse(ROW), 'total', 'EUR')).toEqual({
      campaignId: '120210000000000001',
      campaignName: 'Black Friday – Prospecting',
      date: '2026-11-24',
      slice: { dimension: 'total' },
      totals: {
        impressions: 18234,
        reach: 12001,
        clicks: 412,
        spendMinor: 2357,
        conversions: 11,
        revenueMinor: 51240,
      },
    });
    // Yen have no minor unit.
    expect(
      toNetworkDelivery(graphInsightsRowSchema.parse({ ...ROW, spend: '2357' }), 'total', 'JPY')?.totals
        .spendMinor,
    ).toBe(2357);
  });

  it('keys each breakdown as the rollups do', () => {
    const slice = (fields: Record<string, string>, dimension: Parameters<typeof toNetworkDelivery>[1]) =>
      toNetworkDelivery(graphInsightsRowSchema.parse({ ...ROW, ...fields }), dimension, 'EUR')?.slice ?? null;
    expect(slice({ country: 'ES' }, 'country')).toEqual({ dimension: 'country', key: 'ES' });
    expect(slice({ country: 'PT' }, 'country')).toEqual({ dimension: 'country', key: 'other' });
    expect(slice({ impression_device: 'iphone' }, 'device')).toEqual({ dimension: 'device', key: 'mobile' });
    expect(slice({ impression_device: 'ipad' }, 'device')).toEqual({ dimension: 'device', key: 'tablet' });
    expect(slice({ impression_device: 'desktop' }, 'device')).toEqual({
      dimension: 'device',
      key: 'desktop',
    });
    expect(
      slice({ publisher_platform: 'instagram', platform_position: 'instagram_stories' }, 'placement'),
    ).toEqual({
      dimension: 'placement',
      key: 'stories',
    });
    expect(
      slice({ publisher_platform: 'facebook', platform_position: 'facebook_reels' }, 'placement'),
    ).toEqual({
      dimension: 'placement',
      key: 'reels',
    });
    expect(
      slice({ publisher_platform: 'facebook', platform_position: 'instream_video' }, 'placement'),
    ).toEqual({
      dimension: 'placement',
      key: 'video',
    });
    expect(
      slice({ publisher_platform: 'facebook', platform_position: 'right_hand_column' }, 'placement'),
    ).toEqual({
      dimension: 'placement',
      key: 'feed',
    });
    expect(slice({ age: '25-34' }, 'age')).toEqual({ dimension: 'age', key: '25-34' });
    expect(slice({ age: '13-17' }, 'age')).toBeNull();
    expect(slice({ gender: 'female' }, 'gender')).toEqual({ dimension: 'gender', key: 'female' });
    expect(slice({ gender: 'unknown' }, 'gender')).toEqual({ dimension: 'gender', key: 'unknown' });
  });

  it('refuses an answer that does not have the shape it reads', () => {
    expect(graphCampaignSchema.safeParse({ ...CAMPAIGN, status: 'RUNNING' }).success).toBe(false);
    expect(graphInsightsRowSchema.safeParse({ ...ROW, spend: '12,50' }).success).toBe(false);
    expect(graphAdAccountSchema.safeParse({ ...AD_ACCOUNT, id: '1020304050' }).success).toBe(false);
  });

  it('reads an ad set’s targeting as its audience and its positions as placements', () => {
    const adSet = (extra: Record<string, unknown>) =>
      toNetworkAdSet(
        graphAdSetSchema.parse({
          id: '1202100000000000011',
          campaign_id: CAMPAIGN.id,
          name: 'GB runners',
          status: 'ARCHIVED',
          lifetime_budget: '90000',
          start_time: '2026-11-20T09:00:00+0100',
          ...extra,
        }),
      );
    expect(
      adSet({
        targeting: {
          geo_locations: { countries: ['GB'] },
          age_min: 18,
          age_max: 34,
          genders: [2],
          flexible_spec: [{ interests: [{ id: '6003107902433', name: 'Running' }] }],
          publisher_platforms: ['instagram'],
          instagram_positions: ['stream', 'story'],
        },
      }),
    ).toEqual({
      id: '1202100000000000011',
      campaignId: CAMPAIGN.id,
      name: 'GB runners',
      status: 'paused',
      audience: {
        locations: ['GB'],
        ageMin: 18,
        ageMax: 34,
        genders: ['female'],
        interests: [{ id: '6003107902433', name: 'Running' }],
      },
      placements: ['feed', 'stories'],
      budget: { type: 'lifetime', amountMinor: 90_000 },
      startTime: '2026-11-20T08:00:00.000Z',
      stopTime: null,
    });
    // No chosen positions: Advantage+ placements; no genders: everyone.
    expect(adSet({ targeting: { geo_locations: { countries: ['US'] } } })).toMatchObject({
      placements: ['feed', 'stories', 'reels', 'video'],
      audience: { genders: ['female', 'male', 'unspecified'] },
    });
  });

  it('sends interests by Meta’s ids, and leaves out the product catalogue’s, which Meta does not know', () => {
    const audience = {
      locations: ['ES'],
      ageMin: 18,
      ageMax: 40,
      genders: ['female', 'male', 'unspecified'],
      interests: [
        { id: '6003107902433', name: 'Running' },
        { id: 'local:skiing', name: 'Skiing' },
      ],
    };
    expect(toMetaTargeting(audience, ['feed'])).toMatchObject({
      flexible_spec: [{ interests: [{ id: '6003107902433', name: 'Running' }] }],
    });
    expect(
      toMetaTargeting({ ...audience, interests: [{ id: 'local:skiing', name: 'Skiing' }] }, ['feed']),
    ).not.toHaveProperty('flexible_spec');
  });

  it('reads an ad with the gist of its creative, and its share of a day at ad level', () => {
    const ad = graphAdSchema.parse({
      id: '12021000000000000111',
      campaign_id: CAMPAIGN.id,
      adset_id: '1202100000000000011',
      name: 'Boots – video',
      status: 'ACTIVE',
      creative: {
        title: 'New boots',
        body: 'Warm feet.',
        link_url: 'https://shop.example',
        call_to_action_type: 'BOOK_TRAVEL',
      },
    });
    expect(toNetworkAd(ad)).toEqual({
      id: '12021000000000000111',
      campaignId: CAMPAIGN.id,
      adSetId: '1202100000000000011',
      name: 'Boots – video',
      status: 'active',
      creative: {
        headline: 'New boots',
        primaryText: 'Warm feet.',
        mediaPath: null,
        callToAction: 'learn_more',
        destinationUrl: 'https://shop.example',
      },
    });
    const row = graphInsightsRowSchema.parse({
      ...ROW,
      adset_id: '1202100000000000011',
      ad_id: ad.id,
      ad_name: ad.name,
    });
    expect(toNetworkDelivery(row, 'ad', 'EUR')?.slice).toEqual({
      dimension: 'ad',
      key: ad.id,
      name: ad.name,
    });
    expect(toNetworkDelivery(graphInsightsRowSchema.parse(ROW), 'adSet', 'EUR')).toBeNull();
  });
});
