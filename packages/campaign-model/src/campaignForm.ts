import { z } from 'zod';
import { documentIdSchema } from '@adplatform/document-id/schema';
import { ALL_OPTIMISATION_GOALS, BID_STRATEGIES, OPTIMISATION_GOALS, PLACEMENTS } from './adSet';
import { BUDGET_LEVELS, BUDGET_TYPES, CAMPAIGN_NAME_MAX, CAMPAIGN_OBJECTIVES } from './campaign';
import { BUDGET_MAXIMUM_MINOR } from './campaignBudget';

/**
 * The campaign-creation form (docs/product-rules.md §10.6): ONE zod schema that the wizard validates as the user types
 * and that the `createCampaign` callable function validates again before it writes anything. Money in
 * integer minor units of `currency`; dates as ISO dates (`YYYY-MM-DD`) in the advertiser's calendar.
 * Imported as `@adplatform/campaign-model/form`, a build-time package compiled into the creation
 * remote and the functions: its full zod stays out of every other build.
 */

/**
 * The wizard's steps, in order: the objective (and the name), the ad sets (each one's audience and
 * placements), the budget and schedule, the ads of each ad set, and the review.
 */
export const CAMPAIGN_STEPS = ['objective', 'adSets', 'budget', 'ads', 'review'] as const;
/** A step of the wizard. */
export type CampaignStep = (typeof CAMPAIGN_STEPS)[number];

/** Audience genders: everyone, or a subset. */
export const AUDIENCE_GENDERS = ['female', 'male', 'unspecified'] as const;
/** The calls to action an ad may carry. */
export const CALLS_TO_ACTION = [
  'learn_more',
  'shop_now',
  'sign_up',
  'contact_us',
  'download',
  'book_now',
] as const;
/** Target countries a campaign may choose (ISO 3166-1 alpha-2). */
export const TARGET_COUNTRIES = [
  'US',
  'GB',
  'DE',
  'ES',
  'FR',
  'IT',
  'MX',
  'BR',
  'CA',
  'AU',
  'IN',
  'NL',
] as const;

/** Limits of the form, shared with the security rules of drafts. */
export const CAMPAIGN_LIMITS = {
  nameMax: CAMPAIGN_NAME_MAX,
  headlineMax: 40,
  primaryTextMax: 500,
  interestsMax: 25,
  interestMax: 60,
  /** Ad sets a campaign is created with, and ads an ad set is. */
  adSetsMax: 5,
  adsMax: 5,
  adSetNameMax: 80,
  ageMin: 13,
  ageMax: 65,
  /** USD 1.00 */
  budgetMinMinor: 100,
  /** USD 1,000,000.00 */
  budgetMaxMinor: BUDGET_MAXIMUM_MINOR,
  /** The calendar a campaign's dates stay within (a Firestore Timestamp holds years 1–9999). */
  dateMin: '2000-01-01',
  dateMax: '2099-12-31',
  /** The longest destination URL and media path, in characters. */
  urlMax: 2048,
  mediaPathMax: 512,
} as const;

/** The ISO 4217 currencies the platform knows (`Intl`'s list), which a budget may be in. */
export const CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

const isoDate = z.iso
  .date({ error: 'date' })
  .refine((day) => day >= CAMPAIGN_LIMITS.dateMin && day <= CAMPAIGN_LIMITS.dateMax, { error: 'date' });

/** A list whose entries are all different. */
const distinct = (values: readonly unknown[]): boolean => new Set(values).size === values.length;

/** A missing value is `required`; a value of the wrong kind is `invalid`. */
const requiredOrInvalid = (issue: { input?: unknown }): string =>
  issue.input === undefined || issue.input === null ? 'required' : 'invalid';

/** An interest's id: Meta's numeric ids, the product catalogue's `local:` ids. */
export const INTEREST_ID_PATTERN = /^(?:\d{1,20}|local:[a-z0-9-]{1,40})$/u;

/**
 * An interest the form holds, as `searchInterests` answered it (docs/product-rules.md §10.6): its id
 * and name, and the share of reachable people the audience estimate narrows by (0–1).
 */
export const interestChoiceSchema = z.strictObject({
  id: z.string().regex(INTEREST_ID_PATTERN),
  name: z.string().trim().min(1).max(CAMPAIGN_LIMITS.interestMax),
  audienceShare: z.number().min(0).max(1),
});
/** An interest the form holds. */
export type FormInterest = z.infer<typeof interestChoiceSchema>;

/** Step 1. */
export const objectiveStepSchema = z.enum(CAMPAIGN_OBJECTIVES, { error: requiredOrInvalid });

/** Who an ad set reaches (the ad sets step). */
export const audienceSchema = z
  .object(
    {
      locations: z
        .array(z.enum(TARGET_COUNTRIES))
        .min(1, { error: 'required' })
        .max(TARGET_COUNTRIES.length, { error: 'tooMany' })
        .refine(distinct, { error: 'invalid' }),
      ageMin: z.int().min(CAMPAIGN_LIMITS.ageMin).max(CAMPAIGN_LIMITS.ageMax),
      ageMax: z.int().min(CAMPAIGN_LIMITS.ageMin).max(CAMPAIGN_LIMITS.ageMax),
      genders: z
        .array(z.enum(AUDIENCE_GENDERS))
        .min(1, { error: 'required' })
        .max(AUDIENCE_GENDERS.length, { error: 'tooMany' })
        .refine(distinct, { error: 'invalid' }),
      interests: z
        .array(interestChoiceSchema)
        .max(CAMPAIGN_LIMITS.interestsMax, { error: 'tooMany' })
        .refine((interests) => distinct(interests.map(({ id }) => id)), { error: 'invalid' }),
    },
    { error: 'required' },
  )
  .refine((audience) => audience.ageMax >= audience.ageMin, { path: ['ageMax'], error: 'ageOrder' });

/** A budget's amount in minor units: null until entered (required where the budget lives). */
const budgetAmountSchema = z
  .int({ error: requiredOrInvalid })
  .min(CAMPAIGN_LIMITS.budgetMinMinor, { error: 'budgetTooLow' })
  .max(CAMPAIGN_LIMITS.budgetMaxMinor, { error: 'budgetTooHigh' })
  .nullable();

/**
 * The budget step: where the budget lives, its kind, the campaign's amount (when it lives there) and
 * the schedule. A lifetime budget needs an end date; an end date comes after the start.
 */
export const budgetStepSchema = z
  .object(
    {
      /** Where the budget is set; drafts saved before the choice existed set it on the campaign. */
      level: z.enum(BUDGET_LEVELS).default('campaign'),
      type: z.enum(BUDGET_TYPES),
      amountMinor: budgetAmountSchema,
      currency: z.string().refine((code) => CURRENCIES.has(code), { error: 'currency' }),
      startDate: isoDate,
      endDate: isoDate.nullable(),
    },
    { error: 'required' },
  )
  .refine((budget) => budget.endDate === null || budget.endDate > budget.startDate, {
    path: ['endDate'],
    error: 'endBeforeStart',
  })
  .refine((budget) => budget.type === 'daily' || budget.endDate !== null, {
    path: ['endDate'],
    error: 'lifetimeNeedsEnd',
  });

/** An ad's creative. Media is a Storage path under the advertiser's own media folder, or none. */
export const creativeSchema = z.object(
  {
    headline: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(CAMPAIGN_LIMITS.headlineMax, { error: 'tooLong' }),
    primaryText: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(CAMPAIGN_LIMITS.primaryTextMax, { error: 'tooLong' }),
    mediaPath: z
      .string()
      .max(CAMPAIGN_LIMITS.mediaPathMax, { error: 'media' })
      .regex(/^users\/[^/]+\/media\/[^/]+$/, { error: 'media' })
      .nullable(),
    callToAction: z.enum(CALLS_TO_ACTION),
    destinationUrl: z
      .url({ protocol: /^https$/, error: 'url' })
      .max(CAMPAIGN_LIMITS.urlMax, { error: 'tooLong' }),
  },
  { error: 'required' },
);

/** What the amount's place depends on: where the budget lives, and each ad set's amount. */
const budgetPlaces = z.object({
  objective: z.unknown(),
  budget: z.object({
    level: z.enum(BUDGET_LEVELS),
    amountMinor: z.unknown(),
    startDate: z.unknown(),
    endDate: z.unknown(),
  }),
  adSets: z.array(
    z.object({
      amountMinor: z.unknown(),
      goal: z.unknown().optional(),
      bidding: z.object({ strategy: z.unknown() }).optional(),
      schedule: z.object({ startDate: z.unknown(), endDate: z.unknown() }).nullable().optional(),
    }),
  ),
});

/** Where an ad set's ads appear: every placement the network picks (automatic), or the chosen ones. */
export const placementsSchema = z
  .object(
    {
      automatic: z.boolean(),
      chosen: z
        .array(z.enum(PLACEMENTS))
        .max(PLACEMENTS.length, { error: 'tooMany' })
        .refine(distinct, { error: 'invalid' }),
    },
    { error: 'required' },
  )
  .refine((placements) => placements.automatic || placements.chosen.length > 0, {
    path: ['chosen'],
    error: 'required',
  });

/** A bid or cost cap in minor units: null until entered (required for a cap). */
const capSchema = z
  .int({ error: requiredOrInvalid })
  .min(1, { error: 'invalid' })
  .max(CAMPAIGN_LIMITS.budgetMaxMinor, { error: 'budgetTooHigh' })
  .nullable();

/** An ad set's bidding: the lowest cost by default; a cost or bid cap needs its amount. */
export const biddingSchema = z
  .object({ strategy: z.enum(BID_STRATEGIES), capMinor: capSchema }, { error: 'required' })
  .refine((bidding) => bidding.strategy === 'lowestCost' || bidding.capMinor !== null, {
    path: ['capMinor'],
    error: 'required',
  });

/** An ad set's own first and last days; null: the campaign's schedule. */
export const adSetScheduleSchema = z
  .object({ startDate: isoDate, endDate: isoDate.nullable() }, { error: 'required' })
  .refine((schedule) => schedule.endDate === null || schedule.endDate > schedule.startDate, {
    path: ['endDate'],
    error: 'endBeforeStart',
  })
  .nullable();

/**
 * An ad set: its name, audience, placements, its budget's amount (when the budget lives on ad sets),
 * its bidding and schedule (both defaulted for drafts saved before they were asked) and its ads.
 */
export const adSetSchema = z.object(
  {
    /** Blank: the ad set is named after its audience (`adSetName`). */
    name: z.string({ error: 'required' }).trim().max(CAMPAIGN_LIMITS.adSetNameMax, { error: 'tooLong' }),
    audience: audienceSchema,
    placements: placementsSchema,
    amountMinor: budgetAmountSchema,
    /** Null: the objective's first goal. */
    goal: z.enum(ALL_OPTIMISATION_GOALS).nullable().default(null),
    bidding: biddingSchema.default({ strategy: 'lowestCost', capMinor: null }),
    schedule: adSetScheduleSchema.default(null),
    ads: z
      .array(creativeSchema)
      .min(1, { error: 'required' })
      .max(CAMPAIGN_LIMITS.adsMax, { error: 'tooMany' }),
  },
  { error: 'required' },
);

/**
 * The whole form: what `createCampaign` accepts (plus an optional draft id to delete). The budget's
 * amount is required where it lives: on the campaign, or on every ad set.
 */
export const campaignFormSchema = z
  .object({
    name: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(CAMPAIGN_LIMITS.nameMax, { error: 'tooLong' }),
    objective: objectiveStepSchema,
    budget: budgetStepSchema,
    adSets: z
      .array(adSetSchema)
      .min(1, { error: 'required' })
      .max(CAMPAIGN_LIMITS.adSetsMax, { error: 'tooMany' }),
  })
  .superRefine(
    (form, context) => {
      const { objective, budget, adSets } = budgetPlaces.parse(form);
      // A goal is one of its campaign's objective.
      const goals: readonly unknown[] =
        typeof objective === 'string' && objective in OPTIMISATION_GOALS
          ? OPTIMISATION_GOALS[objective as keyof typeof OPTIMISATION_GOALS]
          : [];
      adSets.forEach(({ goal }, index) => {
        if (goal !== null && goal !== undefined && !goals.includes(goal))
          context.addIssue({ code: 'custom', path: ['adSets', index, 'goal'], message: 'goalOfObjective' });
      });
      if (budget.level === 'campaign' && budget.amountMinor === null)
        context.addIssue({ code: 'custom', path: ['budget', 'amountMinor'], message: 'required' });
      if (budget.level === 'adSet')
        adSets.forEach((adSet, index) => {
          if (adSet.amountMinor === null)
            context.addIssue({ code: 'custom', path: ['adSets', index, 'amountMinor'], message: 'required' });
        });
      // A budget the campaign shares is spent under one bid strategy, as the networks bid it.
      const strategies = new Set(adSets.map((adSet) => adSet.bidding?.strategy ?? 'lowestCost'));
      if (budget.level === 'campaign' && strategies.size > 1)
        adSets.forEach((_, index) =>
          context.addIssue({
            code: 'custom',
            path: ['adSets', index, 'bidding', 'strategy'],
            message: 'biddingDiffers',
          }),
        );
      // An ad set runs within its campaign's days.
      adSets.forEach(({ schedule }, index) => {
        if (!schedule) return;
        const { startDate, endDate } = schedule;
        if (
          typeof budget.startDate === 'string' &&
          typeof startDate === 'string' &&
          startDate < budget.startDate
        )
          context.addIssue({
            code: 'custom',
            path: ['adSets', index, 'schedule', 'startDate'],
            message: 'outsideCampaign',
          });
        const last = typeof budget.endDate === 'string' ? budget.endDate : null;
        if (last !== null && (endDate === null || (typeof endDate === 'string' && endDate > last)))
          context.addIssue({
            code: 'custom',
            path: ['adSets', index, 'schedule', 'endDate'],
            message: 'outsideCampaign',
          });
      });
    },
    // Said beside the form's other problems, whatever they are, as long as the places are readable.
    { when: (payload) => budgetPlaces.safeParse(payload.value).success },
  );

/** A valid campaign form. */
export type CampaignForm = z.infer<typeof campaignFormSchema>;

/** The payload of the `createCampaign` callable function. */
export const createCampaignPayloadSchema = z.object({
  form: campaignFormSchema,
  draftId: documentIdSchema.nullable(),
});
/** A valid `createCampaign` payload. */
export type CreateCampaignPayload = z.infer<typeof createCampaignPayloadSchema>;

/** One problem of the form: where (a dotted field path, first segment = step) and a message key. */
export interface FormIssue {
  readonly path: string;
  readonly code: string;
}

/**
 * Every blocking problem of a (possibly partial) form, as field paths and message keys, e.g.
 * `{ path: 'budget.endDate', code: 'endBeforeStart' }`. Empty when the form is valid.
 */
export function campaignFormIssues(form: unknown): FormIssue[] {
  const parsed = campaignFormSchema.safeParse(form);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    code: issue.message in ISSUE_CODES ? issue.message : 'invalid',
  }));
}

/** The message keys the schema uses; any other zod message is reported as `invalid`. */
const ISSUE_CODES: Record<string, true> = {
  required: true,
  tooLong: true,
  tooMany: true,
  ageOrder: true,
  budgetTooLow: true,
  budgetTooHigh: true,
  endBeforeStart: true,
  lifetimeNeedsEnd: true,
  biddingDiffers: true,
  outsideCampaign: true,
  goalOfObjective: true,
  media: true,
  url: true,
  date: true,
  currency: true,
};

/** An ad set's fields asked in the budget step: its amount, goal, bidding and schedule. */
const BUDGET_STEP_FIELDS: ReadonlySet<string> = new Set(['amountMinor', 'goal', 'bidding', 'schedule']);

/**
 * The step a field path belongs to (`budget.endDate` → `budget`; the name is asked with the objective;
 * an ad set's amount, bidding and schedule with the budget, its ads in the ads step, the rest of it in
 * the ad sets step).
 */
export function stepOfPath(path: string): CampaignStep {
  const [first, , field] = path.split('.');
  if (first === 'name') return 'objective';
  if (first === 'adSets')
    return field === 'ads' ? 'ads' : BUDGET_STEP_FIELDS.has(field ?? '') ? 'budget' : 'adSets';
  return (CAMPAIGN_STEPS as readonly string[]).includes(first ?? '') ? (first as CampaignStep) : 'review';
}

/** A field path without its list indexes (`adSets.1.ads.0.headline` → `adSets.ads.headline`), for its label. */
export function fieldOfPath(path: string): string {
  return path
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .join('.');
}
