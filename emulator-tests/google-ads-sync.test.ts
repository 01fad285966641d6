import { randomInt } from 'node:crypto';
import { addStandInPerson } from '../scripts/ad-networks/standInPeople';
import type { NetworkAdAccount } from '@adplatform/ad-networks';
import { DEMO_GOOGLE_ADS_ORIGIN } from '@adplatform/ad-networks/demo';
import { adminDb, callCallable } from './support/callable';
import type { Timestamp } from 'firebase-admin/firestore';
import { DAY, userWithPlan } from './support/campaignFixtures';
import { APP } from './support/metaDialog';
import { googleAdvertiser, throughTheConsentPage } from './support/googleAdsConnection';

describe('Google Ads through the same connector interface (docs/product-rules.md §10.10)', () => {
  it('connects, syncs campaigns and delivery, syncs again with no write, and pushes a change out', async () => {
    const { email, customerId } = await googleAdvertiser(5, 40);
    const { uid, idToken } = await userWithPlan('Basic');
    const call = (name: string, data: unknown) => callCallable(name, data, idToken, { origin: APP });

    const finished = await call('finishAdNetworkConnection', await throughTheConsentPage(idToken, email));
    expect(finished.error).toBeUndefined();
    expect((finished.result as { adAccounts: NetworkAdAccount[] }).adAccounts).toEqual([
      {
        id: customerId,
        name: 'Search test',
        currency: 'USD',
        timeZone: 'America/New_York',
        deliverable: true,
      },
    ]);
    // The refresh token is kept where no rule reaches; the connection names no credential.
    const kept = await adminDb().doc(`adNetworkTokens/${uid}_googleAds`).get();
    expect(String(kept.get('accessToken'))).toMatch(/^1\/\//);
    const connection = await adminDb().doc(`users/${uid}/adConnections/googleAds`).get();
    expect(JSON.stringify(connection.data())).not.toContain(String(kept.get('accessToken')));
    expect(connection.get('tokenExpiresAt')).toBeNull();

    expect(
      (await call('chooseAdAccounts', { network: 'googleAds', accountIds: [customerId] })).error,
    ).toBeUndefined();
    // Settings sees the ad account coming in while the run holds it, then how it went.
    const outcomes: unknown[] = [];
    const stop = adminDb()
      .doc(`users/${uid}/adConnections/googleAds`)
      .onSnapshot((snapshot) => outcomes.push(snapshot.get(`syncs.${customerId}.outcome`)));
    const synced = await call('syncAdNetwork', { network: 'googleAds' });
    // The listener hears the last write a moment after the call answers.
    for (let waited = 0; outcomes.at(-1) !== 'synced' && waited < 5_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(outcomes.at(-1)).toBe('synced');
    stop();
    expect(outcomes).toContain('syncing');
    expect(synced.result).toEqual({
      reports: [{ adAccountId: customerId, outcome: 'synced', campaigns: 5 }],
    });
    const campaigns = await adminDb().collection(`users/${uid}/campaigns`).get();
    expect(campaigns.docs.map(({ id }) => id).every((id) => id.startsWith(`googleAds_${customerId}-`))).toBe(
      true,
    );
    expect(campaigns.size).toBe(5);
    const delivered = campaigns.docs.filter((doc) => Number(doc.get('metrics.last30.impressions')) > 0);
    expect(delivered.length).toBeGreaterThan(0);
    const rollups = await adminDb().collection(`users/${uid}/dailyMetrics`).get();
    expect(rollups.size).toBeGreaterThan(0);
    expect(rollups.docs.every((doc) => doc.get('currency') === 'USD')).toBe(true);
    // Ad groups and their ads beneath each campaign, their delivery adding up to the campaign's.
    const withDelivery = delivered[0]!;
    const adGroups = await withDelivery.ref.collection('adSets').get();
    const ads = await withDelivery.ref.collection('ads').get();
    expect(adGroups.size).toBeGreaterThan(0);
    expect(ads.docs.every((ad) => adGroups.docs.some(({ id }) => id === ad.get('adSetId')))).toBe(true);
    const lifetime = (docs: readonly { get: (field: string) => unknown }[]) =>
      docs.reduce((total, doc) => total + Number(doc.get('metrics.lifetime.impressions')), 0);
    expect(lifetime(adGroups.docs)).toBe(withDelivery.get('metrics.lifetime.impressions'));
    expect(lifetime(ads.docs)).toBe(withDelivery.get('metrics.lifetime.impressions'));

    // Nothing changed on Google: the second sync writes nothing in the account.
    const before = new Map(campaigns.docs.map((doc) => [doc.id, doc.updateTime.toMillis()]));
    expect((await call('syncAdNetwork', { network: 'googleAds' })).result).toEqual({
      reports: [{ adAccountId: customerId, outcome: 'synced', campaigns: 5 }],
    });
    const again = await adminDb().collection(`users/${uid}/campaigns`).get();
    expect(again.docs.map((doc) => [doc.id, doc.updateTime.toMillis()])).toEqual([...before]);

    // A campaign that can be paused or turned on whatever the hour: not past its end date.
    const target = campaigns.docs.find(
      (doc) =>
        doc.get('budgetType') === 'daily' &&
        ['active', 'paused'].includes(String(doc.get('status'))) &&
        ((doc.get('endDate') as Timestamp | null)?.toMillis() ?? Infinity) > Date.now() + DAY,
    )!;
    const onGoogle = async () =>
      (await (
        await fetch(`${DEMO_GOOGLE_ADS_ORIGIN}/_test/campaigns/${target.get('source.campaignId')}`)
      ).json()) as {
        status: string;
        budget: { amountMicros: string };
      };
    const action = target.get('status') === 'active' ? 'pause' : 'resume';
    const paused = await call('updateCampaigns', { ids: [target.id], change: { kind: 'status', action } });
    expect(paused.result).toEqual({ results: [{ id: target.id, outcome: 'applied' }] });
    expect((await onGoogle()).status).toBe(action === 'pause' ? 'PAUSED' : 'ENABLED');

    const budget = await call('updateCampaigns', {
      ids: [target.id],
      change: { kind: 'budget', amountMinor: 200 },
    });
    expect(budget.result).toEqual({
      results: [
        {
          id: target.id,
          outcome: 'refused',
          reason: 'networkRefused',
          networkMessage: "The budget is below the minimum of $5.00 for this account's currency.",
        },
      ],
    });
    expect((await onGoogle()).budget.amountMicros).toBe(String(Number(target.get('budgetMinor')) * 10_000));
    // A budget the campaign does not have already (the stand-in's book gives it one at random).
    const newBudgetMinor = Number(target.get('budgetMinor')) === 7_500 ? 8_000 : 7_500;
    const raised = await call('updateCampaigns', {
      ids: [target.id],
      change: { kind: 'budget', amountMinor: newBudgetMinor },
    });
    expect(raised.result).toEqual({ results: [{ id: target.id, outcome: 'applied' }] });
    expect((await onGoogle()).budget.amountMicros).toBe(String(newBudgetMinor * 10_000));

    // An ad's switch is an `adGroupAds` mutate.
    const ad = (await target.ref.collection('ads').where('status', '==', 'active').get()).docs[0]!;
    const switched = await call('updateDeliveryItems', {
      campaignId: target.id,
      level: 'ad',
      ids: [ad.id],
      change: { kind: 'status', action: 'pause' },
    });
    expect(switched.error).toBeUndefined();
    expect(switched.result).toEqual({ results: [{ id: ad.id, outcome: 'applied' }] });
    const adOnGoogle = await fetch(
      `${DEMO_GOOGLE_ADS_ORIGIN}/_test/items/${String(ad.get('source.itemId'))}`,
    );
    expect(((await adOnGoogle.json()) as { status: string }).status).toBe('PAUSED');
  });

  it('brings in a manager account’s client, every call about it made through the manager', async () => {
    const email = `agency-${randomInt(1e9)}@demo-google.test`;
    const managerId = `8${String(randomInt(1e9)).padStart(9, '0')}`;
    const clientId = `9${String(randomInt(1e9)).padStart(9, '0')}`;
    await addStandInPerson(DEMO_GOOGLE_ADS_ORIGIN, {
      email,
      campaigns: 3,
      days: 20,
      customers: [
        { id: managerId, descriptiveName: 'Agency', currencyCode: 'USD', timeZone: 'UTC', manager: true },
        { id: clientId, descriptiveName: 'Client', currencyCode: 'USD', timeZone: 'UTC', managerId },
      ],
    });
    const { uid, idToken } = await userWithPlan('Basic');
    const call = (name: string, data: unknown) => callCallable(name, data, idToken, { origin: APP });
    const finished = await call('finishAdNetworkConnection', await throughTheConsentPage(idToken, email));
    expect((finished.result as { adAccounts: NetworkAdAccount[] }).adAccounts).toEqual([
      { id: clientId, name: 'Client', currency: 'USD', timeZone: 'UTC', deliverable: true, managerId },
    ]);
    await call('chooseAdAccounts', { network: 'googleAds', accountIds: [clientId] });
    expect((await call('syncAdNetwork', { network: 'googleAds' })).result).toEqual({
      reports: [{ adAccountId: clientId, outcome: 'synced', campaigns: 3 }],
    });
    const campaigns = await adminDb().collection(`users/${uid}/campaigns`).get();
    expect(campaigns.docs.map((doc) => doc.get('source.adAccountId'))).toEqual([
      clientId,
      clientId,
      clientId,
    ]);
  });
});
