import { emptyWizardForm, formWarnings, hasInput, issuesByStep, wizardFormFromDraft } from './wizardForm';

const TODAY = '2026-11-21';

describe('wizardFormFromDraft', () => {
  it('restores what a draft holds and defaults what it lacks or breaks', () => {
    const form = wizardFormFromDraft(
      {
        name: 'Half done',
        objective: 'leads',
        audience: { locations: ['ES'], ageMin: 'old' },
        budget: 'nonsense',
      },
      TODAY,
    );
    expect(form.name).toBe('Half done');
    expect(form.objective).toBe('leads');
    expect(form.audience.locations).toEqual(['ES']);
    expect(form.audience.ageMin).toBe(18);
    expect(form.budget).toEqual(emptyWizardForm(TODAY).budget);
    expect(wizardFormFromDraft(null, TODAY)).toEqual(emptyWizardForm(TODAY));
  });
});

describe('issuesByStep', () => {
  it('puts every blocking issue on the step that asks for the field', () => {
    const issues = issuesByStep(emptyWizardForm(TODAY));
    expect(issues.objective.map((issue) => issue.path).sort()).toEqual(['name', 'objective']);
    expect(issues.audience.map((issue) => issue.path)).toEqual(['audience.locations']);
    expect(issues.budget.map((issue) => issue.path)).toEqual(['budget.amountMinor']);
    expect(issues.creative.map((issue) => issue.path).sort()).toEqual([
      'creative.destinationUrl',
      'creative.headline',
      'creative.primaryText',
    ]);
    expect(issues.review).toEqual([]);
  });
});

describe('formWarnings', () => {
  it('warns without blocking: no media, past start, short schedule, low daily budget, narrow ages', () => {
    const form = emptyWizardForm(TODAY);
    form.budget = { ...form.budget, startDate: '2026-11-20', endDate: '2026-11-21', amountMinor: 300 };
    form.audience = { ...form.audience, ageMin: 30, ageMax: 32 };
    expect(formWarnings(form, TODAY).map((warning) => warning.code)).toEqual([
      'noMedia',
      'startInPast',
      'shortSchedule',
      'lowDailyBudget',
      'narrowAge',
    ]);
    expect(
      formWarnings(
        { ...emptyWizardForm(TODAY), creative: { ...form.creative, mediaPath: 'users/u/media/a.png' } },
        TODAY,
      ),
    ).toEqual([]);
  });
});

describe('hasInput', () => {
  it('is false for a fresh form and true once anything is entered', () => {
    expect(hasInput(emptyWizardForm(TODAY), TODAY)).toBe(false);
    expect(hasInput({ ...emptyWizardForm(TODAY), name: 'S' }, TODAY)).toBe(true);
    const form = emptyWizardForm(TODAY);
    expect(hasInput({ ...form, audience: { ...form.audience, ageMin: 25 } }, TODAY)).toBe(true);
  });
});
