/**
 * The campaign as stored at `users/{uid}/campaigns/{id}`: the data contract of the campaigns and
 * creation remotes, the seed and the functions (a build-time package).
 */

/**
 * Where a campaign is in its life (docs/product-rules.md §10.1). What may move to
 * what is `campaignStatus.ts`; `archived` is hidden from the list unless filtered for.
 */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'active', 'paused', 'completed', 'archived'] as const;
/** A campaign status. */
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** What a campaign is optimised for (docs/product-rules.md §10.6, the wizard's step 1). */
export const CAMPAIGN_OBJECTIVES = ['awareness', 'traffic', 'engagement', 'leads', 'sales'] as const;
/** A campaign objective. */
export type CampaignObjective = (typeof CAMPAIGN_OBJECTIVES)[number];

/** How the budget is spent: per day, or over the campaign's whole schedule. */
export const BUDGET_TYPES = ['daily', 'lifetime'] as const;
/** A budget type. */
export type BudgetType = (typeof BUDGET_TYPES)[number];

/**
 * Where a campaign's budget is set (docs/product-rules.md §10.1): on the campaign, shared by its ad
 * sets, or on each ad set. With `adSet`, the campaign's `budgetMinor` is the sum of its ad sets'.
 */
export const BUDGET_LEVELS = ['campaign', 'adSet'] as const;
/** Where a budget is set. */
export type BudgetLevel = (typeof BUDGET_LEVELS)[number];

/** The statuses the list shows when no status is chosen: every one but `archived`. */
export const LISTED_STATUSES = CAMPAIGN_STATUSES.filter((status) => status !== 'archived');

/** The fields the campaigns list sorts by (each has an index with and without a status filter). */
export const CAMPAIGN_SORT_FIELDS = ['createdAt', 'name', 'startDate', 'budgetMinor'] as const;
/** A sortable campaign field. */
export type CampaignSortField = (typeof CAMPAIGN_SORT_FIELDS)[number];

/** The longest name a campaign may have (the wizard, a rename, a copy). */
export const CAMPAIGN_NAME_MAX = 80;

/** The longest word prefix indexed for search. */
export const SEARCH_TOKEN_MAX_LENGTH = 20;

/**
 * The campaign field that indexes its name for search: a map whose keys are the name's word
 * prefixes, each `true`. A search is one equality on a key (`namePrefixes.<term> == true`), which the
 * automatic single-field index of that key serves without a composite index
 * (docs/decisions/0035-search-reads-its-matches.md).
 */
export const NAME_PREFIXES_FIELD = 'namePrefixes';

/**
 * The most campaigns a search reads to order, page and total them in the browser
 * (docs/product-rules.md §10.1); a search matching more shows this many and asks for more of the name.
 */
export const SEARCH_MATCH_MAX = 1000;

/**
 * The lower-case prefixes of every word of `name`, as the keys of the `namePrefixes` map
 * (e.g. "Spring Sale" → s, sp, …, spring, sa, sal, sale, each `true`). Words split on anything not a
 * letter or digit, so a key is a field name without escaping.
 */
export function namePrefixes(name: string): Record<string, true> {
  const prefixes: Record<string, true> = {};
  for (const word of name.toLocaleLowerCase('en-US').split(/[^\p{L}\p{N}]+/u)) {
    for (let length = 1; length <= Math.min(word.length, SEARCH_TOKEN_MAX_LENGTH); length += 1) {
      prefixes[word.slice(0, length)] = true;
    }
  }
  return prefixes;
}

/** The search term as the list queries it: the first word's indexed prefix, lower case. */
export function normaliseSearchTerm(term: string): string {
  const [first = ''] = term
    .trim()
    .toLocaleLowerCase('en-US')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return first.slice(0, SEARCH_TOKEN_MAX_LENGTH);
}
