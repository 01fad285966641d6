import { Timestamp } from 'firebase-admin/firestore';
import type { CampaignChangeResult } from '@adplatform/campaign-model';
import { adminDb, callCallable, createSignedInUser } from './support/callable';
import { DAY, givenAdSet, givenCampaign, userWithPlan } from './support/campaignFixtures';
import { SUBSCRIPTION_CASES, subscriptionRecord } from './support/subscriptionCases';

async function update(idToken: string, ids: string[], change: unknown): Promise<CampaignChangeResult[]> {
  const answer = await callCallable('updateCampaigns', { ids, change }, idToken);
  expect(answer.error).toBeUndefined();
  return (answer.result as { results: CampaignChangeResult[] }).results;
}

async function stored(uid: string, id: string): Promise<Record<string, unknown> | undefined> {
  return (await adminDb().doc(`users/${uid}/campaigns/${id}`).get()).data();
}

async function history(uid: string, id: string): Promise<Record<string, unknown>[]> {
  const snapshot = await adminDb().collection(`users/${uid}/campaigns/${id}/history`).orderBy('at').get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('updateCampaigns (docs/product-rules.md §10.1)', () => {
  it('pauses three campaigns, each with its history entry', async () => {
    const { uid, idToken } = await userWithPlan('Basic');
    const ids = [await givenCampaign(uid), await givenCampaign(uid), await givenCampaign(uid)];
    const results = await update(idToken, ids, { kind: 'status', action: 'pause' });
    expect(results).toEqual(ids.map((id) => ({ id, outcome: 'applied' })));
    for (const id of ids) {
      expect((await stored(uid, id))?.status).toBe('paused');
      expect(await history(uid, id)).toEqual([
        expect.objectContaining({ by: uid, field: 'status', before: 'active', after: 'paused' }),
      ]);
    }
    expect(await update(idToken, ids.slice(0, 1), { kind: 'status', action: 'pause' })).toEqual([
      { id: ids[0], outcome: 'unchanged' },
    ]);
  });

  it('answers notFound for another user’s campaign and changes nothing of it', async () => {
    const alice = await userWithPlan('Premium');
    const bob = await userWithPlan('Premium');
    const own = await givenCampaign(alice.uid);
    const theirs = await givenCampaign(bob.uid);
    const results = await update(alice.idToken, [own, theirs], { kind: 'status', action: 'pause' });
    expect(results).toEqual([
      { id: own, outcome: 'applied' },
      { id: theirs, outcome: 'refused', reason: 'notFound' },
    ]);
    expect((await stored(bob.uid, theirs))?.status).toBe('active');
    expect(await history(bob.uid, theirs)).toEqual([]);
  });

  it('refuses to resume a completed campaign', async () => {
    const { uid, idToken } = await userWithPlan('Plus');
    const id = await givenCampaign(uid, {
      status: 'completed',
      endDate: Timestamp.fromMillis(Date.now() - 3 * DAY),
    });
    expect(await update(idToken, [id], { kind: 'status', action: 'resume' })).toEqual([
      { id, outcome: 'refused', reason: 'ended' },
    ]);
    expect((await stored(uid, id))?.status).toBe('completed');
  });

  it('changes a budget within bounds and refuses one below the currency minimum', async () => {
    const { uid, idToken } = await userWithPlan('Plus');
    const id = await givenCampaign(uid);
    expect(await update(idToken, [id], { kind: 'budget', amountMinor: 99 })).toEqual([
      { id, outcome: 'refused', reason: 'budgetTooLow' },
    ]);
    expect(await update(idToken, [id], { kind: 'budget', amountMinor: 7_500 })).toEqual([
      { id, outcome: 'applied' },
    ]);
    expect((await stored(uid, id))?.budgetMinor).toBe(7_500);
    expect(await history(uid, id)).toEqual([
      expect.objectContaining({ field: 'budgetMinor', before: 5_000, after: 7_500 }),
    ]);
  });

  it('archives and restores, and renames with the search prefixes, the old name’s gone', async () => {
    const { uid, idToken } = await userWithPlan('Plus');
    const id = await givenCampaign(uid);
    await update(idToken, [id], { kind: 'status', action: 'archive' });
    expect(await stored(uid, id)).toMatchObject({ status: 'archived', statusBeforeArchive: 'active' });
    await update(idToken, [id], { kind: 'status', action: 'restore' });
    expect((await stored(uid, id))?.status).toBe('paused');
    await update(idToken, [id], { kind: 'name', name: 'Autumn Push' });
    const renamed = await stored(uid, id);
    expect(renamed).toMatchObject({ name: 'Autumn Push' });
    expect(Object.keys((renamed?.namePrefixes as object | undefined) ?? {}).sort()).toEqual(
      ['a', 'au', 'aut', 'autu', 'autum', 'autumn', 'p', 'pu', 'pus', 'push'].sort(),
    );
  });

  it('duplicates as a draft for Plus, and refuses Basic (campaign creation is not in its plan)', async () => {
    const plus = await userWithPlan('Plus');
    const id = await givenCampaign(plus.uid);
    const [result] = await update(plus.idToken, [id], { kind: 'duplicate' });
    expect(result).toMatchObject({ id, outcome: 'applied' });
    expect(await stored(plus.uid, result?.newId ?? '')).toMatchObject({
      name: 'Spring Sale – UK Stories (copy)',
      status: 'draft',
      budgetMinor: 5_000,
    });
    expect(await history(plus.uid, result?.newId ?? '')).toEqual([
      expect.objectContaining({ field: 'createdFrom', after: 'Spring Sale – UK Stories' }),
    ]);

    const basic = await userWithPlan('Basic');
    const own = await givenCampaign(basic.uid);
    const answer = await callCallable(
      'updateCampaigns',
      { ids: [own], change: { kind: 'duplicate' } },
      basic.idToken,
    );
    expect(answer.error?.status).toBe('PERMISSION_DENIED');
    expect((await adminDb().collection(`users/${basic.uid}/campaigns`).get()).size).toBe(1);
  });

  it.each([
    ['no ids', { ids: [], change: { kind: 'status', action: 'pause' } }],
    [
      '501 ids',
      {
        ids: Array.from({ length: 501 }, (_, index) => `c${index}`),
        change: { kind: 'status', action: 'pause' },
      },
    ],
    ['an unknown action', { ids: ['c1'], change: { kind: 'status', action: 'delete' } }],
    ['a fractional budget', { ids: ['c1'], change: { kind: 'budget', amountMinor: 10.5 } }],
    ['an extra field', { ids: ['c1'], change: { kind: 'name', name: 'x', status: 'active' } }],
    ['an id with a slash', { ids: ['a/b'], change: { kind: 'status', action: 'pause' } }],
  ])('answers invalid-argument for %s', async (_case, payload) => {
    const { idToken } = await userWithPlan('Premium');
    expect((await callCallable('updateCampaigns', payload, idToken)).error?.status).toBe('INVALID_ARGUMENT');
  });

  it('refuses a lapsed subscription, an unverified user and a visitor', async () => {
    const lapsed = await userWithPlan('Premium', 'past_due');
    const payload = { ids: ['c1'], change: { kind: 'status', action: 'pause' } };
    expect((await callCallable('updateCampaigns', payload, lapsed.idToken)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    const unverified = await createSignedInUser(false);
    expect((await callCallable('updateCampaigns', payload, unverified.idToken)).error?.status).toBe(
      'FAILED_PRECONDITION',
    );
    expect((await callCallable('updateCampaigns', payload)).error?.status).toBe('UNAUTHENTICATED');
  });
});

describe('updateDeliveryItems (docs/product-rules.md §10.1)', () => {
  it('turns an ad set off with an entry naming it in the campaign’s history', async () => {
    const { uid, idToken } = await userWithPlan('Basic');
    const campaignId = await givenCampaign(uid);
    const adSetId = await givenAdSet(uid, campaignId, 'US · 25–54');
    const answer = await callCallable(
      'updateDeliveryItems',
      { campaignId, level: 'adSet', ids: [adSetId], change: { kind: 'status', action: 'pause' } },
      idToken,
    );
    expect(answer.result).toEqual({ results: [{ id: adSetId, outcome: 'applied' }] });
    expect(
      (await adminDb().doc(`users/${uid}/campaigns/${campaignId}/adSets/${adSetId}`).get()).get('status'),
    ).toBe('paused');
    expect(await history(uid, campaignId)).toEqual([
      expect.objectContaining({
        field: 'status',
        before: 'active',
        after: 'paused',
        item: { level: 'adSet', id: adSetId, name: 'US · 25–54' },
      }),
    ]);
  });

  it('answers notFound for another user’s campaign, and archived for an archived one', async () => {
    const alice = await userWithPlan('Premium');
    const bob = await userWithPlan('Premium');
    const theirs = await givenCampaign(bob.uid);
    const theirAdSet = await givenAdSet(bob.uid, theirs, 'Theirs');
    const change = { kind: 'status', action: 'pause' };
    const foreign = await callCallable(
      'updateDeliveryItems',
      { campaignId: theirs, level: 'adSet', ids: [theirAdSet], change },
      alice.idToken,
    );
    expect(foreign.result).toEqual({ results: [{ id: theirAdSet, outcome: 'refused', reason: 'notFound' }] });
    const archived = await givenCampaign(alice.uid, { status: 'archived', statusBeforeArchive: 'paused' });
    const adSet = await givenAdSet(alice.uid, archived, 'Archived');
    const refused = await callCallable(
      'updateDeliveryItems',
      { campaignId: archived, level: 'adSet', ids: [adSet], change },
      alice.idToken,
    );
    expect(refused.result).toEqual({ results: [{ id: adSet, outcome: 'refused', reason: 'archived' }] });
  });

  it('sets an ad set budget when the campaign’s budget is on its ad sets, the campaign’s staying their sum', async () => {
    const { uid, idToken } = await userWithPlan('Plus');
    const campaignId = await givenCampaign(uid, { budgetLevel: 'adSet', budgetMinor: 5_000 });
    const adSetRef = (name: string) =>
      adminDb().collection(`users/${uid}/campaigns/${campaignId}/adSets`).doc(name);
    const schedule = { startDate: Timestamp.fromMillis(Date.now() - 10 * DAY), endDate: null };
    await adSetRef('a').set({
      name: 'US',
      status: 'active',
      budgetType: 'daily',
      budgetMinor: 3_000,
      ...schedule,
    });
    await adSetRef('b').set({
      name: 'UK',
      status: 'active',
      budgetType: 'daily',
      budgetMinor: 2_000,
      ...schedule,
    });
    const setBudget = (ids: string[], amountMinor: number, campaign = campaignId) =>
      callCallable(
        'updateDeliveryItems',
        { campaignId: campaign, level: 'adSet', ids, change: { kind: 'budget', amountMinor } },
        idToken,
      );

    expect((await setBudget(['a'], 4_500)).result).toEqual({ results: [{ id: 'a', outcome: 'applied' }] });
    expect((await adSetRef('a').get()).get('budgetMinor')).toBe(4_500);
    expect((await stored(uid, campaignId))?.budgetMinor).toBe(6_500);
    expect(await history(uid, campaignId)).toEqual([
      expect.objectContaining({
        field: 'budgetMinor',
        before: 3_000,
        after: 4_500,
        item: { level: 'adSet', id: 'a', name: 'US' },
      }),
    ]);
    expect((await setBudget(['b'], 10)).result).toEqual({
      results: [{ id: 'b', outcome: 'refused', reason: 'budgetTooLow' }],
    });
    // The campaign's own budget is then changed on its ad sets only, and an ad set of a campaign that
    // carries its budget has none to change.
    expect(await update(idToken, [campaignId], { kind: 'budget', amountMinor: 9_000 })).toEqual([
      { id: campaignId, outcome: 'refused', reason: 'budgetOnAdSets' },
    ]);
    const carried = await givenCampaign(uid);
    const adSet = await givenAdSet(uid, carried, 'Carried');
    expect((await setBudget([adSet], 4_000, carried)).result).toEqual({
      results: [{ id: adSet, outcome: 'refused', reason: 'budgetOnCampaign' }],
    });
  });

  it('copies ad sets and ads with a campaign', async () => {
    const { uid, idToken } = await userWithPlan('Premium');
    const campaignId = await givenCampaign(uid);
    const adSetId = await givenAdSet(uid, campaignId, 'Broad');
    const [result] = await update(idToken, [campaignId], { kind: 'duplicate' });
    const copy = result?.newId ?? '';
    const adSets = await adminDb().collection(`users/${uid}/campaigns/${copy}/adSets`).get();
    const ads = await adminDb().collection(`users/${uid}/campaigns/${copy}/ads`).get();
    expect(adSets.docs.map((doc) => doc.get('name'))).toEqual(['Broad']);
    expect(adSets.docs[0]?.id).not.toBe(adSetId);
    expect(ads.docs.map((doc) => doc.get('adSetId'))).toEqual([adSets.docs[0]?.id]);
  });
});

describe('the functions give access only while a subscription is active and its period has not ended (docs/product-rules.md §4)', () => {
  it.each(SUBSCRIPTION_CASES)('$name: access $active', async (subscriptionCase) => {
    const { active } = subscriptionCase;
    const user = await createSignedInUser(true);
    await adminDb()
      .doc(`subscriptions/${user.uid}`)
      .set(subscriptionRecord(subscriptionCase, Timestamp.fromMillis));
    const campaignId = await givenCampaign(user.uid);
    const answer = await callCallable(
      'updateCampaigns',
      { ids: [campaignId], change: { kind: 'status', action: 'pause' } },
      user.idToken,
    );
    if (active) {
      expect(answer.result).toEqual({ results: [{ id: campaignId, outcome: 'applied' }] });
    } else {
      expect(answer.error).toMatchObject({ status: 'PERMISSION_DENIED' });
      expect((await stored(user.uid, campaignId))?.status).toBe('active');
    }
  });
});
