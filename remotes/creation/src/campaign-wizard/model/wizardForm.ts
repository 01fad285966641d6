import {
  CAMPAIGN_STEPS,
  campaignFormIssues,
  stepOfPath,
  type CampaignForm,
  type CampaignStep,
  type FormIssue,
} from '@adplatform/campaign-model/form';
import { z } from 'zod';

/**
 * The wizard's form while the advertiser fills it in: the shape of `CampaignForm`, but any field may
 * still be empty or wrong (the schema says what blocks creation).
 */
export interface WizardForm {
  name: string;
  objective: CampaignForm['objective'] | null;
  audience: {
    locations: string[];
    ageMin: number;
    ageMax: number;
    genders: string[];
    interests: string[];
  };
  budget: {
    level: CampaignForm['budget']['level'];
    type: CampaignForm['budget']['type'];
    amountMinor: number | null;
    currency: string;
    startDate: string | null;
    endDate: string | null;
  };
  creative: {
    headline: string;
    primaryText: string;
    mediaPath: string | null;
    callToAction: CampaignForm['creative']['callToAction'];
    destinationUrl: string;
  };
}

/** The account currency of new campaigns (every demo account bills in USD). */
export const ACCOUNT_CURRENCY = 'USD';

/** A fresh form: broad audience, a daily budget starting `today` (an ISO date). */
export function emptyWizardForm(today: string): WizardForm {
  return {
    name: '',
    objective: null,
    audience: {
      locations: [],
      ageMin: 18,
      ageMax: 65,
      genders: ['female', 'male', 'unspecified'],
      interests: [],
    },
    budget: {
      level: 'campaign',
      type: 'daily',
      amountMinor: null,
      currency: ACCOUNT_CURRENCY,
      startDate: today,
      endDate: null,
    },
    creative: {
      headline: '',
      primaryText: '',
      mediaPath: null,
      callToAction: 'learn_more',
      destinationUrl: '',
    },
  };
}

/**
 * Whether the advertiser has entered anything: the form differs from a fresh one of `today`. The
 * wizard saves no draft before (docs/product-rules.md §10.6): moving between the steps of an empty
 * form is not a draft.
 */
export function hasInput(form: WizardForm, today: string): boolean {
  return JSON.stringify(form) !== JSON.stringify(emptyWizardForm(today));
}

/** A saved draft's form, read leniently: every field that is not of the expected type takes the default. */
const storedFormSchema = (defaults: WizardForm) =>
  z.object({
    name: z.string().catch(defaults.name),
    objective: z.string().nullable().catch(null),
    audience: z
      .object({
        locations: z.array(z.string()).catch([]),
        ageMin: z.number().catch(defaults.audience.ageMin),
        ageMax: z.number().catch(defaults.audience.ageMax),
        genders: z.array(z.string()).catch(defaults.audience.genders),
        interests: z.array(z.string()).catch([]),
      })
      .catch(defaults.audience),
    budget: z
      .object({
        level: z.enum(['campaign', 'adSet']).catch('campaign'),
        type: z.enum(['daily', 'lifetime']).catch('daily'),
        amountMinor: z.number().nullable().catch(null),
        currency: z.string().catch(ACCOUNT_CURRENCY),
        startDate: z.string().nullable().catch(defaults.budget.startDate),
        endDate: z.string().nullable().catch(null),
      })
      .catch(defaults.budget),
    creative: z
      .object({
        headline: z.string().catch(''),
        primaryText: z.string().catch(''),
        mediaPath: z.string().nullable().catch(null),
        callToAction: z.string().catch(defaults.creative.callToAction),
        destinationUrl: z.string().catch(''),
      })
      .catch(defaults.creative),
  });

/** A draft's stored form as a wizard form (a trust boundary: the draft may be old or edited). */
export function wizardFormFromDraft(stored: unknown, today: string): WizardForm {
  const defaults = emptyWizardForm(today);
  return storedFormSchema(defaults)
    .catch(defaults)
    .parse(stored ?? {}) as WizardForm;
}

/** The blocking problems of the form, grouped by the step that owns each field. */
export function issuesByStep(form: WizardForm): Record<CampaignStep, FormIssue[]> {
  const grouped = Object.fromEntries(CAMPAIGN_STEPS.map((step) => [step, [] as FormIssue[]])) as Record<
    CampaignStep,
    FormIssue[]
  >;
  for (const issue of campaignFormIssues(form)) grouped[stepOfPath(issue.path)].push(issue);
  return grouped;
}

/** A warning: creation may go ahead, but the advertiser should look again. */
export interface FormWarning {
  readonly step: CampaignStep;
  readonly code: 'noMedia' | 'startInPast' | 'shortSchedule' | 'lowDailyBudget' | 'narrowAge';
}

/**
 * What the review step warns about (never blocking): no image or video, a start in the past, a
 * schedule under three days, a daily budget under 5.00, an age range under five years.
 */
export function formWarnings(form: WizardForm, today: string): FormWarning[] {
  const warnings: FormWarning[] = [];
  if (!form.creative.mediaPath) warnings.push({ step: 'creative', code: 'noMedia' });
  const { startDate, endDate, type, amountMinor } = form.budget;
  if (startDate && startDate < today) warnings.push({ step: 'budget', code: 'startInPast' });
  if (startDate && endDate && Date.parse(endDate) - Date.parse(startDate) < 3 * 86_400_000)
    warnings.push({ step: 'budget', code: 'shortSchedule' });
  if (type === 'daily' && amountMinor !== null && amountMinor < 500)
    warnings.push({ step: 'budget', code: 'lowDailyBudget' });
  if (form.audience.ageMax - form.audience.ageMin < 5) warnings.push({ step: 'audience', code: 'narrowAge' });
  return warnings;
}
