import { DAILY_PAIR_METRICS_COLLECTION, pairId, type DailyPairRollup } from '@adplatform/delivery-metrics';
import { pairRollupSchema } from '@adplatform/delivery-metrics/schema';
import { firestore } from 'shared-auth';
import type { DaySpan } from '../model/segments';

/**
 * The account's age-by-gender pair rollups over `span`: one query, at most one document a day
 * (docs/product-rules.md §10.2). A document that breaks the contract is left out and logged.
 * @param accountId - the account whose delivery is read (`users/{accountId}`)
 * @throws FirebaseError `permission-denied` when the plan or subscription does not allow reporting
 */
export async function fetchSegmentRollups(accountId: string, span: DaySpan): Promise<DailyPairRollup[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(
        db,
        'users',
        accountId,
        DAILY_PAIR_METRICS_COLLECTION,
        pairId(['age', 'gender']),
        'days',
      ),
      sdk.where('date', '>=', span.from),
      sdk.where('date', '<=', span.to),
      sdk.orderBy('date'),
    ),
  );
  return snapshot.docs.flatMap((doc) => {
    const parsed = pairRollupSchema.safeParse(doc.data());
    if (parsed.success) return [parsed.data];
    console.warn(`[audiences] pair rollup ${doc.id} breaks the contract`, parsed.error.issues[0]);
    return [];
  });
}
