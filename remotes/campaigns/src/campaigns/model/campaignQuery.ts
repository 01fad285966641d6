import type { CampaignSortField, CampaignStatus } from '@adplatform/campaign-model';
import { metricFieldPath, type CampaignMetricRange } from '@adplatform/delivery-metrics';
import type { DateSpan } from '@adplatform/delivery-metrics';

/** The metric columns the list sorts by, on the maintained totals of the chosen range. */
export const METRIC_SORT_FIELDS = ['spend', 'results'] as const;
/** A metric the list sorts by. */
export type MetricSortField = (typeof METRIC_SORT_FIELDS)[number];
/** Anything the list sorts by: a campaign field or a metric of the range. */
export type CampaignListSort = CampaignSortField | MetricSortField;

/** What the campaigns list shows: a status filter, a name search, a sort and a date range. */
export interface CampaignQuery {
  /** `all` lists every status but `archived` (docs/product-rules.md §10.1). */
  readonly status: CampaignStatus | 'all';
  /** Free text; the list searches the first word as a name prefix. */
  readonly search: string;
  readonly sortField: CampaignListSort;
  readonly sortDirection: 'asc' | 'desc';
  /** The preset range of the metric columns, the totals row and the metric sorts. */
  readonly range: CampaignMetricRange;
  /** A custom range, shown instead of `range` when set (docs/product-rules.md §10.1). */
  readonly custom: DateSpan | null;
}

/** The list's first view: every status but archived, newest first, the last 7 days. */
export const DEFAULT_CAMPAIGN_QUERY: CampaignQuery = {
  status: 'all',
  search: '',
  sortField: 'createdAt',
  sortDirection: 'desc',
  range: 'last7',
  custom: null,
};

/** Rows per page of the campaigns list. */
export const CAMPAIGN_PAGE_SIZE = 10;

/**
 * Whether the list can order by `field` in `query`'s range: campaign fields always, metrics on the
 * maintained totals of a preset range (a custom range has no index to order by).
 */
export function canSortBy(query: Pick<CampaignQuery, 'custom'>, field: CampaignListSort): boolean {
  return !isMetricSort(field) || query.custom === null;
}

/** Whether `field` is one of the metric sorts. */
export function isMetricSort(field: CampaignListSort): field is MetricSortField {
  return (METRIC_SORT_FIELDS as readonly string[]).includes(field);
}

/** The document field the list orders by: a campaign field, or `metrics.<range>.<field>`. */
export function sortFieldPath(query: Pick<CampaignQuery, 'sortField' | 'range'>): string {
  if (query.sortField === 'spend') return metricFieldPath(query.range, 'spendMinor');
  if (query.sortField === 'results') return metricFieldPath(query.range, 'conversions');
  return query.sortField;
}
