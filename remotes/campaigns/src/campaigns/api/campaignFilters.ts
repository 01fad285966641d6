import type { QueryConstraint } from 'firebase/firestore/lite';
import type { FirestoreHandle } from 'shared-auth';
import { LISTED_STATUSES, NAME_PREFIXES_FIELD, normaliseSearchTerm } from '@adplatform/campaign-model';
import { DEFAULT_CAMPAIGN_QUERY, isMetricSort, type CampaignQuery } from '../model/campaignQuery';

/** What a read does with the matches: orders them by a sort field (a page), or not (a count, sums). */
export interface FilterUse {
  readonly ordered: boolean;
}

/**
 * The list's filters as query constraints: status (every one but archived for `all`) and the name
 * search, an equality on one key of the name's prefixes (docs/decisions/0035-search-reads-its-matches.md).
 * Archived campaigns are hidden unless filtered for (docs/product-rules.md §10.1): as `in` the other
 * statuses where a query must stay equalities — ordered by a (status, sort field) index, or searched
 * by merging single-field indexes — and as one `!=` range of the status index for a count or sums of
 * the whole list.
 */
export function campaignFilters(
  sdk: FirestoreHandle['sdk'],
  query: CampaignQuery,
  { ordered }: FilterUse,
): QueryConstraint[] {
  const term = normaliseSearchTerm(query.search);
  const constraints: QueryConstraint[] = [];
  if (query.status !== 'all') constraints.push(sdk.where('status', '==', query.status));
  else if (ordered || term) constraints.push(sdk.where('status', 'in', LISTED_STATUSES));
  else constraints.push(sdk.where('status', '!=', 'archived'));
  if (term) constraints.push(sdk.where(`${NAME_PREFIXES_FIELD}.${term}`, '==', true));
  return constraints;
}

/** The campaigns list's query for one user: whose campaigns, and the filters and sort. */
export interface UserCampaignQuery extends CampaignQuery {
  readonly uid: string;
}

/**
 * What a page read needs of a view of `uid`'s list: its rows carry every preset range, so the range
 * counts only when it orders them, and a custom range reads each row's series apart
 * (docs/product-rules.md §10.1). Equal views give equal queries (compare them by value).
 */
export function pageQueryOf(uid: string, query: CampaignQuery): UserCampaignQuery {
  const { status, search, sortField, sortDirection } = query;
  const range = isMetricSort(sortField) ? query.range : DEFAULT_CAMPAIGN_QUERY.range;
  return { uid, status, search, sortField, sortDirection, range, custom: null };
}
