import {
  adGroupAdRowSchema,
  adGroupRowSchema,
  campaignRowSchema,
  customerRowSchema,
  deliveryRowSchema,
} from './googleAdsShapes';
import {
  customerAndCampaign,
  itemResource,
  toNetworkAd,
  toNetworkAdSet,
  microsToMinor,
  minorToMicros,
  toNetworkAdAccount,
  toNetworkCampaign,
  toNetworkDelivery,
} from './googleAdsMapping';

// Rows in the REST interface's shapes (Google Ads API reference: GoogleAdsRow, lowerCamelCase,
// int64 as strings, enums by name).
const NOW = new Date('2026-11-27T12:00:00Z');

const campaignRow = (campaign: Record<string, unknown>, budget: Record<string, unknown> = {}) =>
  campaignRowSchema.parse({
    customer: {
      resourceName: 'customers/1234567890',
      id: '1234567890',
      timeZone: 'Europe/Madrid',
      currencyCode: 'EUR',
    },
    campaign: {
      resourceName: 'customers/1234567890/campaigns/555',
      id: '555',
      name: 'Brand Search – ES',
      status: 'ENABLED',
      advertisingChannelType: 'SEARCH',
      startDateTime: '2026-11-01 00:00:00',
      ...campaign,
    },
    campaignBudget: {
      resourceName: 'customers/1234567890/campaignBudgets/777',
      period: 'DAILY',
      amountMicros: '25000000',
      explicitlyShared: false,
      ...budget,
    },
  });

describe('the Google Ads mapping', () => {
  it('reads a customer as an ad account, enabled ones delivering', () => {
    const row = customerRowSchema.parse({
      customer: {
        resourceName: 'customers/1234567890',
        id: '1234567890',
        descriptiveName: 'Shoes ES',
        currencyCode: 'EUR',
        timeZone: 'Europe/Madrid',
        status: 'SUSPENDED',
        manager: false,
      },
    });
    expect(toNetworkAdAccount(row)).toEqual({
      id: '1234567890',
      name: 'Shoes ES',
      currency: 'EUR',
      timeZone: 'Europe/Madrid',
      deliverable: false,
    });
  });

  it('reads a campaign: its id with the customer, its schedule in the account zone, its daily budget', () => {
    expect(toNetworkCampaign(campaignRow({ endDateTime: '2026-12-31 23:59:59' }), NOW)).toEqual({
      id: '1234567890-555',
      name: 'Brand Search – ES',
      status: 'active',
      objective: 'traffic',
      budget: { type: 'daily', amountMinor: 2500 },
      startTime: '2026-10-31T23:00:00.000Z',
      stopTime: '2026-12-31T22:59:59.000Z',
      updatedTime: null,
    });
    expect(customerAndCampaign('1234567890-555')).toEqual({ customerId: '1234567890', campaignId: '555' });
    expect(() => customerAndCampaign('act_1')).toThrow(/not a Google Ads campaign id/);
  });

  it('maps statuses, schedules and custom-period budgets', () => {
    const status = (campaign: Record<string, unknown>) =>
      toNetworkCampaign(campaignRow(campaign), NOW).status;
    expect(status({ status: 'REMOVED' })).toBe('archived');
    expect(status({ status: 'PAUSED' })).toBe('paused');
    expect(status({ startDateTime: '2026-12-01 00:00:00' })).toBe('scheduled');
    expect(status({ endDateTime: '2026-11-20 23:59:59' })).toBe('completed');
    const lifetime = toNetworkCampaign(
      campaignRow(
        { advertisingChannelType: 'MULTI_CHANNEL' },
        { period: 'CUSTOM_PERIOD', amountMicros: undefined, totalAmountMicros: '900000000' },
      ),
      NOW,
    );
    expect(lifetime).toMatchObject({ objective: null, budget: { type: 'lifetime', amountMinor: 90_000 } });
  });

  it('converts micros by the currency, both ways', () => {
    expect(microsToMinor(1_234_567, 'USD')).toBe(123);
    expect(microsToMinor(150_000_000, 'JPY')).toBe(150);
    expect(minorToMicros(4_200, 'EUR')).toBe(42_000_000);
    expect(minorToMicros(150, 'JPY')).toBe(150_000_000);
  });

  it('reads delivery rows into the rollups’ slices, leaving undetermined ages out', () => {
    const row = (extra: Record<string, unknown>) =>
      deliveryRowSchema.parse({
        customer: { id: '1234567890', currencyCode: 'USD' },
        campaign: { id: '555', name: 'Brand Search – ES' },
        segments: { date: '2026-11-20' },
        metrics: {
          impressions: '1000',
          clicks: '40',
          costMicros: '12340000',
          conversions: 2.6,
          conversionsValue: 150.5,
        },
        ...extra,
      });
    expect(toNetworkDelivery(row({}), 'total')).toEqual({
      campaignId: '1234567890-555',
      campaignName: 'Brand Search – ES',
      date: '2026-11-20',
      slice: { dimension: 'total' },
      totals: {
        impressions: 1000,
        reach: 0,
        clicks: 40,
        spendMinor: 1234,
        conversions: 3,
        revenueMinor: 15050,
      },
    });
    const key = (extra: Record<string, unknown>, dimension: Parameters<typeof toNetworkDelivery>[1]) =>
      toNetworkDelivery(row(extra), dimension)?.slice;
    expect(key({ segments: { date: '2026-11-20', device: 'TABLET' } }, 'device')).toEqual({
      dimension: 'device',
      key: 'tablet',
    });
    expect(key({ segments: { date: '2026-11-20', device: 'CONNECTED_TV' } }, 'device')).toEqual({
      dimension: 'device',
      key: 'mobile',
    });
    expect(key({ segments: { date: '2026-11-20', adNetworkType: 'YOUTUBE' } }, 'placement')).toEqual({
      dimension: 'placement',
      key: 'video',
    });
    expect(key({ segments: { date: '2026-11-20', adNetworkType: 'CONTENT' } }, 'placement')).toEqual({
      dimension: 'placement',
      key: 'feed',
    });
    expect(key({ geographicView: { countryCriterionId: '2724' } }, 'country')).toEqual({
      dimension: 'country',
      key: 'ES',
    });
    expect(key({ geographicView: { countryCriterionId: '2380' } }, 'country')).toEqual({
      dimension: 'country',
      key: 'other',
    });
    expect(key({ adGroupCriterion: { ageRange: { type: 'AGE_RANGE_65_UP' } } }, 'age')).toEqual({
      dimension: 'age',
      key: '65+',
    });
    expect(
      key({ adGroupCriterion: { ageRange: { type: 'AGE_RANGE_UNDETERMINED' } } }, 'age'),
    ).toBeUndefined();
    expect(key({ adGroupCriterion: { gender: { type: 'UNDETERMINED' } } }, 'gender')).toEqual({
      dimension: 'gender',
      key: 'unknown',
    });
    expect(key({ adGroup: { id: '66', name: 'Exact' } }, 'adSet')).toEqual({
      dimension: 'adSet',
      key: '1234567890-66',
      name: 'Exact',
    });
    expect(key({ adGroup: { id: '66' }, adGroupAd: { ad: { id: '88' } } }, 'ad')).toEqual({
      dimension: 'ad',
      key: '1234567890-66-88',
      name: '88',
    });
    expect(key({}, 'adSet')).toBeUndefined();
  });

  it('reads ad groups as ad sets on their campaign’s channel, and responsive search ads as ads', () => {
    const adGroup = adGroupRowSchema.parse({
      customer: { id: '1234567890' },
      campaign: { id: '555', advertisingChannelType: 'VIDEO' },
      adGroup: { id: '66', name: 'Trailers', status: 'ENABLED' },
    });
    expect(toNetworkAdSet(adGroup)).toMatchObject({
      id: '1234567890-66',
      campaignId: '1234567890-555',
      status: 'active',
      placements: ['video'],
      budget: null,
      audience: { locations: [], ageMin: 18, ageMax: 65 },
    });
    const ad = adGroupAdRowSchema.parse({
      customer: { id: '1234567890' },
      campaign: { id: '555' },
      adGroup: { id: '66' },
      adGroupAd: {
        status: 'REMOVED',
        ad: {
          id: '88',
          finalUrls: ['https://shop.example/es'],
          responsiveSearchAd: {
            headlines: [{ text: 'Zapatillas' }],
            descriptions: [{ text: 'Envío gratis' }],
          },
        },
      },
    });
    expect(toNetworkAd(ad)).toEqual({
      id: '1234567890-66-88',
      campaignId: '1234567890-555',
      adSetId: '1234567890-66',
      name: 'Zapatillas',
      status: 'paused',
      creative: {
        headline: 'Zapatillas',
        primaryText: 'Envío gratis',
        mediaPath: null,
        callToAction: 'learn_more',
        destinationUrl: 'https://shop.example/es',
      },
    });
    expect(itemResource('ad', '1234567890-66-88')).toEqual({
      customerId: '1234567890',
      resourceName: 'customers/1234567890/adGroupAds/66~88',
    });
    expect(itemResource('adSet', '1234567890-66').resourceName).toBe('customers/1234567890/adGroups/66');
    expect(() => itemResource('ad', '1234567890-66')).toThrow();
  });
});
