import {
  CAMPAIGN_STEPS,
  campaignFormIssues,
  stepOfPath,
  type CampaignForm,
  type CampaignStep,
  type FormInterest,
  type FormIssue,
} from '@adplatform/campaign-model/form';
import {
  ALL_OPTIMISATION_GOALS,
  BID_STRATEGIES,
  type BidStrategy,
  type OptimisationGoal,
} from '@adplatform/campaign-model';
import { z } from 'zod';

/** An ad while the advertiser fills it in: the creative's fields. */
export interface WizardAd {
  headline: string;
  primaryText: string;
  mediaPath: string | null;
  callToAction: CampaignForm['adSets'][number]['ads'][number]['callToAction'];
  destinationUrl: string;
}

/** An ad set while the advertiser fills it in. */
export interface WizardAdSet {
  /** Blank: named after its audience when created. */
  name: string;
  audience: {
    locations: string[];
    ageMin: number;
    ageMax: number;
    genders: string[];
    interests: FormInterest[];
  };
  placements: { automatic: boolean; chosen: string[] };
  /** Its budget's amount, asked when the budget lives on the ad sets. */
  amountMinor: number | null;
  /** What it optimises for; null: the objective's first goal. */
  goal: OptimisationGoal | null;
  /** How it bids, with its cap in minor units (null until entered; none for the lowest cost). */
  bidding: { strategy: BidStrategy; capMinor: number | null };
  /** Its own days; null: the campaign's. */
  schedule: { startDate: string | null; endDate: string | null } | null;
  ads: WizardAd[];
}

/**
 * The wizard's form while the advertiser fills it in: the shape of `CampaignForm`, but any field may
 * still be empty or wrong (the schema says what blocks creation).
 */
export interface WizardForm {
  name: string;
  objective: CampaignForm['objective'] | null;
  budget: {
    level: CampaignForm['budget']['level'];
    type: CampaignForm['budget']['type'];
    amountMinor: number | null;
    currency: string;
    startDate: string | null;
    endDate: string | null;
  };
  adSets: WizardAdSet[];
}

/** The account currency of new campaigns (every demo account bills in USD). */
export const ACCOUNT_CURRENCY = 'USD';

/** A fresh ad: no text, no media, "Learn more". */
export function emptyAd(): WizardAd {
  return { headline: '', primaryText: '', mediaPath: null, callToAction: 'learn_more', destinationUrl: '' };
}

/** A fresh ad set: a broad audience, automatic placements, one fresh ad. */
export function emptyAdSet(): WizardAdSet {
  return {
    name: '',
    audience: {
      locations: [],
      ageMin: 18,
      ageMax: 65,
      genders: ['female', 'male', 'unspecified'],
      interests: [],
    },
    placements: { automatic: true, chosen: [] },
    amountMinor: null,
    goal: null,
    bidding: { strategy: 'lowestCost', capMinor: null },
    schedule: null,
    ads: [emptyAd()],
  };
}

/** A fresh form: one fresh ad set, a daily budget on the campaign starting `today` (an ISO date). */
export function emptyWizardForm(today: string): WizardForm {
  return {
    name: '',
    objective: null,
    budget: {
      level: 'campaign',
      type: 'daily',
      amountMinor: null,
      currency: ACCOUNT_CURRENCY,
      startDate: today,
      endDate: null,
    },
    adSets: [emptyAdSet()],
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

/** A saved ad, read leniently: every field not of the expected type takes the default. */
const storedAdSchema = z
  .object({
    headline: z.string().catch(''),
    primaryText: z.string().catch(''),
    mediaPath: z.string().nullable().catch(null),
    callToAction: z.string().catch(emptyAd().callToAction),
    destinationUrl: z.string().catch(''),
  })
  .catch(emptyAd);

const storedInterestSchema = z.object({ id: z.string(), name: z.string(), audienceShare: z.number() });

const storedAudienceSchema = z
  .object({
    locations: z.array(z.string()).catch([]),
    ageMin: z.number().catch(emptyAdSet().audience.ageMin),
    ageMax: z.number().catch(emptyAdSet().audience.ageMax),
    genders: z.array(z.string()).catch(emptyAdSet().audience.genders),
    // Interests as `searchInterests` served them; free-text ones, which older drafts kept, were never
    // anything a network could take and are left out.
    interests: z
      .array(z.unknown())
      .catch([])
      .transform((interests) =>
        interests.flatMap((interest) => {
          const parsed = storedInterestSchema.safeParse(interest);
          return parsed.success ? [parsed.data] : [];
        }),
      ),
  })
  .catch(() => emptyAdSet().audience);

/** A saved ad set, read leniently. */
const storedAdSetSchema = z
  .object({
    name: z.string().catch(''),
    audience: storedAudienceSchema,
    placements: z
      .object({ automatic: z.boolean().catch(true), chosen: z.array(z.string()).catch([]) })
      .catch({ automatic: true, chosen: [] }),
    amountMinor: z.number().nullable().catch(null),
    goal: z.enum(ALL_OPTIMISATION_GOALS).nullable().catch(null),
    bidding: z
      .object({ strategy: z.enum(BID_STRATEGIES), capMinor: z.number().nullable().catch(null) })
      .catch({ strategy: 'lowestCost', capMinor: null }),
    schedule: z
      .object({ startDate: z.string().nullable().catch(null), endDate: z.string().nullable().catch(null) })
      .nullable()
      .catch(null),
    ads: z
      .array(storedAdSchema)
      .min(1)
      .catch(() => [emptyAd()]),
  })
  .catch(emptyAdSet);

/** A saved draft's form, read leniently: every field that is not of the expected type takes the default. */
const storedFormSchema = (defaults: WizardForm) =>
  z.object({
    name: z.string().catch(defaults.name),
    objective: z.string().nullable().catch(null),
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
    adSets: z
      .array(storedAdSetSchema)
      .min(1)
      .catch(() => defaults.adSets),
  });

/** JSON text as its value; anything else, or text that is not JSON, as itself. */
function parsedText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * A stored form with its ad sets as a list: a draft keeps them as JSON text; a draft saved before
 * campaigns had several ad sets held one audience and one creative, which become its one ad set and
 * that ad set's one ad.
 */
function withAdSets(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null) return stored;
  const { audience, creative, ...rest } = stored as Record<string, unknown>;
  if ('adSets' in rest) return { ...rest, adSets: parsedText(rest.adSets) };
  if (audience === undefined && creative === undefined) return stored;
  return { ...rest, adSets: [{ ...emptyAdSet(), audience, ads: [creative] }] };
}

/** A draft's stored form as a wizard form (a trust boundary: the draft may be old or edited). */
export function wizardFormFromDraft(stored: unknown, today: string): WizardForm {
  const defaults = emptyWizardForm(today);
  return storedFormSchema(defaults)
    .catch(defaults)
    .parse(withAdSets(stored) ?? {}) as WizardForm;
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
  /** The ad set or ad it is about (`adSets.1`, `adSets.1.ads.0`), when it is about one. */
  readonly path?: string;
}

/**
 * What the review step warns about (never blocking): an ad without image or video, a start in the
 * past, a schedule under three days, a daily budget under 5.00 (the campaign's or an ad set's), an ad
 * set's age range under five years.
 */
export function formWarnings(form: WizardForm, today: string): FormWarning[] {
  const warnings: FormWarning[] = [];
  form.adSets.forEach((adSet, index) =>
    adSet.ads.forEach((ad, adIndex) => {
      if (!ad.mediaPath)
        warnings.push({ step: 'ads', code: 'noMedia', path: `adSets.${index}.ads.${adIndex}` });
    }),
  );
  const { startDate, endDate, type, amountMinor, level } = form.budget;
  if (startDate && startDate < today) warnings.push({ step: 'budget', code: 'startInPast' });
  if (startDate && endDate && Date.parse(endDate) - Date.parse(startDate) < 3 * 86_400_000)
    warnings.push({ step: 'budget', code: 'shortSchedule' });
  const low = (amount: number | null) => type === 'daily' && amount !== null && amount < 500;
  if (level === 'campaign' && low(amountMinor)) warnings.push({ step: 'budget', code: 'lowDailyBudget' });
  form.adSets.forEach((adSet, index) => {
    if (level === 'adSet' && low(adSet.amountMinor))
      warnings.push({ step: 'budget', code: 'lowDailyBudget', path: `adSets.${index}` });
    if (adSet.audience.ageMax - adSet.audience.ageMin < 5)
      warnings.push({ step: 'adSets', code: 'narrowAge', path: `adSets.${index}` });
  });
  return warnings;
}
