import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { firestore } from 'shared-auth';
import { normaliseSearchTerm } from '@adplatform/campaign-model';
import { toCursorPage, type CursorPage, type PageCursor } from 'shared-ui';
import { CAMPAIGN_PAGE_SIZE, sortFieldPath } from '../model/campaignQuery';
import { toCampaignRow, type CampaignRow } from '../model/campaignRow';
import { campaignFilters, type UserCampaignQuery } from './campaignFilters';
import { everySearchMatch, fetchSearchPage } from './searchMatches';
import { taskOfItsOwn } from './taskOfItsOwn';

/**
 * Reads one page of `users/{uid}/campaigns` with a query cursor: `CAMPAIGN_PAGE_SIZE + 1` documents
 * at most, the extra one only telling whether a next page exists. A search's pages come from its
 * matches, read once and ordered here ({@link fetchSearchPage}).
 * @param after - the cursor of the page before, or null for the first page
 * @throws FirebaseError `permission-denied` when the rules refuse (another user, inactive plan).
 */
export async function fetchCampaignPage(
  query: UserCampaignQuery,
  after: PageCursor | null,
): Promise<CursorPage<CampaignRow>> {
  if (normaliseSearchTerm(query.search)) return fetchSearchPage(query, after);
  const { db, sdk } = await firestore();
  const constraints = campaignFilters(sdk, query, { ordered: true });
  constraints.push(sdk.orderBy(sortFieldPath(query), query.sortDirection));
  if (after) constraints.push(sdk.startAfter(after as DocumentSnapshot));
  constraints.push(sdk.limit(CAMPAIGN_PAGE_SIZE + 1));
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'users', query.uid, 'campaigns'), ...constraints),
  );
  return toCursorPage(snapshot.docs, CAMPAIGN_PAGE_SIZE, (doc) => toCampaignRow(doc.id, doc.data()));
}

/**
 * Counts the campaigns matching `query` with a server-side aggregation (one read per 1,000 entries);
 * a search's, from its matches when they are all read.
 * @throws FirebaseError `permission-denied` when the rules refuse.
 */
export async function countCampaigns(query: UserCampaignQuery): Promise<number> {
  const matches = await everySearchMatch(query);
  if (matches) return matches.length;
  // After the first page's read, in a task of its own: the page is what the screen waits on.
  await taskOfItsOwn();
  const { db, sdk } = await firestore();
  const constraints = campaignFilters(sdk, query, { ordered: false });
  const snapshot = await sdk.getCount(
    sdk.query(sdk.collection(db, 'users', query.uid, 'campaigns'), ...constraints),
  );
  return snapshot.data().count;
}
