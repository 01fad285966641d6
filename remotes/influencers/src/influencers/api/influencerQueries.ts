import type { DocumentSnapshot, QueryConstraint } from 'firebase/firestore/lite';
import { firestore } from 'shared-auth';
import { bandsAtLeast, influencerSearchKey } from '@adplatform/influencer-model';
import { toCursorPage, type CursorPage, type PageCursor } from 'shared-ui';
import { DISCOVER_PAGE_SIZE, equalityFilters, type DiscoverQuery } from '../model/discoverQuery';
import { toInfluencer, type Influencer } from '../model/influencer';

/**
 * Reads one page of the influencer catalogue with a query cursor: a search by name or handle
 * (`array-contains` on `searchTokens`), equality filters, "at least N %" engagement as an `in` over the
 * stored bands, one sort; the creators the user has hidden (`hidden`, their ids) left out.
 * @throws FirebaseError `permission-denied` when the plan or status does not allow the section.
 */
export async function fetchInfluencerPage(
  query: DiscoverQuery & { readonly hidden: readonly string[] },
  after: PageCursor | null,
): Promise<CursorPage<Influencer>> {
  const { db, sdk } = await firestore();
  const constraints: QueryConstraint[] = equalityFilters(query).map(([field, value]) =>
    sdk.where(field, '==', value),
  );
  const search = influencerSearchKey(query.search);
  if (search) constraints.push(sdk.where('searchTokens', 'array-contains', search));
  if (query.minEngagement > 0) {
    constraints.push(sdk.where('engagementBand', 'in', bandsAtLeast(query.minEngagement)));
  }
  constraints.push(sdk.orderBy(query.sortField, query.sortDirection));
  if (after) constraints.push(sdk.startAfter(after as DocumentSnapshot));
  // Hidden creators are read and left out: a page reads at most `hidden.length` more documents, and its
  // cursor is the last creator shown, so the next page starts right after it.
  constraints.push(sdk.limit(DISCOVER_PAGE_SIZE + 1 + query.hidden.length));
  const snapshot = await sdk.getDocs(sdk.query(sdk.collection(db, 'influencers'), ...constraints));
  const hidden = new Set(query.hidden);
  const shown = snapshot.docs.filter((doc) => !hidden.has(doc.id));
  return toCursorPage(shown, DISCOVER_PAGE_SIZE, (doc) => toInfluencer(doc.id, doc.data()));
}

/**
 * One creator of the catalogue by id, for a profile opened by its address (`?creator=<id>`).
 * @returns null when there is no such creator (or the document is malformed)
 * @throws FirebaseError `permission-denied` when the plan or status does not allow the section.
 */
export async function fetchInfluencer(id: string): Promise<Influencer | null> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'influencers', id));
  return snapshot.exists() ? toInfluencer(snapshot.id, snapshot.data()) : null;
}
