import { useCallback, useEffect, useState } from 'react';
import { fetchRollups, type RollupRead } from '../api/rollupQueries';
import type { ReportRange } from '../model/dateRange';
import { comparisonRange, readSpans, type Comparison } from '../model/comparison';

/** The state of the rollups behind one report. */
export interface RollupsState {
  /** The last rollups read (kept while a new range loads, so the page does not flash empty). */
  readonly read: RollupRead | null;
  /** The range `read` belongs to. */
  readonly readRange: ReportRange | null;
  /** The comparisons `read` covers. */
  readonly readCompare: readonly Comparison[];
  readonly loading: boolean;
  readonly error: boolean;
  readonly reload: () => void;
}

interface Answer {
  /** The request it answers: range and attempt. */
  readonly key: string;
  readonly read: RollupRead | null;
  readonly readRange: ReportRange | null;
  readonly readCompare: readonly Comparison[];
  readonly error: boolean;
}

/**
 * Reads the rollups of `range` and of the periods in `compare` for `uid`, again whenever they change
 * or `reload` is called; an answer to an older request never replaces a newer one.
 */
export function useRollups(uid: string, range: ReportRange, compare: readonly Comparison[]): RollupsState {
  const [answer, setAnswer] = useState<Answer>({
    key: '',
    read: null,
    readRange: null,
    readCompare: [],
    error: false,
  });
  const [attempt, setAttempt] = useState(0);
  const { from, to } = range;
  const comparisons = compare.join(',');
  const key = `${uid}|${from}|${to}|${comparisons}|${attempt}`;

  useEffect(() => {
    let current = true;
    const compared = comparisons ? (comparisons.split(',') as Comparison[]) : [];
    const spans = readSpans([{ from, to }, ...compared.map((item) => comparisonRange(item, { from, to }))]);
    fetchRollups(uid, spans).then(
      (read) => {
        if (current) setAnswer({ key, read, readRange: { from, to }, readCompare: compared, error: false });
      },
      (error: unknown) => {
        console.error('[reporting] rollups could not be read', error);
        if (current) setAnswer((previous) => ({ ...previous, key, error: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [uid, from, to, comparisons, key]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const settled = answer.key === key;
  return {
    read: answer.read,
    readRange: answer.readRange,
    readCompare: answer.readCompare,
    loading: !settled,
    error: settled && answer.error,
    reload,
  };
}
