/**
 * The one entitlements table: which plan may use which section (docs/product-rules.md §6, docs/architecture.md "The subscription slice").
 *
 * Read by the host's guard chain (docs/product-rules.md §2 rules 6 and 7), by every remote (an embedded remote has no
 * host guard), by the callable functions (plan validation) and mirrored in `firestore.rules`
 * (a unit test checks the mirror).
 */

/** Every plan an advertiser can hold. `Premium` is the top plan, with every section. */
export const PLAN_IDS = ['Basic', 'Plus', 'Premium'] as const;
/** A plan name as stored in `subscriptions/{uid}.selectedPlan`. */
export type PlanId = (typeof PLAN_IDS)[number];

/** Every section of the product (docs/product-rules.md §1), one per route of the main layout. */
export const SECTION_IDS = [
  'campaigns',
  'reporting',
  'leads',
  'adLibrary',
  'influencers',
  'settings',
  'createCampaign',
  'createPost',
] as const;
/** A section of the product. */
export type SectionId = (typeof SECTION_IDS)[number];

/** What a plan includes. What it costs is in the price table (prices.ts). */
export interface PlanDefinition {
  readonly id: PlanId;
  readonly sections: readonly SectionId[];
}

const EVERY_PLAN_SECTIONS = ['campaigns', 'reporting', 'influencers', 'settings', 'createPost'] as const;

/**
 * The plan catalogue. docs/product-rules.md §6: Basic has no campaign creation, ad library or leads; Plus has no leads;
 * Premium has everything.
 */
export const PLAN_CATALOGUE: Readonly<Record<PlanId, PlanDefinition>> = {
  Basic: {
    id: 'Basic',
    sections: [...EVERY_PLAN_SECTIONS],
  },
  Plus: {
    id: 'Plus',
    sections: [...EVERY_PLAN_SECTIONS, 'adLibrary', 'createCampaign'],
  },
  Premium: {
    id: 'Premium',
    sections: [...EVERY_PLAN_SECTIONS, 'adLibrary', 'createCampaign', 'leads'],
  },
};

/** Narrows any string to a known plan name. */
export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/**
 * Whether `plan` may use `section`. A plan name outside the catalogue is entitled to nothing
 * (fail closed; the callable functions never write one).
 */
export function isEntitled(plan: string | null | undefined, section: SectionId): boolean {
  return isPlanId(plan) && PLAN_CATALOGUE[plan].sections.includes(section);
}

/** The sections that `plan` may not use, in SECTION_IDS order. */
export function excludedSections(plan: PlanId): SectionId[] {
  return SECTION_IDS.filter((section) => !isEntitled(plan, section));
}

/**
 * The cheapest plan that includes `section` (plans are listed cheapest first): what an upgrade offers
 * a user who meets a locked section (docs/product-rules.md §12).
 */
export function cheapestPlanWith(section: SectionId): PlanId {
  return PLAN_IDS.find((plan) => isEntitled(plan, section)) ?? 'Premium';
}
