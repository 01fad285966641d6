import type { DocumentSnapshot, QueryConstraint } from 'firebase/firestore/lite';
import { firestore, type FirestoreHandle } from 'shared-auth';
import { LISTED_STATUSES, normaliseSearchTerm } from '@adplatform/campaign-model';
import { toCursorPage, type CursorPage, type PageCursor } from 'shared-ui';
import type { CampaignQuery } from '../model/campaignQuery';
import { toCampaignRow, type CampaignRow } from '../model/campaignRow';
import { taskOfItsOwn } from './taskOfItsOwn';
import {
  CAMPAIGN_PAGE_SIZE,
  DEFAULT_CAMPAIGN_QUERY,
  isMetricSort,
  sortFieldPath,
} from '../model/campaignQuery';

/** The list's filters as query constraints: status (every one but archived for `all`) and name search. */
export function campaignFilters(sdk: FirestoreHandle['sdk'], query: CampaignQuery): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  // Archived campaigns are hidden unless filtered for (docs/product-rules.md §10.1); `in` uses the
  // same (status, sort field) indexes as one status.
  if (query.status !== 'all') constraints.push(sdk.where('status', '==', query.status));
  else constraints.push(sdk.where('status', 'in', LISTED_STATUSES));
  const term = normaliseSearchTerm(query.search);
  if (term) constraints.push(sdk.where('nameTokens', 'array-contains', term));
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

/**
 * Reads one page of `users/{uid}/campaigns` with a query cursor: `CAMPAIGN_PAGE_SIZE + 1` documents
 * at most, the extra one only telling whether a next page exists.
 * @param after - the cursor of the page before, or null for the first page
 * @throws FirebaseError `permission-denied` when the rules refuse (another user, inactive plan).
 */
export async function fetchCampaignPage(
  query: UserCampaignQuery,
  after: PageCursor | null,
): Promise<CursorPage<CampaignRow>> {
  const { db, sdk } = await firestore();
  const constraints = campaignFilters(sdk, query);
  constraints.push(sdk.orderBy(sortFieldPath(query), query.sortDirection));
  if (after) constraints.push(sdk.startAfter(after as DocumentSnapshot));
  constraints.push(sdk.limit(CAMPAIGN_PAGE_SIZE + 1));
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'users', query.uid, 'campaigns'), ...constraints),
  );
  return toCursorPage(snapshot.docs, CAMPAIGN_PAGE_SIZE, (doc) => toCampaignRow(doc.id, doc.data()));
}

/**
 * Counts the campaigns matching `query` with a server-side aggregation (one read per 1,000 entries).
 * @throws FirebaseError `permission-denied` when the rules refuse.
 */
export async function countCampaigns(query: UserCampaignQuery): Promise<number> {
  // After the first page's read, in a task of its own: the page is what the screen waits on.
  await taskOfItsOwn();
  const { db, sdk } = await firestore();
  const constraints = campaignFilters(sdk, query);
  const snapshot = await sdk.getCount(
    sdk.query(sdk.collection(db, 'users', query.uid, 'campaigns'), ...constraints),
  );
  return snapshot.data().count;
}
