import { applyChange, duplicateOf, type CampaignState, type ChangeAuthor } from './campaignChange';

const AUTHOR: ChangeAuthor = { uid: 'u1', name: 'Priya Premium', at: new Date('2026-06-15T10:00:00Z') };
const CAMPAIGN: CampaignState = {
  name: 'Spring Sale – UK Stories',
  status: 'active',
  budgetType: 'daily',
  budgetMinor: 5_000,
  currency: 'USD',
  startDate: new Date('2026-06-01T00:00:00Z'),
  endDate: null,
};

describe('applyChange (docs/product-rules.md §10.1)', () => {
  it('pauses with one history entry: who, when, which field, before and after', () => {
    expect(applyChange(CAMPAIGN, { kind: 'status', action: 'pause' }, AUTHOR)).toEqual({
      outcome: 'applied',
      patch: { status: 'paused', statusBeforeArchive: null },
      history: [
        {
          at: AUTHOR.at,
          by: 'u1',
          byName: 'Priya Premium',
          field: 'status',
          before: 'active',
          after: 'paused',
        },
      ],
    });
  });

  it('remembers the status an archived campaign had', () => {
    const outcome = applyChange(CAMPAIGN, { kind: 'status', action: 'archive' }, AUTHOR);
    expect(outcome.outcome === 'applied' && outcome.patch).toEqual({
      status: 'archived',
      statusBeforeArchive: 'active',
    });
  });

  it('changes a budget within bounds, and refuses one below the minimum', () => {
    const outcome = applyChange(CAMPAIGN, { kind: 'budget', amountMinor: 7_500 }, AUTHOR);
    expect(outcome.outcome === 'applied' && outcome.history[0]).toMatchObject({
      field: 'budgetMinor',
      before: 5_000,
      after: 7_500,
    });
    expect(applyChange(CAMPAIGN, { kind: 'budget', amountMinor: 50 }, AUTHOR)).toEqual({
      outcome: 'refused',
      reason: 'budgetTooLow',
    });
    expect(
      applyChange({ ...CAMPAIGN, status: 'completed' }, { kind: 'budget', amountMinor: 7_500 }, AUTHOR),
    ).toEqual({
      outcome: 'refused',
      reason: 'ended',
    });
    // Set on the ad sets, the budget is changed there, never on the campaign.
    expect(
      applyChange({ ...CAMPAIGN, budgetLevel: 'adSet' }, { kind: 'budget', amountMinor: 7_500 }, AUTHOR),
    ).toEqual({ outcome: 'refused', reason: 'budgetOnAdSets' });
  });

  it('renames with the name trimmed, and leaves an equal name unchanged', () => {
    const outcome = applyChange(CAMPAIGN, { kind: 'name', name: '  Summer Sale ' }, AUTHOR);
    expect(outcome.outcome === 'applied' && outcome.patch).toEqual({ name: 'Summer Sale' });
    expect(applyChange(CAMPAIGN, { kind: 'name', name: CAMPAIGN.name }, AUTHOR)).toEqual({
      outcome: 'unchanged',
    });
    expect(applyChange(CAMPAIGN, { kind: 'budget', amountMinor: 5_000 }, AUTHOR)).toEqual({
      outcome: 'unchanged',
    });
  });
});

describe('duplicateOf', () => {
  it('makes a draft named as a copy, within the name limit, and says where it came from', () => {
    const { state, history } = duplicateOf({ ...CAMPAIGN, name: 'x'.repeat(80) }, ' (copy)', AUTHOR);
    expect(state.status).toBe('draft');
    expect(state.name).toHaveLength(80);
    expect(state.name.endsWith(' (copy)')).toBe(true);
    expect(history).toMatchObject({ field: 'createdFrom', before: null, after: 'x'.repeat(80) });
  });
});
