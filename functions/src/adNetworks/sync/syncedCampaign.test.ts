import { Timestamp } from 'firebase-admin/firestore';
import type { NetworkCampaign } from '@adplatform/ad-networks';
import { changedFields, sameValue, syncedCampaignFields, syncedCampaignId } from './syncedCampaign';

const campaign: NetworkCampaign = {
  id: '120200000001',
  name: 'Winter Boots – Retargeting',
  status: 'active',
  objective: 'sales',
  budget: { type: 'daily', amountMinor: 2_500 },
  startTime: '2026-10-01T08:00:00.000Z',
  stopTime: null,
  updatedTime: '2026-10-02T09:00:00.000Z',
};
const source = { network: 'meta' as const, adAccountId: 'act_1', campaignId: campaign.id };

describe('a synced campaign', () => {
  it('keeps the network’s campaign in the campaign document’s fields, under a stable id', () => {
    expect(syncedCampaignId('meta', campaign.id)).toBe('meta_120200000001');
    expect(syncedCampaignFields(campaign, source, 'EUR', undefined)).toMatchObject({
      name: campaign.name,
      namePrefixes: expect.objectContaining({ winter: true, boots: true, retargeting: true }),
      status: 'active',
      statusBeforeArchive: null,
      objective: 'sales',
      budgetType: 'daily',
      budgetMinor: 2_500,
      budgetLevel: 'campaign',
      currency: 'EUR',
      startDate: Timestamp.fromMillis(Date.parse('2026-10-01T08:00:00.000Z')),
      endDate: null,
      source,
    });
  });

  it('shows a budget kept on the ad sets as set there, and an objective the product lacks as awareness', () => {
    const fields = syncedCampaignFields(
      { ...campaign, budget: null, objective: null },
      source,
      'EUR',
      undefined,
    );
    expect(fields).toMatchObject({ budgetLevel: 'adSet', budgetMinor: 0, objective: 'awareness' });
  });

  it('remembers the status before an archive on the network', () => {
    const archived = { ...campaign, status: 'archived' as const };
    expect(syncedCampaignFields(archived, source, 'EUR', { status: 'paused' }).statusBeforeArchive).toBe(
      'paused',
    );
    expect(
      syncedCampaignFields(archived, source, 'EUR', { status: 'archived', statusBeforeArchive: 'active' })
        .statusBeforeArchive,
    ).toBe('active');
  });

  it('names only the fields that differ from the stored document', () => {
    const stored = syncedCampaignFields(campaign, source, 'EUR', undefined);
    expect(changedFields(stored, syncedCampaignFields(campaign, source, 'EUR', stored))).toEqual({});
    const renamed = syncedCampaignFields({ ...campaign, name: 'Winter Boots' }, source, 'EUR', stored);
    expect(Object.keys(changedFields(stored, renamed)).sort()).toEqual(['name', 'namePrefixes']);
    expect(sameValue(Timestamp.fromMillis(5), Timestamp.fromMillis(5))).toBe(true);
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});
