import { applyDeliveryItemChange } from './deliveryItemChange';

const author = { uid: 'u1', name: 'Ada', at: new Date('2026-11-23T10:00:00Z') };
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const onAdSets = { status: 'active' as const, endDate: null, currency: 'USD', budgetLevel: 'adSet' as const };
const adSet = {
  id: 'as1',
  level: 'adSet' as const,
  name: 'US 18–65',
  status: 'active' as const,
  budgetType: 'daily' as const,
  budgetMinor: 5_000,
  startDate: day('2026-11-01'),
  endDate: null,
  spentMinor: 90_000,
};

describe('an ad set or ad switch (docs/product-rules.md §10.1)', () => {
  it('turns an item off, naming it in the history', () => {
    const outcome = applyDeliveryItemChange(adSet, onAdSets, { kind: 'status', action: 'pause' }, author);
    expect(outcome).toMatchObject({
      outcome: 'applied',
      patch: { status: 'paused' },
      history: { field: 'status', before: 'active', after: 'paused', item: { level: 'adSet', id: 'as1' } },
    });
  });

  it('refuses to turn one on in an archived campaign or once the campaign has ended', () => {
    const paused = { ...adSet, status: 'paused' as const };
    const resume = { kind: 'status', action: 'resume' } as const;
    expect(applyDeliveryItemChange(paused, { ...onAdSets, status: 'archived' }, resume, author)).toEqual({
      outcome: 'refused',
      reason: 'archived',
    });
    expect(
      applyDeliveryItemChange(paused, { ...onAdSets, endDate: day('2026-11-20') }, resume, author),
    ).toEqual({ outcome: 'refused', reason: 'ended' });
  });
});

describe('an ad set budget (docs/product-rules.md §10.1)', () => {
  const budget = (amountMinor: number) => ({ kind: 'budget', amountMinor }) as const;

  it('sets the budget of an ad set whose campaign has its budget on the ad sets', () => {
    expect(applyDeliveryItemChange(adSet, onAdSets, budget(7_500), author)).toMatchObject({
      outcome: 'applied',
      patch: { budgetMinor: 7_500 },
      history: { field: 'budgetMinor', before: 5_000, after: 7_500, item: { id: 'as1' } },
    });
    expect(applyDeliveryItemChange(adSet, onAdSets, budget(5_000), author)).toEqual({ outcome: 'unchanged' });
  });

  it('refuses it when the campaign carries the budget, and for an ad', () => {
    const onCampaign = { ...onAdSets, budgetLevel: 'campaign' as const };
    expect(applyDeliveryItemChange(adSet, onCampaign, budget(7_500), author)).toEqual({
      outcome: 'refused',
      reason: 'budgetOnCampaign',
    });
    const ad = { id: 'ad1', level: 'ad' as const, name: 'Ad', status: 'active' as const };
    expect(applyDeliveryItemChange(ad, onAdSets, budget(7_500), author)).toMatchObject({
      reason: 'budgetOnCampaign',
    });
  });

  it('keeps the bounds of a budget: the minimum, and a lifetime one never below what is spent', () => {
    expect(applyDeliveryItemChange(adSet, onAdSets, budget(10), author)).toEqual({
      outcome: 'refused',
      reason: 'budgetTooLow',
    });
    const lifetime = {
      ...adSet,
      budgetType: 'lifetime' as const,
      endDate: day('2026-12-31'),
      budgetMinor: 200_000,
    };
    expect(applyDeliveryItemChange(lifetime, onAdSets, budget(80_000), author)).toEqual({
      outcome: 'refused',
      reason: 'budgetBelowSpend',
    });
    expect(
      applyDeliveryItemChange(adSet, { ...onAdSets, status: 'completed' }, budget(7_500), author),
    ).toEqual({
      outcome: 'refused',
      reason: 'ended',
    });
  });
});
