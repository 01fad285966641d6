import { addDays, dayIn, type NetworkAdAccount } from '@adplatform/ad-networks';
import { DEMO_META_ORIGIN } from '@adplatform/ad-networks/demo';
import { MetaConnector } from '@adplatform/ad-networks/meta';
import { decodeMetricTuple, REPORT_DIMENSIONS } from '@adplatform/delivery-metrics';
import {
  DELIVERY_WINDOW_DAYS,
  SYNC_DELIVERY_DAYS,
  syncAdAccount,
  syncStateRef,
} from 'functions/src/adNetworks/sync/syncAdAccount';
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { randomInt } from 'node:crypto';
import { PROJECT_ID } from '../scripts/lib/emulatorEnv';
import { pngBytes } from '../scripts/lib/testMedia';
import { adminApp } from '../scripts/lib/testAccounts';
import { adminDb, callCallable } from './support/callable';
import { sentAd, userWithPlan, validForm } from './support/campaignFixtures';
import { APP, connectMeta, throughTheDialog } from './support/metaDialog';
import { connectedAdvertiser } from './support/metaConnection';

/** The sync of one ad account as the schedule runs it, with this test's Firestore and the stand-in. */
function syncTarget(uid: string, adAccount: NetworkAdAccount, token: string) {
  return {
    db: adminDb(),
    accountId: uid,
    network: 'meta' as const,
    adAccount,
    connector: new MetaConnector({ accessToken: token, graphOrigin: DEMO_META_ORIGIN }),
    now: new Date(),
    sleep: async () => {},
  };
}

/** Every campaign's day of the account's rollups: `YYYY-MM-DD|campaignId` → its stored entry. */
async function storedDays(
  uid: string,
): Promise<Map<string, Record<string, Record<string, string> | string>>> {
  const rollups = await adminDb().collection(`users/${uid}/dailyMetrics`).get();
  const days = new Map<string, Record<string, Record<string, string> | string>>();
  for (const doc of rollups.docs) {
    for (const [id, day] of Object.entries(doc.get('campaigns') as Record<string, Record<string, never>>)) {
      days.set(`${doc.id}|${id}`, day);
    }
  }
  return days;
}

const impressionsOf = (tuple: string): number => decodeMetricTuple(tuple)[0];

describe('syncing an ad account in (docs/product-rules.md §10.10)', () => {
  it('brings campaigns and their daily delivery into the documents the sections read, and writes nothing when nothing changed', async () => {
    const { uid, idToken, adAccount, token } = await connectedAdvertiser(4, 45);
    const synced = await callCallable('syncAdNetwork', { network: 'meta' }, idToken, { origin: APP });
    expect(synced.result).toEqual({
      reports: [{ adAccountId: adAccount.id, outcome: 'synced', campaigns: 4 }],
    });

    const campaigns = await adminDb().collection(`users/${uid}/campaigns`).get();
    expect(campaigns.size).toBe(4);
    const connector = new MetaConnector({ accessToken: token, graphOrigin: DEMO_META_ORIGIN });
    const listed = (await connector.listCampaigns(adAccount.id)).items;
    for (const campaign of listed) {
      const doc = campaigns.docs.find(({ id }) => id === `meta_${campaign.id}`);
      expect(doc?.data()).toMatchObject({
        name: campaign.name,
        status: campaign.status,
        currency: 'USD',
        budgetMinor: campaign.budget?.amountMinor ?? 0,
        source: { network: 'meta', adAccountId: adAccount.id, campaignId: campaign.id },
      });
    }

    // Each campaign's day: the network's total, each breakdown adding up to it, the series the same.
    const today = dayIn(adAccount.timeZone, new Date());
    const days = await storedDays(uid);
    const delivered = (
      await connector.listDelivery(adAccount.id, { since: addDays(today, -60), until: today }, 'total')
    ).items;
    expect(delivered.length).toBeGreaterThan(0);
    expect(days.size).toBe(delivered.length);
    for (const row of delivered) {
      const day = days.get(`${row.date}|meta_${row.campaignId}`)!;
      expect(impressionsOf(day.total as string)).toBe(row.totals.impressions);
      for (const dimension of REPORT_DIMENSIONS) {
        const slices = Object.values(day[dimension] as Record<string, string>).map(impressionsOf);
        // Meta leaves its 13–17 and unknown age bands out of the age breakdown.
        if (dimension === 'age')
          expect(slices.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(row.totals.impressions);
        else expect(slices.reduce((a, b) => a + b, 0)).toBe(row.totals.impressions);
      }
    }
    const first = delivered[0]!;
    const series = await adminDb()
      .doc(`users/${uid}/campaigns/meta_${first.campaignId}/dailySeries/${first.date.slice(0, 4)}`)
      .get();
    expect(impressionsOf(series.get(`days.${first.date.slice(5)}`) as string)).toBe(first.totals.impressions);
    const lifetime = delivered
      .filter(({ campaignId }) => campaignId === first.campaignId)
      .reduce((sum, row) => sum + row.totals.impressions, 0);
    const campaign = campaigns.docs.find(({ id }) => id === `meta_${first.campaignId}`)!;
    expect(campaign.get('metrics.lifetime.impressions')).toBe(lifetime);

    // Its ad sets and ads beneath it, as Meta holds them, their delivery adding up to the campaign's.
    const adSets = await campaign.ref.collection('adSets').orderBy(FieldPath.documentId()).get();
    const listedAdSets = (await connector.listAdSets(adAccount.id)).items.filter(
      ({ campaignId }) => campaignId === first.campaignId,
    );
    expect(adSets.docs.map((doc) => doc.id)).toEqual(listedAdSets.map(({ id }) => `meta_${id}`).sort());
    for (const adSet of listedAdSets) {
      expect(adSets.docs.find(({ id }) => id === `meta_${adSet.id}`)?.data()).toMatchObject({
        name: adSet.name,
        status: adSet.status,
        audience: adSet.audience,
        placements: adSet.placements,
        source: { network: 'meta', adAccountId: adAccount.id, itemId: adSet.id },
      });
    }
    const ads = await campaign.ref.collection('ads').get();
    expect(ads.size).toBeGreaterThan(adSets.size);
    for (const ad of ads.docs) expect(adSets.docs.map(({ id }) => id)).toContain(ad.get('adSetId'));
    const sum = (docs: readonly { get: (field: string) => unknown }[]) =>
      docs.reduce((total, doc) => total + Number(doc.get('metrics.lifetime.impressions')), 0);
    expect(sum(adSets.docs)).toBe(lifetime);
    expect(sum(ads.docs)).toBe(lifetime);

    // Again the same day, nothing changed on the network: calls, and no write.
    const again = await syncAdAccount(syncTarget(uid, adAccount, token));
    expect(again.outcome).toEqual({ kind: 'synced' });
    expect(again.counts.writes).toBe(0);
    expect(again.counts.campaigns).toBe(0);
    expect(again.counts.items).toBe(0);
    const connection = await adminDb().doc(`users/${uid}/adConnections/meta`).get();
    expect(connection.get(`syncs.${adAccount.id}.outcome`)).toBe('synced');
    expect(connection.get('lastSyncedAt')).not.toBeNull();
  });

  it('keeps its place when the network limits its calls, and resumes from there', async () => {
    // One campaign: every read of a window is one page.
    const { uid, adAccount, token } = await connectedAdvertiser(1, 30);
    // Served: the pages of campaigns, ad sets and ads, then the first window's eight reads; refused: the next.
    const readsPerWindow = 1 + REPORT_DIMENSIONS.length + 2;
    await fetch(`${DEMO_META_ORIGIN}/_test/tokens/${token}/refuse`, {
      method: 'POST',
      body: new URLSearchParams({ calls: '1', after: String(3 + readsPerWindow) }),
    });
    const target = syncTarget(uid, adAccount, token);
    const stopped = await syncAdAccount(target);
    expect(stopped.outcome).toMatchObject({ kind: 'paused', reason: 'rateLimited' });
    const today = dayIn(adAccount.timeZone, target.now);
    const state = (await syncStateRef(target.db, uid, 'meta', adAccount.id).get()).data();
    expect(state).toMatchObject({
      position: { phase: 'delivery', from: addDays(today, 1 - SYNC_DELIVERY_DAYS + DELIVERY_WINDOW_DAYS) },
    });
    expect(Date.parse(String(state?.resumeAfter))).toBeGreaterThan(Date.now());

    const resumed = await syncAdAccount(target);
    expect(resumed.outcome).toEqual({ kind: 'synced' });
    // The objects and the first window were not read again.
    expect(resumed.counts.campaigns).toBe(0);
    expect(resumed.counts.items).toBe(0);
    const windowsLeft = Math.ceil((SYNC_DELIVERY_DAYS - DELIVERY_WINDOW_DAYS) / DELIVERY_WINDOW_DAYS);
    expect(resumed.counts.calls).toBe(windowsLeft * readsPerWindow);
    expect((await adminDb().collection(`users/${uid}/campaigns`).get()).size).toBe(1);
    expect((await storedDays(uid)).size).toBeGreaterThan(0);
  });

  it('stops and asks for the connection again when the token has expired', async () => {
    const { uid, idToken, adAccount, token } = await connectedAdvertiser(1, 10);
    await fetch(`${DEMO_META_ORIGIN}/_test/tokens/${token}/expire`, { method: 'POST' });
    const synced = await callCallable('syncAdNetwork', { network: 'meta' }, idToken, { origin: APP });
    expect(synced.result).toEqual({
      reports: [{ adAccountId: adAccount.id, outcome: 'reconnect', campaigns: 0 }],
    });
    const connection = await adminDb().doc(`users/${uid}/adConnections/meta`).get();
    expect(connection.get('status')).toBe('reconnect');
    expect(connection.get('problem')).toBe('tokenExpired');
    expect((await adminDb().collection(`users/${uid}/campaigns`).get()).size).toBe(0);
  });

  it('renews a token in its last weeks before it syncs; one Meta will not renew asks for the connection again', async () => {
    const { uid, idToken, token } = await connectedAdvertiser(1, 10);
    const kept = adminDb().doc(`adNetworkTokens/${uid}_meta`);
    const connectionRef = adminDb().doc(`users/${uid}/adConnections/meta`);
    const ending = Timestamp.fromMillis(Date.now() + 3 * 86_400_000);
    await kept.update({ expiresAt: ending });
    await connectionRef.update({ tokenExpiresAt: ending });
    const sync = () => callCallable('syncAdNetwork', { network: 'meta' }, idToken, { origin: APP });

    expect((await sync()).result).toMatchObject({ reports: [{ outcome: 'synced' }] });
    const renewed = String((await kept.get()).get('accessToken'));
    expect(renewed).not.toBe(token);
    const days = (at: unknown) => ((at as Timestamp).toMillis() - Date.now()) / 86_400_000;
    expect(days((await kept.get()).get('expiresAt'))).toBeGreaterThan(59);
    expect(days((await connectionRef.get()).get('tokenExpiresAt'))).toBeGreaterThan(59);

    // Ending again, and invalidated on Meta meanwhile: no renewal, and the sync asks to reconnect.
    await kept.update({ expiresAt: ending });
    await fetch(`${DEMO_META_ORIGIN}/_test/tokens/${renewed}/expire`, { method: 'POST' });
    expect((await sync()).result).toMatchObject({ reports: [{ outcome: 'reconnect' }] });
    expect(String((await kept.get()).get('accessToken'))).toBe(renewed);
    expect((await connectionRef.get()).get('status')).toBe('reconnect');
  });

  it('refuses ad accounts of two currencies, and one unlike the delivery the account keeps', async () => {
    const { uid, idToken } = await userWithPlan('Basic');
    const { code, state } = await throughTheDialog(idToken);
    await callCallable('finishAdNetworkConnection', { code, state }, idToken, { origin: APP });
    const choose = (accountIds: string[]) =>
      callCallable('chooseAdAccounts', { network: 'meta', accountIds }, idToken, { origin: APP });
    expect((await choose(['act_1000000001', 'act_1000000002'])).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { reason: 'currenciesDiffer', currencies: ['EUR', 'USD'] },
    });
    await adminDb()
      .doc(`users/${uid}/dailyMetrics/2026-01-05`)
      .set({ date: '2026-01-05', currency: 'USD', campaigns: {} });
    expect((await choose(['act_1000000001'])).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { reason: 'currencyDiffers', currency: 'USD' },
    });
    expect((await choose(['act_1000000002'])).error).toBeUndefined();
  });
});

describe('changing a synced campaign (docs/product-rules.md §10.10 "Push out")', () => {
  it('sends the change to the network first: accepted, it applies; refused, nothing changes and the history says why', async () => {
    // A fixed account (its campaigns' ids apart from the demo person's): among its twenty campaigns are daily-budget ones that optimise for conversions.
    const { uid, idToken, adAccount } = await connectedAdvertiser(20, 30, 'act_7000000701');
    await callCallable('syncAdNetwork', { network: 'meta' }, idToken, { origin: APP });
    const synced = await adminDb()
      .collection(`users/${uid}/campaigns`)
      .where('source.adAccountId', '==', adAccount.id)
      .get();
    const target = synced.docs.find(
      (doc) =>
        ['sales', 'leads'].includes(String(doc.get('objective'))) &&
        doc.get('budgetType') === 'daily' &&
        doc.get('budgetLevel') === 'campaign' &&
        ['active', 'paused'].includes(String(doc.get('status'))),
    )!;
    const networkId = String(target.get('source.campaignId'));
    const onNetwork = async () => (await fetch(`${DEMO_META_ORIGIN}/_test/campaigns/${networkId}`)).json();
    const change = (data: unknown) => callCallable('updateCampaigns', data, idToken, { origin: APP });

    const status = target.get('status') === 'active' ? 'pause' : 'resume';
    expect((await change({ ids: [target.id], change: { kind: 'status', action: status } })).result).toEqual({
      results: [{ id: target.id, outcome: 'applied' }],
    });
    expect((await onNetwork()).status).toBe(status === 'pause' ? 'PAUSED' : 'ACTIVE');

    // Above the product's minimum, below Meta's for a conversion campaign: Meta's words come back.
    const budget = await change({ ids: [target.id], change: { kind: 'budget', amountMinor: 200 } });
    expect(budget.result).toEqual({
      results: [
        {
          id: target.id,
          outcome: 'refused',
          reason: 'networkRefused',
          networkMessage: 'The minimum budget for this campaign is $5.00 a day.',
        },
      ],
    });
    const after = await adminDb().doc(`users/${uid}/campaigns/${target.id}`).get();
    expect(after.get('budgetMinor')).toBe(target.get('budgetMinor'));
    expect((await onNetwork()).daily_budget).toBe(String(target.get('budgetMinor')));

    const archive = await change({ ids: [target.id], change: { kind: 'status', action: 'archive' } });
    expect(archive.result).toEqual({
      results: [{ id: target.id, outcome: 'refused', reason: 'notOnNetwork' }],
    });

    // An ad set's switch goes to Meta too; its budget stays the campaign's.
    const adSet = (await target.ref.collection('adSets').get()).docs[0]!;
    const adSetOnNetwork = async () =>
      (await fetch(`${DEMO_META_ORIGIN}/_test/objects/${String(adSet.get('source.itemId'))}`)).json();
    const changeItems = (change: unknown) =>
      callCallable(
        'updateDeliveryItems',
        { campaignId: target.id, level: 'adSet', ids: [adSet.id], change },
        idToken,
        { origin: APP },
      );
    expect((await changeItems({ kind: 'status', action: 'pause' })).result).toEqual({
      results: [{ id: adSet.id, outcome: 'applied' }],
    });
    expect((await adSetOnNetwork()).status).toBe('PAUSED');
    expect((await adSet.ref.get()).get('status')).toBe('paused');
    expect((await changeItems({ kind: 'budget', amountMinor: 5_000 })).result).toEqual({
      results: [{ id: adSet.id, outcome: 'refused', reason: 'budgetOnCampaign' }],
    });

    const history = await adminDb()
      .collection(`users/${uid}/campaigns/${target.id}/history`)
      .orderBy('at')
      .get();
    expect(
      history.docs.map((doc) => [doc.get('field'), doc.get('network'), doc.get('item.id') ?? null]),
    ).toEqual([
      ['status', { name: 'meta', answer: 'accepted' }, null],
      [
        'budgetMinor',
        { name: 'meta', answer: 'refused', message: 'The minimum budget for this campaign is $5.00 a day.' },
        null,
      ],
      ['status', { name: 'meta', answer: 'accepted' }, adSet.id],
    ]);
  });
});

describe('creating a campaign on a network (docs/product-rules.md §10.10 "Push out")', () => {
  it('makes it on Meta first and keeps it under Meta’s ids; a refusal, another currency or an ad account not brought in make nothing', async () => {
    const { uid, idToken, adAccount, email } = await connectedAdvertiser(1, 10, undefined, 'Premium');
    const create = (form: unknown, destination: unknown, draftId: string | null = null) =>
      callCallable('createCampaign', { form, draftId, destination }, idToken, { origin: APP });
    const page = (await (
      await fetch(`${DEMO_META_ORIGIN}/_test/pages`, {
        method: 'POST',
        body: new URLSearchParams({ email, name: 'Snow Shop', instagram: `snowshop${randomInt(1e6)}` }),
      })
    ).json()) as { id: string; instagramId: string };
    const identity = { pageId: page.id, instagramUserId: page.instagramId };
    // The Pages are listed once "Ads as your Page" is turned on, and the ad accounts chosen stay.
    expect((await callCallable('listAdIdentities', {}, idToken)).error).toMatchObject({
      details: { reason: 'adIdentityConsent' },
    });
    expect((await connectMeta(idToken, email, ['adIdentity'])).finished.error).toBeUndefined();
    const connection = await adminDb().doc(`users/${uid}/adConnections/meta`).get();
    expect(connection.get('features')).toContain('adIdentity');
    expect(connection.get('chosenAccountIds')).toEqual([adAccount.id]);
    expect((await callCallable('listAdIdentities', {}, idToken)).result).toEqual({
      pages: [
        { id: page.id, name: 'Snow Shop', instagram: { id: page.instagramId, username: expect.any(String) } },
      ],
    });
    const meta = { network: 'meta', adAccountId: adAccount.id, identity };
    const form = {
      ...validForm(),
      budget: { ...validForm().budget, type: 'daily', amountMinor: 200, endDate: null },
    };
    const campaigns = () => adminDb().collection(`users/${uid}/campaigns`).get();
    const before = (await campaigns()).size;

    // Below Meta's minimum for a sales campaign: Meta's words, nothing kept, the draft still there.
    await adminDb().doc(`users/${uid}/campaignDrafts/d1`).set({ form: {}, step: 4 });
    expect((await create(form, meta, 'd1')).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: {
        reason: 'networkRefused',
        networkMessage: 'The minimum budget for this campaign is $5.00 a day.',
      },
    });
    expect((await campaigns()).size).toBe(before);
    expect((await adminDb().doc(`users/${uid}/campaignDrafts/d1`).get()).exists).toBe(true);
    expect(
      (await create({ ...form, budget: { ...form.budget, currency: 'EUR' } }, meta)).error,
    ).toMatchObject({
      details: { reason: 'currencyDiffers', currency: 'USD' },
    });
    expect((await create(form, { network: 'meta', adAccountId: 'act_1' })).error).toMatchObject({
      details: { reason: 'notConnected' },
    });
    // A Meta ad speaks as a Page; a file gone from the library is named.
    expect((await create(form, { network: 'meta', adAccountId: adAccount.id })).error).toMatchObject({
      details: { reason: 'pageNeeded' },
    });
    const gone = { ...sentAd('Gone'), mediaPath: `users/${uid}/media/gone.png` };
    expect(
      (await create({ ...form, adSets: [{ ...form.adSets[0]!, ads: [gone] }] }, meta)).error,
    ).toMatchObject({ details: { reason: 'mediaMissing', fileName: 'gone.png' } });
    expect((await campaigns()).size).toBe(before);

    // A landscape picture of the library, shown by ad "One" in every placement.
    const mediaPath = `users/${uid}/media/boots-${randomInt(1e6)}.png`;
    await getStorage(adminApp())
      .bucket(`${PROJECT_ID}.appspot.com`)
      .file(mediaPath)
      .save(pngBytes(4_000, 1200, 628), { contentType: 'image/png' });

    const [adSetOfForm] = form.adSets;
    const made = await create(
      {
        ...form,
        budget: { ...form.budget, amountMinor: 4_000 },
        adSets: [
          { ...adSetOfForm!, ads: [{ ...sentAd('One'), mediaPath }, sentAd('Two')] },
          { ...adSetOfForm!, name: 'Canada', audience: { ...adSetOfForm!.audience, locations: ['CA'] } },
        ],
      },
      meta,
      'd1',
    );
    expect(made.error).toBeUndefined();
    const { id } = made.result as { id: string };
    const campaign = await adminDb().doc(`users/${uid}/campaigns/${id}`).get();
    const networkId = String(campaign.get('source.campaignId'));
    expect(id).toBe(`meta_${networkId}`);
    expect(campaign.get('source')).toEqual({
      network: 'meta',
      adAccountId: adAccount.id,
      campaignId: networkId,
    });
    const onMeta = await (await fetch(`${DEMO_META_ORIGIN}/_test/campaigns/${networkId}`)).json();
    expect(onMeta).toMatchObject({
      name: validForm().name,
      objective: 'OUTCOME_SALES',
      daily_budget: '4000',
    });
    // Each ad set and ad under Meta's ids, each ad in its ad set.
    const adSets = (await campaign.ref.collection('adSets').get()).docs;
    const ads = (await campaign.ref.collection('ads').get()).docs;
    expect(adSets.map((adSet) => adSet.id).sort()).toEqual(
      adSets.map((adSet) => `meta_${String(adSet.get('source.itemId'))}`).sort(),
    );
    const headlinesIn = (name: string) => {
      const adSetId = adSets.find((adSet) => adSet.get('name') === name)?.id;
      return ads
        .filter((ad) => ad.get('adSetId') === adSetId)
        .map((ad) => ad.get('creative.headline') as string);
    };
    expect(headlinesIn('US, CA · 25–54').sort()).toEqual(['One', 'Two']);
    expect(headlinesIn('Canada')).toEqual(['Ski season is here']);
    // On Meta, every creative speaks as the Page and its Instagram account; "One" carries its image, in
    // the library by its hash, cropped centred for the feed (1:1) and for stories and reels (9:16).
    const creativeOf = async (headline: string) => {
      const itemId = ads
        .find((ad) => ad.get('creative.headline') === headline)
        ?.get('source.itemId') as string;
      return (
        (await (await fetch(`${DEMO_META_ORIGIN}/_test/objects/${itemId}`)).json()) as {
          creative: Record<string, string>;
        }
      ).creative;
    };
    const withImage = await creativeOf('One');
    expect(withImage).toMatchObject({ page_id: page.id, instagram_user_id: page.instagramId });
    expect(withImage.image_hash).toMatch(/^[0-9a-f]{32}$/u);
    expect(JSON.parse(withImage.image_crops!)).toEqual({
      '100x100': [
        [286, 0],
        [914, 628],
      ],
      '90x160': [
        [423, 0],
        [776, 627],
      ],
    });
    const linkOnly = await creativeOf('Two');
    expect(linkOnly).toMatchObject({ page_id: page.id, link_url: 'https://example.com/winter' });
    expect(linkOnly.image_hash).toBeUndefined();
    expect((await adminDb().doc(`users/${uid}/campaignDrafts/d1`).get()).exists).toBe(false);

    // The next sync finds the same documents: the ad account's one campaign and the new one, once each.
    await callCallable('syncAdNetwork', { network: 'meta' }, idToken, { origin: APP });
    expect((await campaigns()).size).toBe(before + 2);
    expect((await campaign.ref.collection('adSets').get()).size).toBe(2);
    expect((await campaign.ref.collection('ads').get()).size).toBe(3);
  });
});
