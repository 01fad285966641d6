import { firestore } from 'shared-auth';
import {
  DAILY_METRICS_COLLECTION,
  decodeMetricTuple,
  METRIC_TUPLE_PATTERN,
  type DailyRollup,
} from '@adplatform/delivery-metrics';
import * as z from 'zod/mini';
import { previousRange, type ReportRange } from '../model/dateRange';

const tuple = z.pipe(z.string().check(z.regex(METRIC_TUPLE_PATTERN)), z.transform(decodeMetricTuple));
const campaignDay = z.object({
  name: z.string(),
  total: tuple,
  country: z.record(z.string(), tuple),
  device: z.record(z.string(), tuple),
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
 * The user's daily rollups over `range` and its comparison period, in one query: at most one
 * document per day (docs/product-rules.md §10.2), whatever the number of campaigns.
 * @throws FirebaseError `permission-denied` when the plan or subscription does not allow reporting.
 */
export async function fetchRollups(uid: string, range: ReportRange): Promise<RollupRead> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', uid, DAILY_METRICS_COLLECTION),
      sdk.where('date', '>=', previousRange(range).from),
      sdk.where('date', '<=', range.to),
      sdk.orderBy('date'),
    ),
  );
  const rollups: DailyRollup[] = [];
  let malformed = 0;
  for (const doc of snapshot.docs) {
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
