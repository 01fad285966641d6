import type { CampaignSortField, CampaignStatus } from '@adplatform/campaign-model';

/** What the campaigns list shows: a status filter, a name search and a sort. */
export interface CampaignQuery {
  readonly status: CampaignStatus | 'all';
  /** Free text; the list searches the first word as a name prefix. */
  readonly search: string;
  readonly sortField: CampaignSortField;
  readonly sortDirection: 'asc' | 'desc';
}

/** The list's first view: every status, newest first. */
export const DEFAULT_CAMPAIGN_QUERY: CampaignQuery = {
  status: 'all',
  search: '',
  sortField: 'createdAt',
  sortDirection: 'desc',
};

/** Rows per page of the campaigns list. */
export const CAMPAIGN_PAGE_SIZE = 10;
