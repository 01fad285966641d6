import { firestore } from 'shared-auth';
import { BULK_CHANGE_MAX } from '@adplatform/campaign-model';
import { sortFieldPath } from '../model/campaignQuery';
import { campaignFilters, type UserCampaignQuery } from './fetchCampaignPage';

/**
 * The ids of the campaigns matching `query`'s filters, for "select all that match" and a custom
 * range's totals: at most `limit` (by default `BULK_CHANGE_MAX`, what one change may take), in the
 * list's order.
 * @throws FirebaseError `permission-denied` when the rules refuse.
 */
export async function fetchMatchingIds(query: UserCampaignQuery, limit = BULK_CHANGE_MAX): Promise<string[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', query.uid, 'campaigns'),
      ...campaignFilters(sdk, query),
      sdk.orderBy(sortFieldPath(query), query.sortDirection),
      sdk.limit(limit),
    ),
  );
  return snapshot.docs.map((doc) => doc.id);
}
