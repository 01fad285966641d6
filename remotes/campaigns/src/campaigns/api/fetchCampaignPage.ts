import type { DocumentSnapshot, QueryConstraint } from 'firebase/firestore/lite';
import { firestore, normaliseSearchTerm, type FirestoreHandle } from 'shared-auth';
import type { CampaignQuery } from '../model/campaignQuery';
import { toCampaignRow, type CampaignRow } from '../model/campaignRow';

/** An opaque query cursor: the last document of the previous page. */
export type PageCursor = unknown;

/** One page of campaigns. */
export interface CampaignPage {
  readonly rows: CampaignRow[];
  /** The cursor that starts the next page, or null on the last page. */
  readonly nextCursor: PageCursor | null;
}

function filterConstraints(sdk: FirestoreHandle['sdk'], query: CampaignQuery): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (query.status !== 'all') constraints.push(sdk.where('status', '==', query.status));
  const term = normaliseSearchTerm(query.search);
  if (term) constraints.push(sdk.where('nameTokens', 'array-contains', term));
  return constraints;
}

/**
 * Reads one page of `users/{uid}/campaigns` with a query cursor (DESIGN "Lists are paginated with
 * query cursors"): `pageSize + 1` documents at most, the extra one only telling whether a next page
 * exists.
 * @param after - the cursor of the page before, or null for the first page
 * @throws FirebaseError `permission-denied` when the rules refuse (another user, inactive plan).
 */
export async function fetchCampaignPage(
  uid: string,
  query: CampaignQuery,
  pageSize: number,
  after: PageCursor | null,
): Promise<CampaignPage> {
  const { db, sdk } = await firestore();
  const constraints = filterConstraints(sdk, query);
  constraints.push(sdk.orderBy(query.sortField, query.sortDirection));
  if (after) constraints.push(sdk.startAfter(after as DocumentSnapshot));
  constraints.push(sdk.limit(pageSize + 1));
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'users', uid, 'campaigns'), ...constraints),
  );
  const docs = snapshot.docs.slice(0, pageSize);
  return {
    rows: docs.map((doc) => toCampaignRow(doc.id, doc.data())).filter((row) => row !== null),
    nextCursor: snapshot.docs.length > pageSize ? (docs[docs.length - 1] ?? null) : null,
  };
}

/**
 * Counts the campaigns matching `query` with a server-side aggregation (one read per 1,000 entries).
 * @throws FirebaseError `permission-denied` when the rules refuse.
 */
export async function countCampaigns(uid: string, query: CampaignQuery): Promise<number> {
  const { db, sdk } = await firestore();
  const constraints = filterConstraints(sdk, query);
  const snapshot = await sdk.getCount(
    sdk.query(sdk.collection(db, 'users', uid, 'campaigns'), ...constraints),
  );
  return snapshot.data().count;
}
