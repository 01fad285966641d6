import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { callFunction, firestore } from 'shared-auth';
import { toCursorPage, type CursorPage, type PageCursor } from 'shared-ui';
import type { CampaignChangeResult, DeliveryItemChange, DeliveryItemLevel } from '@adplatform/campaign-model';
import { toCampaignRow, type CampaignRow } from '../model/campaignRow';
import { changeResults } from './updateCampaigns';
import { toAdRow, toAdSetRow, type AdRow, type AdSetRow } from '../model/deliveryItem';
import { toHistoryRow, type HistoryRow } from '../model/historyEntry';

/**
 * The reads and the call of the opened campaign (docs/product-rules.md §10.1): its document, its ad
 * sets and ads, its yearly delivery series and its change history, a page at a time.
 */

/** The most ad sets (and ads) the opened campaign lists. */
export const DELIVERY_ITEMS_SHOWN = 50;
/** History entries a page. */
export const HISTORY_PAGE_SIZE = 10;

/**
 * One campaign, or null when it does not exist (or is not the user's: the rules hide it).
 * @throws FirebaseError `permission-denied` when the plan or subscription does not allow campaigns.
 */
export async function fetchCampaign(uid: string, campaignId: string): Promise<CampaignRow | null> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'users', uid, 'campaigns', campaignId));
  return snapshot.exists() ? toCampaignRow(snapshot.id, snapshot.data()) : null;
}

/** A campaign's ad sets and ads (at most `DELIVERY_ITEMS_SHOWN` of each), oldest first. */
export async function fetchDeliveryItems(
  uid: string,
  campaignId: string,
): Promise<{ adSets: AdSetRow[]; ads: AdRow[] }> {
  const { db, sdk } = await firestore();
  const read = (child: 'adSets' | 'ads') =>
    sdk.getDocs(
      sdk.query(
        sdk.collection(db, 'users', uid, 'campaigns', campaignId, child),
        sdk.orderBy('createdAt'),
        sdk.limit(DELIVERY_ITEMS_SHOWN),
      ),
    );
  const [adSets, ads] = await Promise.all([read('adSets'), read('ads')]);
  return {
    adSets: adSets.docs.flatMap((doc) => toAdSetRow(doc.id, doc.data()) ?? []),
    ads: ads.docs.flatMap((doc) => toAdRow(doc.id, doc.data()) ?? []),
  };
}

/** Whose history, for the pager. */
export interface HistoryQuery {
  readonly uid: string;
  readonly campaignId: string;
  /** Bumped after a change, to read the first page again. */
  readonly version: number;
}

/** One page of a campaign's history, newest first (`HISTORY_PAGE_SIZE + 1` documents at most). */
export async function fetchHistoryPage(
  query: HistoryQuery,
  after: PageCursor | null,
): Promise<CursorPage<HistoryRow>> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', query.uid, 'campaigns', query.campaignId, 'history'),
      sdk.orderBy('at', 'desc'),
      ...(after ? [sdk.startAfter(after as DocumentSnapshot)] : []),
      sdk.limit(HISTORY_PAGE_SIZE + 1),
    ),
  );
  return toCursorPage(snapshot.docs, HISTORY_PAGE_SIZE, (doc) => toHistoryRow(doc.id, doc.data()));
}

/**
 * Turns ad sets or ads of one campaign on or off through `updateDeliveryItems`.
 * @returns whether each id applied; a refused id carries its reason.
 * @throws FunctionsError when the whole call is refused.
 */
export async function updateDeliveryItems(
  campaignId: string,
  level: DeliveryItemLevel,
  ids: readonly string[],
  change: DeliveryItemChange,
): Promise<readonly CampaignChangeResult[]> {
  return changeResults(
    'updateDeliveryItems',
    await callFunction('updateDeliveryItems', { campaignId, level, ids, change }),
  );
}
