import { adminDb, callCallable, createSignedInUser } from './support/callable';
import { userWithPlan, validForm, type SentForm } from './support/campaignFixtures';

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
    expect(stored?.nameTokens).toContain('winter');
    expect((await adminDb().doc(`users/${uid}/campaignDrafts/d1`).get()).exists).toBe(false);
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
    ['audience.ageMax', (form: SentForm) => (form.audience.ageMax = 18)],
    ['audience.locations', (form: SentForm) => (form.audience.locations = [])],
    ['creative.destinationUrl', (form: SentForm) => (form.creative.destinationUrl = 'http://example.com')],
    ['creative.headline', (form: SentForm) => (form.creative.headline = 'x'.repeat(41))],
    ['objective', (form: SentForm) => (form.objective = 'fame')],
    ['name', (form: SentForm) => delete form.name],
    [
      'creative.mediaPath',
      (form: SentForm) => (form.creative.mediaPath = 'users/someone-else/media/logo.png'),
    ],
    // Inputs that once reached `internal` (past a Timestamp's range, past a document's size) or were
    // stored as they came.
    ['budget.startDate', (form: SentForm) => (form.budget.startDate = '0000-01-01')],
    [
      'audience.locations',
      (form: SentForm) => (form.audience.locations = Array.from({ length: 400_000 }, () => 'US')),
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
