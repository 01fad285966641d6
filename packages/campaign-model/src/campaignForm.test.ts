import { campaignFormIssues, campaignFormSchema, stepOfPath } from './campaignForm';

const VALID = {
  name: 'Winter Launch',
  objective: 'traffic',
  audience: { locations: ['US'], ageMin: 18, ageMax: 65, genders: ['female'], interests: ['ski'] },
  budget: {
    level: 'campaign',
    type: 'daily',
    amountMinor: 2500,
    currency: 'USD',
    startDate: '2026-12-01',
    endDate: null,
  },
  creative: {
    headline: 'Ski season',
    primaryText: 'Gear up.',
    mediaPath: 'users/u1/media/photo.jpg',
    callToAction: 'shop_now',
    destinationUrl: 'https://example.com',
  },
};

function withChange(path: string, value: unknown): unknown {
  const form = structuredClone(VALID) as unknown as Record<string, Record<string, unknown>>;
  const [step, field] = path.split('.') as [string, string | undefined];
  if (field === undefined) (form as Record<string, unknown>)[step] = value;
  else form[step]![field] = value;
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
    ['audience.locations', [], 'audience.locations', 'required'],
    ['audience.ageMin', 70, 'audience.ageMin', 'invalid'],
    ['audience.genders', [], 'audience.genders', 'required'],
    ['budget.amountMinor', 99, 'budget.amountMinor', 'budgetTooLow'],
    ['budget.amountMinor', 12.5, 'budget.amountMinor', 'invalid'],
    ['budget.endDate', '2026-11-30', 'budget.endDate', 'endBeforeStart'],
    ['budget.startDate', '2026-02-30', 'budget.startDate', 'date'],
    ['creative.headline', 'x'.repeat(41), 'creative.headline', 'tooLong'],
    ['creative.destinationUrl', 'http://example.com', 'creative.destinationUrl', 'url'],
    ['creative.mediaPath', 'users/other/secret/x.jpg', 'creative.mediaPath', 'media'],
    // Bounds a server must hold whatever a client sends.
    ['budget.startDate', '0000-01-01', 'budget.startDate', 'date'],
    ['budget.endDate', '2100-01-01', 'budget.endDate', 'date'],
    ['budget.currency', 'ZZZ', 'budget.currency', 'currency'],
    ['audience.locations', Array.from({ length: 13 }, () => 'US'), 'audience.locations', 'tooMany'],
    ['audience.locations', ['US', 'US'], 'audience.locations', 'invalid'],
    ['audience.genders', ['female', 'female'], 'audience.genders', 'invalid'],
    [
      'creative.destinationUrl',
      `https://example.com/${'x'.repeat(2048)}`,
      'creative.destinationUrl',
      'tooLong',
    ],
  ])('refuses %s = %j with an issue at %s (%s)', (path, value, issuePath, code) => {
    expect(campaignFormIssues(withChange(path, value))).toContainEqual({ path: issuePath, code });
  });

  it('needs an end date for a lifetime budget and reports the ages in order', () => {
    expect(campaignFormIssues(withChange('budget.type', 'lifetime'))).toEqual([
      { path: 'budget.endDate', code: 'lifetimeNeedsEnd' },
    ]);
    const form = withChange('audience.ageMin', 40) as typeof VALID;
    form.audience.ageMax = 30;
    expect(campaignFormIssues(form)).toEqual([{ path: 'audience.ageMax', code: 'ageOrder' }]);
  });
});

describe('stepOfPath', () => {
  it('maps each field to the step that asks for it', () => {
    expect(stepOfPath('name')).toBe('objective');
    expect(stepOfPath('budget.endDate')).toBe('budget');
    expect(stepOfPath('creative.headline')).toBe('creative');
    expect(stepOfPath('')).toBe('review');
  });
});
