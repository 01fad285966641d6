import type { DocumentSnapshot, QueryConstraint } from 'firebase/firestore/lite';
import { firestore } from 'shared-auth';
import { toCursorPage, type CursorPage, type PageCursor } from 'shared-ui';
import { adSearchKey } from '@adplatform/ad-library-model';
import { AD_PAGE_SIZE, toAd, type Ad, type AdQuery } from '../model/ad';

/** Firestore allows at most 30 values in an `in` filter. */
const IN_LIMIT = 30;

/**
 * One page of the ad library with a query cursor: search in every field or in one (`array-contains`
 * on `searchTokens`, docs/product-rules.md §10.4), equality filters (a platform and a country are keys of
 * the ad's `platforms` and `countries` sets), a start-date range, the most recent first.
 * @throws FirebaseError `permission-denied` for a plan without the ad library (docs/product-rules.md §6: not Basic).
 */
export async function fetchAdPage(query: AdQuery, after: PageCursor | null): Promise<CursorPage<Ad>> {
  const { db, sdk } = await firestore();
  const constraints: QueryConstraint[] = [];
  const key = adSearchKey(query.field, query.search);
  if (key) constraints.push(sdk.where('searchTokens', 'array-contains', key));
  if (query.platform !== 'all') constraints.push(sdk.where(`platforms.${query.platform}`, '==', true));
  if (query.country !== 'all') constraints.push(sdk.where(`countries.${query.country}`, '==', true));
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

/**
 * One ad of the library, or null when it is not (or no longer) there.
 * @throws FirebaseError `permission-denied` for a plan without the ad library.
 */
export async function fetchAd(id: string): Promise<Ad | null> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'ads', id));
  return snapshot.exists() ? toAd(snapshot.id, snapshot.data()) : null;
}

/**
 * The advertiser's most recent ads, at most `count` (one query, `count` reads at most).
 * @throws FirebaseError `permission-denied`.
 */
export async function fetchAdvertiserAds(advertiserId: string, count: number): Promise<Ad[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'ads'),
      sdk.where('advertiserId', '==', advertiserId),
      sdk.orderBy('startDate', 'desc'),
      sdk.limit(count),
    ),
  );
  return snapshot.docs.flatMap((doc) => toAd(doc.id, doc.data()) ?? []);
}

/**
 * How many of the advertiser's ads started after `since` (an aggregation: billed one read per
 * 1,000 ads counted).
 * @throws FirebaseError `permission-denied`.
 */
export async function countAdsSince(advertiserId: string, since: Date): Promise<number> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getCount(
    sdk.query(
      sdk.collection(db, 'ads'),
      sdk.where('advertiserId', '==', advertiserId),
      sdk.where('startDate', '>', sdk.Timestamp.fromDate(since)),
    ),
  );
  return snapshot.data().count;
}
