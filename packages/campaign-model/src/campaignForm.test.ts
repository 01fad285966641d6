import { campaignFormIssues, campaignFormSchema, fieldOfPath, stepOfPath } from './campaignForm';

const AD = {
  headline: 'Ski season',
  primaryText: 'Gear up.',
  mediaPath: 'users/u1/media/photo.jpg',
  callToAction: 'shop_now',
  destinationUrl: 'https://example.com',
};

const SKIING = { id: 'local:skiing', name: 'Skiing', audienceShare: 0.02 };

const VALID = {
  name: 'Winter Launch',
  objective: 'traffic',
  budget: {
    level: 'campaign',
    type: 'daily',
    amountMinor: 2500 as number | null,
    currency: 'USD',
    startDate: '2026-12-01',
    endDate: null,
  },
  adSets: [
    {
      name: 'Skiers',
      audience: { locations: ['US'], ageMin: 18, ageMax: 65, genders: ['female'], interests: [SKIING] },
      placements: { automatic: true, chosen: [] as string[] },
      amountMinor: null as number | null,
      ads: [AD],
    },
  ],
};

/** VALID with the value at a dotted path (list indexes as segments) replaced. */
function withChange(path: string, value: unknown): unknown {
  const form = structuredClone(VALID) as unknown as Record<string, unknown>;
  const segments = path.split('.');
  const last = segments.pop()!;
  const parent = segments.reduce<Record<string, unknown>>(
    (node, segment) => node[segment] as Record<string, unknown>,
    form,
  );
  parent[last] = value;
  return form;
}

describe('campaignFormSchema', () => {
  it('accepts a complete form, trimming text', () => {
    expect(campaignFormIssues(VALID)).toEqual([]);
    const parsed = campaignFormSchema.parse(withChange('name', '  Winter  '));
    expect(parsed.name).toBe('Winter');
  });

  it.each([
    ['name', '', 'name', 'required'],
    ['objective', 'fame', 'objective', 'invalid'],
    ['adSets.0.audience.locations', [], 'adSets.0.audience.locations', 'required'],
    ['adSets.0.audience.ageMin', 70, 'adSets.0.audience.ageMin', 'invalid'],
    ['adSets.0.audience.genders', [], 'adSets.0.audience.genders', 'required'],
    ['budget.amountMinor', 99, 'budget.amountMinor', 'budgetTooLow'],
    ['budget.amountMinor', 12.5, 'budget.amountMinor', 'invalid'],
    ['budget.endDate', '2026-11-30', 'budget.endDate', 'endBeforeStart'],
    ['budget.startDate', '2026-02-30', 'budget.startDate', 'date'],
    ['adSets.0.ads.0.headline', 'x'.repeat(41), 'adSets.0.ads.0.headline', 'tooLong'],
    ['adSets.0.ads.0.destinationUrl', 'http://example.com', 'adSets.0.ads.0.destinationUrl', 'url'],
    ['adSets.0.ads.0.mediaPath', 'users/other/secret/x.jpg', 'adSets.0.ads.0.mediaPath', 'media'],
    // Bounds a server must hold whatever a client sends.
    ['budget.startDate', '0000-01-01', 'budget.startDate', 'date'],
    ['budget.endDate', '2100-01-01', 'budget.endDate', 'date'],
    ['budget.currency', 'ZZZ', 'budget.currency', 'currency'],
    [
      'adSets.0.audience.locations',
      Array.from({ length: 13 }, () => 'US'),
      'adSets.0.audience.locations',
      'tooMany',
    ],
    ['adSets.0.audience.locations', ['US', 'US'], 'adSets.0.audience.locations', 'invalid'],
    ['adSets.0.audience.genders', ['female', 'female'], 'adSets.0.audience.genders', 'invalid'],
    [
      'adSets.0.ads.0.destinationUrl',
      `https://example.com/${'x'.repeat(2048)}`,
      'adSets.0.ads.0.destinationUrl',
      'tooLong',
    ],
    ['adSets', [], 'adSets', 'required'],
    ['adSets.0.name', 'x'.repeat(81), 'adSets.0.name', 'tooLong'],
    ['adSets.0.ads', [], 'adSets.0.ads', 'required'],
    ['adSets.0.ads', Array.from({ length: 6 }, () => AD), 'adSets.0.ads', 'tooMany'],
    ['adSets.0.placements', { automatic: false, chosen: [] }, 'adSets.0.placements.chosen', 'required'],
    [
      'adSets.0.placements',
      { automatic: false, chosen: ['radio'] },
      'adSets.0.placements.chosen.0',
      'invalid',
    ],
    ['budget.amountMinor', null, 'budget.amountMinor', 'required'],
    // A cap needs its amount; an ad set's own days come in order, within the campaign's.
    ['adSets.0.bidding', { strategy: 'costCap', capMinor: null }, 'adSets.0.bidding.capMinor', 'required'],
    ['adSets.0.bidding', { strategy: 'bidCap', capMinor: 0 }, 'adSets.0.bidding.capMinor', 'invalid'],
    ['adSets.0.bidding', { strategy: 'highest', capMinor: null }, 'adSets.0.bidding.strategy', 'invalid'],
    // VALID is a traffic campaign: reach is an awareness campaign's goal.
    ['adSets.0.goal', 'reach', 'adSets.0.goal', 'goalOfObjective'],
    ['adSets.0.goal', 'fame', 'adSets.0.goal', 'invalid'],
    [
      'adSets.0.schedule',
      { startDate: '2026-12-05', endDate: '2026-12-04' },
      'adSets.0.schedule.endDate',
      'endBeforeStart',
    ],
    [
      'adSets.0.schedule',
      { startDate: '2026-11-30', endDate: null },
      'adSets.0.schedule.startDate',
      'outsideCampaign',
    ],
  ])('refuses %s = %j with an issue at %s (%s)', (path, value, issuePath, code) => {
    expect(campaignFormIssues(withChange(path, value))).toContainEqual({ path: issuePath, code });
  });

  it('bids at the lowest cost on the campaign’s days when a draft predates bidding and schedules', () => {
    const parsed = campaignFormSchema.parse(VALID);
    expect(parsed.adSets[0]).toMatchObject({
      bidding: { strategy: 'lowestCost', capMinor: null },
      schedule: null,
    });
  });

  it('keeps an ad set’s days within a campaign that ends, and one strategy under a shared budget', () => {
    const ending = withChange('budget.endDate', '2026-12-31') as typeof VALID;
    const within = { startDate: '2026-12-10', endDate: '2026-12-20' };
    expect(campaignFormIssues({ ...ending, adSets: [{ ...ending.adSets[0]!, schedule: within }] })).toEqual(
      [],
    );
    expect(
      campaignFormIssues({
        ...ending,
        adSets: [{ ...ending.adSets[0]!, schedule: { startDate: '2026-12-10', endDate: null } }],
      }),
    ).toEqual([{ path: 'adSets.0.schedule.endDate', code: 'outsideCampaign' }]);
    const capped = { ...VALID.adSets[0]!, bidding: { strategy: 'bidCap', capMinor: 150 } };
    expect(campaignFormIssues({ ...VALID, adSets: [VALID.adSets[0]!, capped] })).toEqual([
      { path: 'adSets.0.bidding.strategy', code: 'biddingDiffers' },
      { path: 'adSets.1.bidding.strategy', code: 'biddingDiffers' },
    ]);
    // Each ad set its own budget: each its own strategy.
    const onAdSets = withChange('budget.level', 'adSet') as typeof VALID;
    onAdSets.budget.amountMinor = null;
    const adSets = [
      { ...VALID.adSets[0]!, amountMinor: 1_000 },
      { ...capped, amountMinor: 1_000 },
    ];
    expect(campaignFormIssues({ ...onAdSets, adSets })).toEqual([]);
    expect(stepOfPath('adSets.1.bidding.capMinor')).toBe('budget');
    expect(stepOfPath('adSets.0.schedule.endDate')).toBe('budget');
  });

  it('needs an end date for a lifetime budget and reports the ages in order', () => {
    expect(campaignFormIssues(withChange('budget.type', 'lifetime'))).toEqual([
      { path: 'budget.endDate', code: 'lifetimeNeedsEnd' },
    ]);
    const form = withChange('adSets.0.audience.ageMin', 40) as typeof VALID;
    form.adSets[0]!.audience.ageMax = 30;
    expect(campaignFormIssues(form)).toEqual([{ path: 'adSets.0.audience.ageMax', code: 'ageOrder' }]);
  });

  it('takes interests only as a list served them: an id it knows the form of, once each', () => {
    const freeText = withChange('adSets.0.audience.interests', ['ski']);
    expect(campaignFormIssues(freeText)).toEqual([
      { path: 'adSets.0.audience.interests.0', code: 'invalid' },
    ]);
    const twice = withChange('adSets.0.audience.interests', [SKIING, { ...SKIING, name: 'Ski' }]);
    expect(campaignFormIssues(twice)).toEqual([{ path: 'adSets.0.audience.interests', code: 'invalid' }]);
    const unknownId = withChange('adSets.0.audience.interests', [{ ...SKIING, id: 'ski slopes' }]);
    expect(campaignFormIssues(unknownId)).toEqual([
      { path: 'adSets.0.audience.interests.0.id', code: 'invalid' },
    ]);
    const meta = withChange('adSets.0.audience.interests', [
      { id: '6003107902433', name: 'Running', audienceShare: 0.1 },
    ]);
    expect(campaignFormIssues(meta)).toEqual([]);
  });

  it('asks for the amount where the budget lives: on every ad set when it lives there', () => {
    const onAdSets = withChange('budget.level', 'adSet') as typeof VALID;
    onAdSets.budget.amountMinor = null;
    onAdSets.adSets.push({ ...structuredClone(VALID.adSets[0]!), name: 'Boarders', amountMinor: 1500 });
    expect(campaignFormIssues(onAdSets)).toEqual([{ path: 'adSets.0.amountMinor', code: 'required' }]);
    onAdSets.adSets[0]!.amountMinor = 99;
    expect(campaignFormIssues(onAdSets)).toEqual([{ path: 'adSets.0.amountMinor', code: 'budgetTooLow' }]);
  });

  it('reports a missing amount beside the other problems of the form', () => {
    const form = withChange('budget.amountMinor', null) as typeof VALID;
    form.name = '';
    expect(campaignFormIssues(form)).toEqual(
      expect.arrayContaining([
        { path: 'name', code: 'required' },
        { path: 'budget.amountMinor', code: 'required' },
      ]),
    );
  });
});

describe('stepOfPath', () => {
  it('maps each field to the step that asks for it', () => {
    expect(stepOfPath('name')).toBe('objective');
    expect(stepOfPath('budget.endDate')).toBe('budget');
    expect(stepOfPath('adSets.1.audience.locations')).toBe('adSets');
    expect(stepOfPath('adSets.1.amountMinor')).toBe('budget');
    expect(stepOfPath('adSets.1.ads.0.headline')).toBe('ads');
    expect(stepOfPath('adSets')).toBe('adSets');
    expect(stepOfPath('')).toBe('review');
  });
});

describe('fieldOfPath', () => {
  it('drops the list indexes', () => {
    expect(fieldOfPath('adSets.1.ads.0.headline')).toBe('adSets.ads.headline');
    expect(fieldOfPath('budget.endDate')).toBe('budget.endDate');
  });
});
