import type { Timestamp } from 'firebase-admin/firestore';
import { adminDb, callCallable, createSignedInUser } from './support/callable';
import { sentAd, userWithPlan, validForm, type SentForm } from './support/campaignFixtures';

async function campaignCount(uid: string): Promise<number> {
  return (await adminDb().collection(`users/${uid}/campaigns`).get()).size;
}

describe('createCampaign (docs/product-rules.md §10.6)', () => {
  it('creates the campaign from a valid form and deletes its draft', async () => {
    const { uid, idToken } = await userWithPlan('Plus');
    await adminDb().doc(`users/${uid}/campaignDrafts/d1`).set({ name: 'draft', step: 4, form: {} });
    const answer = await callCallable('createCampaign', { form: validForm(), draftId: 'd1' }, idToken);
    expect(answer.error).toBeUndefined();
    const { id, status } = answer.result as { id: string; status: string };
    expect(status).toBe('scheduled');
    const stored = (await adminDb().doc(`users/${uid}/campaigns/${id}`).get()).data();
    expect(stored).toMatchObject({
      name: 'Winter Launch – US Feed',
      status: 'scheduled',
      budgetType: 'lifetime',
      budgetMinor: 250_000,
      currency: 'USD',
      objective: 'sales',
    });
    expect(stored?.namePrefixes).toMatchObject({ w: true, winter: true });
    expect((await adminDb().doc(`users/${uid}/campaignDrafts/d1`).get()).exists).toBe(false);
    const adSets = await adminDb().collection(`users/${uid}/campaigns/${id}/adSets`).get();
    expect(adSets.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        name: 'US, CA · 25–54',
        placements: ['feed', 'stories', 'reels', 'search', 'video'],
        budgetMinor: null,
      }),
    ]);
  });

  it('creates every ad set with its ads, each ad set with its own budget when the budget lives there', async () => {
    const { uid, idToken } = await userWithPlan('Premium');
    const form = validForm();
    const [first] = form.adSets;
    form.budget = { ...form.budget, level: 'adSet', amountMinor: null };
    form.adSets = [
      { ...first!, name: 'Skiers', amountMinor: 100_000, ads: [sentAd('Ski'), sentAd('Snow')] },
      {
        ...first!,
        name: 'Boarders',
        placements: { automatic: false, chosen: ['stories', 'reels'] },
        amountMinor: 50_000,
        goal: 'conversionValue',
        bidding: { strategy: 'costCap', capMinor: 800 },
        schedule: { startDate: '2099-01-17', endDate: '2099-02-03' },
        ads: [sentAd('Board')],
      },
    ];
    const answer = await callCallable('createCampaign', { form, draftId: null }, idToken);
    expect(answer.error).toBeUndefined();
    const { id } = answer.result as { id: string };
    const campaign = adminDb().doc(`users/${uid}/campaigns/${id}`);
    expect((await campaign.get()).data()).toMatchObject({ budgetLevel: 'adSet', budgetMinor: 150_000 });
    const adSets = new Map(
      (await campaign.collection('adSets').get()).docs.map((doc) => [doc.get('name') as string, doc]),
    );
    expect(adSets.get('Skiers')?.data()).toMatchObject({
      budgetType: 'lifetime',
      budgetMinor: 100_000,
      goal: 'conversions',
      bidding: { strategy: 'lowestCost', capMinor: null },
    });
    expect(adSets.get('Boarders')?.data()).toMatchObject({
      budgetMinor: 50_000,
      placements: ['stories', 'reels'],
      goal: 'conversionValue',
      bidding: { strategy: 'costCap', capMinor: 800 },
    });
    // Skiers runs on the campaign's days, Boarders on its own within them.
    const day = (name: string, field: string) =>
      (adSets.get(name)?.get(field) as Timestamp).toDate().toISOString().slice(0, 10);
    expect([day('Skiers', 'startDate'), day('Skiers', 'endDate')]).toEqual(['2099-01-10', '2099-02-10']);
    expect([day('Boarders', 'startDate'), day('Boarders', 'endDate')]).toEqual(['2099-01-17', '2099-02-03']);
    const ads = (await campaign.collection('ads').get()).docs;
    const headlinesOf = (name: string) =>
      ads
        .filter((ad) => ad.get('adSetId') === adSets.get(name)?.id)
        .map((ad) => ad.get('creative.headline') as string)
        .sort();
    expect(headlinesOf('Skiers')).toEqual(['Ski', 'Snow']);
    expect(headlinesOf('Boarders')).toEqual(['Board']);
  });

  it('answers permission-denied to a Basic user calling it directly, and to a lapsed Plus user', async () => {
    const basic = await userWithPlan('Basic');
    expect(
      (await callCallable('createCampaign', { form: validForm(), draftId: null }, basic.idToken)).error
        ?.status,
    ).toBe('PERMISSION_DENIED');
    const lapsed = await userWithPlan('Plus', 'past_due');
    expect(
      (await callCallable('createCampaign', { form: validForm(), draftId: null }, lapsed.idToken)).error
        ?.status,
    ).toBe('PERMISSION_DENIED');
    expect(await campaignCount(basic.uid)).toBe(0);
  });

  it.each([
    ['budget.endDate', (form: SentForm) => (form.budget.endDate = '2099-01-01')],
    ['budget.endDate', (form: SentForm) => (form.budget.endDate = null)],
    ['budget.amountMinor', (form: SentForm) => (form.budget.amountMinor = 12.5)],
    ['adSets.0.audience.ageMax', (form: SentForm) => (form.adSets[0]!.audience.ageMax = 18)],
    ['adSets.0.audience.locations', (form: SentForm) => (form.adSets[0]!.audience.locations = [])],
    [
      'adSets.0.ads.0.destinationUrl',
      (form: SentForm) => (form.adSets[0]!.ads[0]!.destinationUrl = 'http://example.com'),
    ],
    ['adSets.0.ads.0.headline', (form: SentForm) => (form.adSets[0]!.ads[0]!.headline = 'x'.repeat(41))],
    ['adSets', (form: SentForm) => (form.adSets = [])],
    ['adSets.0.ads', (form: SentForm) => (form.adSets[0]!.ads = Array.from({ length: 6 }, () => sentAd()))],
    [
      'adSets.0.placements.chosen',
      (form: SentForm) => (form.adSets[0]!.placements = { automatic: false, chosen: [] }),
    ],
    [
      'adSets.1.amountMinor',
      (form: SentForm) => {
        form.budget.level = 'adSet';
        form.adSets = [
          { ...form.adSets[0]!, amountMinor: 5_000 },
          { ...form.adSets[0]!, amountMinor: null },
        ];
      },
    ],
    ['objective', (form: SentForm) => (form.objective = 'fame')],
    ['name', (form: SentForm) => delete form.name],
    [
      'adSets.0.ads.0.mediaPath',
      (form: SentForm) => (form.adSets[0]!.ads[0]!.mediaPath = 'users/someone-else/media/logo.png'),
    ],
    // Inputs that once reached `internal` (past a Timestamp's range, past a document's size) or were
    // stored as they came.
    ['budget.startDate', (form: SentForm) => (form.budget.startDate = '0000-01-01')],
    [
      'adSets.0.audience.locations',
      (form: SentForm) => (form.adSets[0]!.audience.locations = Array.from({ length: 400_000 }, () => 'US')),
    ],
    ['budget.currency', (form: SentForm) => (form.budget.currency = 'ZZZ')],
  ])('answers invalid-argument naming %s, and writes nothing', async (path, breakForm) => {
    const { uid, idToken } = await userWithPlan('Premium');
    const form = validForm();
    breakForm(form);
    const answer = await callCallable('createCampaign', { form, draftId: null }, idToken);
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    const issues = (answer.error?.details as { issues: { path: string }[] }).issues.map(
      (issue) => issue.path,
    );
    expect(issues).toContain(`form.${path}`);
    expect(await campaignCount(uid)).toBe(0);
  });

  it('refuses an unverified user and a visitor', async () => {
    const unverified = await createSignedInUser(false);
    expect(
      (await callCallable('createCampaign', { form: validForm(), draftId: null }, unverified.idToken)).error
        ?.status,
    ).toBe('FAILED_PRECONDITION');
    expect((await callCallable('createCampaign', { form: validForm(), draftId: null })).error?.status).toBe(
      'UNAUTHENTICATED',
    );
  });
});
