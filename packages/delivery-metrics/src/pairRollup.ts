import { encodeMetricTuple, REPORT_DIMENSIONS, type ReportDimension } from './dailyRollup';
import type { MetricTuple } from './metrics';

/**
 * Daily pair rollups: each campaign's day crossed by two audience dimensions at once (age by gender,
 * country by device…), for a pivot of any two (docs/product-rules.md §10.2). The daily rollup holds
 * each dimension on its own; the crosses live apart, one document a day per pair,
 * `users/{uid}/dailyPairMetrics/{pair}/days/{YYYY-MM-DD}`, so that only a report that asks for a
 * pair reads it (docs/decisions/0015-pair-rollups.md). Each cell's row sums to the first dimension's
 * breakdown of that campaign's day and each column to the second's, exactly.
 */

/** A pair of audience dimensions, the first before the second in `REPORT_DIMENSIONS` order. */
export type ReportDimensionPair = readonly [ReportDimension, ReportDimension];

/** The ten pairs of audience dimensions, each once, in canonical order. */
export const REPORT_DIMENSION_PAIRS: readonly ReportDimensionPair[] = REPORT_DIMENSIONS.flatMap(
  (first, index) => REPORT_DIMENSIONS.slice(index + 1).map((second): ReportDimensionPair => [first, second]),
);

/**
 * The canonical pair of two different dimensions, and whether `a` and `b` came in the other order
 * (a pivot of rows `a` against columns `b` then reads the pair transposed).
 * @throws Error when `a` and `b` are the same dimension.
 */
export function dimensionPair(
  a: ReportDimension,
  b: ReportDimension,
): { readonly pair: ReportDimensionPair; readonly swapped: boolean } {
  if (a === b) throw new Error(`A pair needs two dimensions, not ${a} twice`);
  const swapped = REPORT_DIMENSIONS.indexOf(a) > REPORT_DIMENSIONS.indexOf(b);
  return { pair: swapped ? [b, a] : [a, b], swapped };
}

/** The document id of a pair's collection, e.g. `age_gender`. */
export function pairId(pair: ReportDimensionPair): string {
  return `${pair[0]}_${pair[1]}`;
}

/** The separator of a cell key: `${first value}|${second value}`, e.g. `25-34|female`. */
export const PAIR_CELL_SEPARATOR = '|';

/** The key of the cell of `first` (a value of the pair's first dimension) and `second`. */
export function pairCellKey(first: string, second: string): string {
  return `${first}${PAIR_CELL_SEPARATOR}${second}`;
}

/** One day of one pair, decoded: per campaign, its delivery in each cell (empty cells absent). */
export interface DailyPairRollup {
  /** The calendar day, `YYYY-MM-DD`, also the document id. */
  readonly date: string;
  /** `pairId` of the pair. */
  readonly pair: string;
  /** ISO 4217 code of every money field (the account currency). */
  readonly currency: string;
  /** Keyed by campaign id, then by `pairCellKey`. */
  readonly campaigns: Readonly<Record<string, Readonly<Record<string, MetricTuple>>>>;
}

/** The pair rollup document as stored: every tuple encoded by `encodeMetricTuple`. */
export interface StoredDailyPairRollup {
  readonly date: string;
  readonly pair: string;
  readonly currency: string;
  readonly campaigns: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** A pair rollup as stored in Firestore. */
export function encodeDailyPairRollup(rollup: DailyPairRollup): StoredDailyPairRollup {
  return {
    date: rollup.date,
    pair: rollup.pair,
    currency: rollup.currency,
    campaigns: Object.fromEntries(
      Object.entries(rollup.campaigns).map(([id, cells]) => [
        id,
        Object.fromEntries(Object.entries(cells).map(([key, tuple]) => [key, encodeMetricTuple(tuple)])),
      ]),
    ),
  };
}

/** The collection of an advertiser's pair rollups (each pair's days in its `days` subcollection). */
export const DAILY_PAIR_METRICS_COLLECTION = 'dailyPairMetrics';
