/**
 * The checks a section applies to the rollup documents it reads (docs/product-rules.md §10.2): a
 * document is another writer's output, trusted only once it parses. Imported as
 * `@adplatform/delivery-metrics/schema`, so that the metric maths carry no zod.
 */
import * as z from 'zod/mini';
import { decodeMetricTuple, METRIC_TUPLE_PATTERN } from './dailyRollup';

/** One stored metric tuple ("12269,8430,222,7669,4,14218"), decoded to a `MetricTuple`. */
export const metricTupleSchema = z.pipe(
  z.string().check(z.regex(METRIC_TUPLE_PATTERN)),
  z.transform(decodeMetricTuple),
);

/** Stored metric tuples by a breakdown's value (a country, a device…), decoded. */
export const metricTuplesSchema = z.record(z.string(), metricTupleSchema);

/** A pair rollup document as the sections trust it (`StoredDailyPairRollup`), decoded to a `DailyPairRollup`. */
export const pairRollupSchema = z.object({
  date: z.iso.date(),
  pair: z.string(),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  campaigns: z.record(z.string(), metricTuplesSchema),
});
