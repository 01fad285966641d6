import { firestore } from 'shared-auth';
import {
  DAILY_METRICS_COLLECTION,
  DAILY_PAIR_METRICS_COLLECTION,
  pairId,
  type DailyPairRollup,
  type DailyRollup,
  type ReportDimensionPair,
} from '@adplatform/delivery-metrics';
import {
  metricTupleSchema as tuple,
  metricTuplesSchema as tuples,
  pairRollupSchema,
} from '@adplatform/delivery-metrics/schema';
import * as z from 'zod/mini';
import type { ReportRange } from '../model/dateRange';

const campaignDay = z.object({
  name: z.string(),
  total: tuple,
  country: tuples,
  device: tuples,
  // Absent in rollups written before these breakdowns were reported.
  placement: z.optional(tuples),
  age: z.optional(tuples),
  gender: z.optional(tuples),
  adSet: z.optional(tuples),
  ad: z.optional(tuples),
  names: z.optional(z.record(z.string(), z.string())),
});
/** A rollup document as the report trusts it (shared-auth `StoredDailyRollup`), decoded. */
const rollupSchema = z.object({
  date: z.iso.date(),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  campaigns: z.record(z.string(), campaignDay),
});

/** The rollups read for one report. */
export interface RollupRead {
  readonly rollups: DailyRollup[];
  /** Documents left out because they break the contract (logged; the report shows the rest). */
  readonly malformed: number;
}

/**
 * The user's daily rollups over `spans` (a report's period and the periods it is compared with, joined
 * where they meet: `readSpans`), one query each: at most one document per day (docs/product-rules.md
 * §10.2), whatever the number of campaigns.
 * @throws FirebaseError `permission-denied` when the plan or subscription does not allow reporting.
 */
export async function fetchRollups(uid: string, spans: readonly ReportRange[]): Promise<RollupRead> {
  const { db, sdk } = await firestore();
  const snapshots = await Promise.all(
    spans.map((span) =>
      sdk.getDocs(
        sdk.query(
          sdk.collection(db, 'users', uid, DAILY_METRICS_COLLECTION),
          sdk.where('date', '>=', span.from),
          sdk.where('date', '<=', span.to),
          sdk.orderBy('date'),
        ),
      ),
    ),
  );
  const rollups: DailyRollup[] = [];
  let malformed = 0;
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const parsed = rollupSchema.safeParse(doc.data());
    if (parsed.success) rollups.push(parsed.data);
    else {
      malformed += 1;
      console.warn(`[reporting] rollup ${doc.id} breaks the contract`, parsed.error.issues[0]);
    }
  }
  return { rollups, malformed };
}

/**
 * Whether the user has any delivery at all: one daily rollup, whatever its date (one document read,
 * made only when a report comes back empty, to tell a new account from a quiet period).
 * @throws FirebaseError as {@link fetchRollups}.
 */
export async function hasAnyDelivery(uid: string): Promise<boolean> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'users', uid, DAILY_METRICS_COLLECTION), sdk.limit(1)),
  );
  return !snapshot.empty;
}

/**
 * The user's pair rollups of `pair` over `range`, one query: at most one document per day
 * (docs/product-rules.md §10.2), read only when a pivot of two audience dimensions is shown.
 * Documents that break the contract are left out and logged.
 * @throws FirebaseError as {@link fetchRollups}.
 */
export async function fetchPairRollups(
  uid: string,
  pair: ReportDimensionPair,
  range: ReportRange,
): Promise<DailyPairRollup[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', uid, DAILY_PAIR_METRICS_COLLECTION, pairId(pair), 'days'),
      sdk.where('date', '>=', range.from),
      sdk.where('date', '<=', range.to),
      sdk.orderBy('date'),
    ),
  );
  return snapshot.docs.flatMap((doc) => {
    const parsed = pairRollupSchema.safeParse(doc.data());
    if (parsed.success) return [parsed.data];
    console.warn(`[reporting] pair rollup ${doc.id} breaks the contract`, parsed.error.issues[0]);
    return [];
  });
}
