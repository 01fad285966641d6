/**
 * The one entitlements table: which plan includes which feature (docs/product-rules.md §6, docs/architecture.md "The subscription slice").
 * A section needs a feature (its remote declares which: docs/decisions/0042-sections-declared-by-remotes.md);
 * each built-in section needs the feature of its own id. A new feature is a change here, mirrored in
 * the security rules and checked by the functions: a backend change by design.
 *
 * Read by the host's guard chain (docs/product-rules.md §2 rules 6 and 7), by every remote (an embedded remote has no
 * host guard), by the callable functions (plan validation) and mirrored in `firestore.rules`
 * (a unit test checks the mirror).
 */

/** Every plan an advertiser can hold. `Premium` is the top plan, with every feature. */
export const PLAN_IDS = ['Basic', 'Plus', 'Premium'] as const;
/** A plan name as stored in `subscriptions/{uid}.selectedPlan`. */
export type PlanId = (typeof PLAN_IDS)[number];

/** Every feature a plan can include, in the navigation's order of the sections that need them. */
export const FEATURE_IDS = [
  'campaigns',
  'reporting',
  'leads',
  'adLibrary',
  'influencers',
  'settings',
  'createCampaign',
  'createPost',
] as const;
/** A feature a plan can include. */
export type FeatureId = (typeof FEATURE_IDS)[number];

/** What a plan includes. What it costs is in the price table (prices.ts). */
export interface PlanDefinition {
  readonly id: PlanId;
  readonly features: readonly FeatureId[];
}

const EVERY_PLAN_FEATURES = ['campaigns', 'reporting', 'influencers', 'settings', 'createPost'] as const;

/**
 * The plan catalogue. docs/product-rules.md §6: Basic has no campaign creation, ad library or leads; Plus has no leads;
 * Premium has everything.
 */
export const PLAN_CATALOGUE: Readonly<Record<PlanId, PlanDefinition>> = {
  Basic: {
    id: 'Basic',
    features: [...EVERY_PLAN_FEATURES],
  },
  Plus: {
    id: 'Plus',
    features: [...EVERY_PLAN_FEATURES, 'adLibrary', 'createCampaign'],
  },
  Premium: {
    id: 'Premium',
    features: [...EVERY_PLAN_FEATURES, 'adLibrary', 'createCampaign', 'leads'],
  },
};

/** Narrows any string to a known plan name. */
export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/**
 * Narrows any string to a known feature: a section declaring another feature is included in no plan
 * until this package (and with it the rules and functions) knows it.
 */
export function isFeatureId(value: unknown): value is FeatureId {
  return typeof value === 'string' && (FEATURE_IDS as readonly string[]).includes(value);
}

/**
 * Whether `plan` includes `feature`. A plan name outside the catalogue is entitled to nothing
 * (fail closed; the callable functions never write one).
 */
export function isEntitled(plan: string | null | undefined, feature: FeatureId): boolean {
  return isPlanId(plan) && PLAN_CATALOGUE[plan].features.includes(feature);
}

/** The features `plan` does not include, in FEATURE_IDS order. */
export function excludedFeatures(plan: PlanId): FeatureId[] {
  return FEATURE_IDS.filter((feature) => !isEntitled(plan, feature));
}

/**
 * The cheapest plan that includes `feature` (plans are listed cheapest first): what an upgrade offers
 * a user who meets a section locked for want of it (docs/product-rules.md §12).
 */
export function cheapestPlanWith(feature: FeatureId): PlanId {
  return PLAN_IDS.find((plan) => isEntitled(plan, feature)) ?? 'Premium';
}
