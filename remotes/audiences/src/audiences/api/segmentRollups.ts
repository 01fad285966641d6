import {
  DAILY_PAIR_METRICS_COLLECTION,
  decodeMetricTuple,
  METRIC_TUPLE_PATTERN,
  pairId,
  type DailyPairRollup,
} from '@adplatform/delivery-metrics';
import { firestore } from 'shared-auth';
import * as z from 'zod/mini';
import type { DaySpan } from '../model/segments';

const tuple = z.pipe(z.string().check(z.regex(METRIC_TUPLE_PATTERN)), z.transform(decodeMetricTuple));

/** A pair rollup document as the section trusts it (`StoredDailyPairRollup`), decoded. */
const pairRollupSchema = z.object({
  date: z.iso.date(),
  pair: z.string(),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  campaigns: z.record(z.string(), z.record(z.string(), tuple)),
});

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
