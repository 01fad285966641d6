import type { DocumentSnapshot, QueryConstraint } from 'firebase/firestore/lite';
import { firestore } from 'shared-auth';
import { normaliseSearchTerm } from '@adplatform/campaign-model';
import { toCursorPage, type CursorPage, type PageCursor } from 'shared-ui';
import { AD_PAGE_SIZE, toAd, type Ad, type AdQuery } from '../model/ad';

/** Firestore allows at most 30 values in an `in` filter. */
const IN_LIMIT = 30;

/**
 * One page of the ad library with a query cursor: search by advertiser or keyword (`array-contains`),
 * equality filters, a start-date range, the most recent first.
 * @throws FirebaseError `permission-denied` for a plan without the ad library (docs/product-rules.md §6: not Basic).
 */
export async function fetchAdPage(query: AdQuery, after: PageCursor | null): Promise<CursorPage<Ad>> {
  const { db, sdk } = await firestore();
  const constraints: QueryConstraint[] = [];
  const term = normaliseSearchTerm(query.search);
  if (term) constraints.push(sdk.where('searchTokens', 'array-contains', term));
  if (query.platform !== 'all') constraints.push(sdk.where('platform', '==', query.platform));
  if (query.country !== 'all') constraints.push(sdk.where('country', '==', query.country));
  if (query.mediaType !== 'all') constraints.push(sdk.where('mediaType', '==', query.mediaType));
  if (query.activity !== 'all') constraints.push(sdk.where('active', '==', query.activity === 'active'));
  if (query.from)
    constraints.push(
      sdk.where('startDate', '>=', sdk.Timestamp.fromDate(new Date(`${query.from}T00:00:00`))),
    );
  if (query.to)
    constraints.push(
      sdk.where('startDate', '<=', sdk.Timestamp.fromDate(new Date(`${query.to}T23:59:59.999`))),
    );
  constraints.push(sdk.orderBy('startDate', 'desc'));
  if (after) constraints.push(sdk.startAfter(after as DocumentSnapshot));
  constraints.push(sdk.limit(AD_PAGE_SIZE + 1));
  const snapshot = await sdk.getDocs(sdk.query(sdk.collection(db, 'ads'), ...constraints));
  return toCursorPage(snapshot.docs, AD_PAGE_SIZE, (doc) => toAd(doc.id, doc.data()));
}

/**
 * The ads with these ids, in the order given (a board's order), read 30 at a time.
 * @throws FirebaseError `permission-denied`.
 */
export async function fetchAdsByIds(ids: readonly string[]): Promise<Ad[]> {
  const { db, sdk } = await firestore();
  const found = new Map<string, Ad>();
  for (let start = 0; start < ids.length; start += IN_LIMIT) {
    const chunk = ids.slice(start, start + IN_LIMIT);
    const snapshot = await sdk.getDocs(
      sdk.query(sdk.collection(db, 'ads'), sdk.where(sdk.documentId(), 'in', chunk)),
    );
    for (const doc of snapshot.docs) {
      const ad = toAd(doc.id, doc.data());
      if (ad) found.set(ad.id, ad);
    }
  }
  return ids.map((id) => found.get(id)).filter((ad): ad is Ad => ad !== undefined);
}
