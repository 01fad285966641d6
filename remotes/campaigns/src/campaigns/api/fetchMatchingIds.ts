import { firestore } from 'shared-auth';
import { BULK_CHANGE_MAX, normaliseSearchTerm } from '@adplatform/campaign-model';
import { sortFieldPath } from '../model/campaignQuery';
import { campaignFilters, type UserCampaignQuery } from './campaignFilters';
import { orderedSearchMatches } from './searchMatches';

/**
 * The ids of the campaigns matching `query`'s filters, for "select all that match" and a custom
 * range's totals: at most `limit` (by default `BULK_CHANGE_MAX`, what one change may take), in the
 * list's order (a search's from its matches, `orderedSearchMatches`).
 * @throws FirebaseError `permission-denied` when the rules refuse.
 */
export async function fetchMatchingIds(query: UserCampaignQuery, limit = BULK_CHANGE_MAX): Promise<string[]> {
  if (normaliseSearchTerm(query.search))
    return (await orderedSearchMatches(query)).slice(0, limit).map((row) => row.id);
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', query.uid, 'campaigns'),
      ...campaignFilters(sdk, query, { ordered: true }),
      sdk.orderBy(sortFieldPath(query), query.sortDirection),
      sdk.limit(limit),
    ),
  );
  return snapshot.docs.map((doc) => doc.id);
}
