import type { CampaignQuery } from './campaignQuery';
import type { CampaignRow } from './campaignRow';

/** What `row` is ordered by in the list's sort: the value its index orders it by. */
function sortValue(row: CampaignRow, query: Pick<CampaignQuery, 'sortField' | 'range'>): number | string {
  switch (query.sortField) {
    case 'createdAt':
      return row.createdAt.getTime();
    case 'startDate':
      return row.startDate.getTime();
    case 'name':
      return row.name;
    case 'budgetMinor':
      return row.budgetMinor;
    case 'spend':
      return row.metrics[query.range].spendMinor;
    case 'results':
      return row.metrics[query.range].conversions;
  }
}

/**
 * Orders rows as the list's query orders documents: by the sort field in the sort direction, ties by
 * id in the same direction (Firestore's implicit last order). For rows read without that order, as a
 * search's matches are (docs/decisions/0035-search-reads-its-matches.md).
 * @returns a comparator for `Array.prototype.sort`
 */
export function compareCampaignRows(
  query: Pick<CampaignQuery, 'sortField' | 'sortDirection' | 'range'>,
): (a: CampaignRow, b: CampaignRow) => number {
  const sign = query.sortDirection === 'asc' ? 1 : -1;
  const compare = (a: number | string, b: number | string): number => (a < b ? -1 : a > b ? 1 : 0);
  return (a, b) => sign * (compare(sortValue(a, query), sortValue(b, query)) || compare(a.id, b.id));
}
