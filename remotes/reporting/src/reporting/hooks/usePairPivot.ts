import { useCallback, useEffect, useMemo, useState } from 'react';
import { dimensionPair, type DailyPairRollup, type ReportDimension } from '@adplatform/delivery-metrics';
import { fetchPairRollups } from '../api/rollupQueries';
import type { ReportRange } from '../model/dateRange';
import { buildPairPivot, type PairPivot } from '../model/pairPivot';

/** The state of a pivot of two audience dimensions. */
export interface PairPivotState {
  /** The pivot of the last rollups read of this pair (kept while another range loads). */
  readonly pivot: PairPivot | null;
  readonly loading: boolean;
  readonly error: boolean;
  readonly reload: () => void;
}

/**
 * Reads the pair rollups behind a pivot of `rows` against `columns` over `range` (again when they
 * change or `reload` is called; an older answer never replaces a newer one) and pivots them for
 * every campaign or `campaignId` (docs/product-rules.md §10.2).
 */
export function usePairPivot(
  uid: string,
  rows: ReportDimension,
  columns: ReportDimension,
  range: ReportRange,
  campaignId: string | null,
): PairPivotState {
  const [answer, setAnswer] = useState<{
    key: string;
    pair: string;
    range: ReportRange;
    rollups: readonly DailyPairRollup[] | null;
    error: boolean;
  }>({ key: '', pair: '', range: { from: '', to: '' }, rollups: null, error: false });
  const [attempt, setAttempt] = useState(0);
  const { pair } = dimensionPair(rows, columns);
  const [first, second] = pair;
  const { from, to } = range;
  const key = `${uid}|${first}|${second}|${from}|${to}|${attempt}`;

  useEffect(() => {
    let current = true;
    fetchPairRollups(uid, [first, second], { from, to }).then(
      (rollups) => {
        if (current)
          setAnswer({ key, pair: `${first}|${second}`, range: { from, to }, rollups, error: false });
      },
      (error: unknown) => {
        console.error('[reporting] pair rollups could not be read', error);
        if (current) setAnswer((previous) => ({ ...previous, key, error: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [uid, first, second, from, to, key]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const pivot = useMemo(
    () =>
      answer.rollups && answer.pair === `${first}|${second}`
        ? buildPairPivot(answer.rollups, answer.range, campaignId, rows, columns)
        : null,
    [answer, first, second, rows, columns, campaignId],
  );
  const settled = answer.key === key;
  return { pivot, loading: !settled, error: settled && answer.error, reload };
}
