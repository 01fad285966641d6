import {
  ALL_OPTIMISATION_GOALS,
  BID_STRATEGIES,
  BUDGET_LEVELS,
  BUDGET_TYPES,
  CAMPAIGN_OBJECTIVES,
  PLACEMENTS,
} from '@adplatform/campaign-model';
import {
  AUDIENCE_GENDERS,
  CALLS_TO_ACTION,
  CAMPAIGN_LIMITS,
  INTEREST_ID_PATTERN,
  TARGET_COUNTRIES,
} from '@adplatform/campaign-model/form';
import { z } from 'zod';
import { ownMediaPathSchema } from '../../media/ownMediaPath';

/** The wizard's fresh form: what a draft starts from (tests write it as the app does). */
export { emptyWizardForm } from './wizardForm';

/**
 * What a draft may hold while the advertiser types (docs/product-rules.md §10.6): room to see a field's
 * "too long" message before the form blocks creation, never room to store megabytes. The inputs stop at
 * these sizes; firestore.rules `validCampaignDraft` enforces the same bounds.
 */
export const DRAFT_LIMITS = {
  /** Characters of the draft's name (its title in the drafts list). */
  titleMax: 80,
  /** The wizard's last step index. */
  stepMax: 4,
  headlineMax: 4 * CAMPAIGN_LIMITS.headlineMax,
  primaryTextMax: 4 * CAMPAIGN_LIMITS.primaryTextMax,
  interestsMax: 2 * CAMPAIGN_LIMITS.interestsMax,
  interestMax: 2 * CAMPAIGN_LIMITS.interestMax,
  /** Any number a draft holds (ages, the amount in minor units) stays within ± this. */
  numberMax: Number.MAX_SAFE_INTEGER,
  /** Characters of the ad sets' JSON text: five ad sets of five ads at the limits above fit. */
  adSetsTextMax: 200_000,
} as const;

const boundedNumber = z.number().min(-DRAFT_LIMITS.numberMax).max(DRAFT_LIMITS.numberMax);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const distinct = (values: readonly unknown[]): boolean => new Set(values).size === values.length;

/**
 * The wizard's ad sets as a draft keeps them: each of its type and within `DRAFT_LIMITS`, media only
 * from `uid`'s own folder. Fields may still be empty or fail the campaign form (that blocks creation,
 * not saving).
 */
export function draftAdSetsSchema(uid: string) {
  const ad = z.strictObject({
    headline: z.string().max(DRAFT_LIMITS.headlineMax),
    primaryText: z.string().max(DRAFT_LIMITS.primaryTextMax),
    mediaPath: ownMediaPathSchema(uid).nullable(),
    callToAction: z.enum(CALLS_TO_ACTION),
    destinationUrl: z.string().max(CAMPAIGN_LIMITS.urlMax),
  });
  const adSet = z.strictObject({
    name: z.string().max(CAMPAIGN_LIMITS.adSetNameMax),
    audience: z.strictObject({
      locations: z.array(z.enum(TARGET_COUNTRIES)).max(TARGET_COUNTRIES.length).refine(distinct),
      ageMin: boundedNumber,
      ageMax: boundedNumber,
      genders: z.array(z.enum(AUDIENCE_GENDERS)).max(AUDIENCE_GENDERS.length).refine(distinct),
      interests: z
        .array(
          z.strictObject({
            id: z.string().regex(INTEREST_ID_PATTERN),
            name: z.string().min(1).max(DRAFT_LIMITS.interestMax),
            audienceShare: z.number().min(0).max(1),
          }),
        )
        .max(DRAFT_LIMITS.interestsMax),
    }),
    placements: z.strictObject({
      automatic: z.boolean(),
      chosen: z.array(z.enum(PLACEMENTS)).max(PLACEMENTS.length).refine(distinct),
    }),
    amountMinor: boundedNumber.nullable(),
    goal: z.enum(ALL_OPTIMISATION_GOALS).nullable(),
    bidding: z.strictObject({ strategy: z.enum(BID_STRATEGIES), capMinor: boundedNumber.nullable() }),
    schedule: z.strictObject({ startDate: day.nullable(), endDate: day.nullable() }).nullable(),
    ads: z.array(ad).min(1).max(CAMPAIGN_LIMITS.adsMax),
  });
  return z.array(adSet).min(1).max(CAMPAIGN_LIMITS.adSetsMax);
}

/**
 * The wizard's form as a draft stores it: every key of `WizardForm`, each of its type and within
 * `DRAFT_LIMITS`, the ad sets as JSON text of at most `adSetsTextMax` characters — what
 * firestore.rules `validCampaignDraft` checks, field for field
 * (docs/decisions/0036-draft-ad-sets-as-text.md).
 */
export function draftFormSchema() {
  return z.strictObject({
    name: z.string().max(CAMPAIGN_LIMITS.nameMax),
    objective: z.enum(CAMPAIGN_OBJECTIVES).nullable(),
    budget: z.strictObject({
      level: z.enum(BUDGET_LEVELS),
      type: z.enum(BUDGET_TYPES),
      amountMinor: boundedNumber.nullable(),
      currency: z.string().regex(/^[A-Z]{3}$/),
      startDate: day.nullable(),
      endDate: day.nullable(),
    }),
    adSets: z.string().max(DRAFT_LIMITS.adSetsTextMax),
  });
}

/**
 * A draft document of `users/{uid}/campaignDrafts/{id}` as the client writes it (the server stamps
 * `updatedAt`): its title, the step the advertiser was on and the form.
 */
export function campaignDraftDocumentSchema() {
  return z.strictObject({
    name: z.string().max(DRAFT_LIMITS.titleMax),
    // -0 is stored as a double, which the rules' `is int` refuses.
    step: z
      .int()
      .min(0)
      .max(DRAFT_LIMITS.stepMax)
      .refine((value) => !Object.is(value, -0)),
    form: draftFormSchema(),
  });
}
