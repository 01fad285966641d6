import {
  emptyAd,
  emptyAdSet,
  emptyWizardForm,
  formWarnings,
  hasInput,
  issuesByStep,
  wizardFormFromDraft,
} from './wizardForm';

const TODAY = '2026-11-21';

describe('wizardFormFromDraft', () => {
  it('restores what a draft holds and defaults what it lacks or breaks', () => {
    const form = wizardFormFromDraft(
      {
        name: 'Half done',
        objective: 'leads',
        budget: 'nonsense',
        adSets: [
          { name: 'Spain', audience: { locations: ['ES'], ageMin: 'old' }, ads: [{ headline: 'Hola' }] },
          'broken',
        ],
      },
      TODAY,
    );
    expect(form.name).toBe('Half done');
    expect(form.objective).toBe('leads');
    expect(form.budget).toEqual(emptyWizardForm(TODAY).budget);
    expect(form.adSets).toHaveLength(2);
    expect(form.adSets[0]).toMatchObject({ name: 'Spain', placements: { automatic: true, chosen: [] } });
    expect(form.adSets[0]!.audience).toMatchObject({ locations: ['ES'], ageMin: 18 });
    expect(form.adSets[0]!.ads).toEqual([{ ...emptyAd(), headline: 'Hola' }]);
    expect(form.adSets[1]).toEqual(emptyAdSet());
    expect(wizardFormFromDraft(null, TODAY)).toEqual(emptyWizardForm(TODAY));
  });

  it('reads the ad sets a draft keeps as JSON text, and text that is not JSON as none', () => {
    const adSets = [{ ...emptyAdSet(), name: 'Kept' }];
    expect(wizardFormFromDraft({ adSets: JSON.stringify(adSets) }, TODAY).adSets).toEqual(adSets);
    expect(wizardFormFromDraft({ adSets: '[{broken' }, TODAY).adSets).toEqual([emptyAdSet()]);
  });

  it('reads a draft of one audience and one creative as one ad set with one ad', () => {
    const form = wizardFormFromDraft(
      {
        name: 'Older draft',
        audience: {
          locations: ['FR'],
          ageMin: 21,
          ageMax: 40,
          genders: ['female'],
          interests: ['free text', { id: 'local:skiing', name: 'Skiing', audienceShare: 0.02 }],
        },
        creative: { ...emptyAd(), headline: 'Bonjour' },
      },
      TODAY,
    );
    expect(form.adSets).toHaveLength(1);
    expect(form.adSets[0]!.audience).toEqual({
      locations: ['FR'],
      ageMin: 21,
      ageMax: 40,
      genders: ['female'],
      // A free-text interest was never one a network could take: only the served one stays.
      interests: [{ id: 'local:skiing', name: 'Skiing', audienceShare: 0.02 }],
    });
    expect(form.adSets[0]!.ads).toEqual([{ ...emptyAd(), headline: 'Bonjour' }]);
  });
});

describe('issuesByStep', () => {
  it('puts every blocking issue on the step that asks for the field', () => {
    const form = emptyWizardForm(TODAY);
    form.adSets.push({ ...emptyAdSet(), ads: [emptyAd(), emptyAd()] });
    const issues = issuesByStep(form);
    expect(issues.objective.map((issue) => issue.path).sort()).toEqual(['name', 'objective']);
    expect(issues.adSets.map((issue) => issue.path)).toEqual([
      'adSets.0.audience.locations',
      'adSets.1.audience.locations',
    ]);
    expect(issues.budget.map((issue) => issue.path)).toEqual(['budget.amountMinor']);
    expect(issues.ads.map((issue) => issue.path)).toHaveLength(9);
    expect(issues.ads.map((issue) => issue.path)).toContain('adSets.1.ads.1.headline');
    expect(issues.review).toEqual([]);
  });
});

describe('formWarnings', () => {
  it('warns without blocking: no media, past start, short schedule, low daily budget, narrow ages', () => {
    const form = emptyWizardForm(TODAY);
    form.budget = { ...form.budget, startDate: '2026-11-20', endDate: '2026-11-21', amountMinor: 300 };
    form.adSets[0]!.audience = { ...form.adSets[0]!.audience, ageMin: 30, ageMax: 32 };
    expect(formWarnings(form, TODAY)).toEqual([
      { step: 'ads', code: 'noMedia', path: 'adSets.0.ads.0' },
      { step: 'budget', code: 'startInPast' },
      { step: 'budget', code: 'shortSchedule' },
      { step: 'budget', code: 'lowDailyBudget' },
      { step: 'adSets', code: 'narrowAge', path: 'adSets.0' },
    ]);
    const withMedia = emptyWizardForm(TODAY);
    withMedia.adSets[0]!.ads[0]!.mediaPath = 'users/u/media/a.png';
    expect(formWarnings(withMedia, TODAY)).toEqual([]);
  });

  it('warns of a low daily budget on the ad set that has it, when the budget lives there', () => {
    const form = emptyWizardForm(TODAY);
    form.budget = { ...form.budget, level: 'adSet', amountMinor: 100 };
    form.adSets = [
      { ...emptyAdSet(), amountMinor: 2_000, ads: [{ ...emptyAd(), mediaPath: 'users/u/media/a.png' }] },
      { ...emptyAdSet(), amountMinor: 300, ads: [{ ...emptyAd(), mediaPath: 'users/u/media/a.png' }] },
    ];
    expect(formWarnings(form, TODAY)).toEqual([{ step: 'budget', code: 'lowDailyBudget', path: 'adSets.1' }]);
  });
});

describe('hasInput', () => {
  it('is false for a fresh form and true once anything is entered', () => {
    expect(hasInput(emptyWizardForm(TODAY), TODAY)).toBe(false);
    expect(hasInput({ ...emptyWizardForm(TODAY), name: 'S' }, TODAY)).toBe(true);
    const form = emptyWizardForm(TODAY);
    form.adSets[0]!.audience.ageMin = 25;
    expect(hasInput(form, TODAY)).toBe(true);
  });
});
