import { Timestamp } from 'firebase-admin/firestore';
import type { NetworkAd, NetworkAdSet } from '@adplatform/ad-networks';
import { syncedAdFields, syncedAdSetFields } from './syncedItems';

const campaignStart = Timestamp.fromMillis(Date.parse('2026-10-01T00:00:00.000Z'));
const adSet: NetworkAdSet = {
  id: '1202',
  campaignId: '1201',
  name: 'GB · 18–34',
  status: 'paused',
  audience: {
    locations: ['GB'],
    ageMin: 18,
    ageMax: 34,
    genders: ['female'],
    interests: [{ id: '6003107902433', name: 'Running' }],
  },
  placements: ['feed', 'stories'],
  budget: null,
  startTime: null,
  stopTime: '2026-12-01T00:00:00.000Z',
};

describe('a synced ad set or ad', () => {
  it('keeps the network’s ad set in the fields the opened campaign lists, on the campaign’s schedule when it has none', () => {
    const source = { network: 'meta' as const, adAccountId: 'act_1', itemId: adSet.id };
    expect(syncedAdSetFields(adSet, source, campaignStart)).toEqual({
      name: 'GB · 18–34',
      status: 'paused',
      audience: adSet.audience,
      placements: ['feed', 'stories'],
      startDate: campaignStart,
      endDate: Timestamp.fromMillis(Date.parse('2026-12-01T00:00:00.000Z')),
      budgetType: null,
      budgetMinor: null,
      source,
    });
    const own = {
      ...adSet,
      startTime: '2026-11-02T10:00:00.000Z',
      budget: { type: 'daily' as const, amountMinor: 900 },
    };
    expect(syncedAdSetFields(own, source, campaignStart)).toMatchObject({
      startDate: Timestamp.fromMillis(Date.parse('2026-11-02T10:00:00.000Z')),
      budgetType: 'daily',
      budgetMinor: 900,
    });
  });

  it('keeps an ad under the product’s id of its ad set', () => {
    const ad: NetworkAd = {
      id: '1203',
      campaignId: '1201',
      adSetId: '1202',
      name: 'Boots – video',
      status: 'active',
      creative: {
        headline: 'New boots',
        primaryText: 'Warm feet.',
        mediaPath: null,
        callToAction: 'shop_now',
        destinationUrl: 'https://shop.example',
      },
    };
    const source = { network: 'meta' as const, adAccountId: 'act_1', itemId: ad.id };
    expect(syncedAdFields(ad, source, 'meta_1202')).toEqual({
      adSetId: 'meta_1202',
      name: 'Boots – video',
      status: 'active',
      creative: ad.creative,
      source,
    });
  });
});
