import { useCallback, useEffect, useState } from 'react';
import { fetchRollups, type RollupRead } from '../api/rollupQueries';
import type { ReportRange } from '../model/dateRange';

/** The state of the rollups behind one report. */
export interface RollupsState {
  /** The last rollups read (kept while a new range loads, so the page does not flash empty). */
  readonly read: RollupRead | null;
  /** The range `read` belongs to. */
  readonly readRange: ReportRange | null;
  readonly loading: boolean;
  readonly error: boolean;
  readonly reload: () => void;
}

interface Answer {
  /** The request it answers: range and attempt. */
  readonly key: string;
  readonly read: RollupRead | null;
  readonly readRange: ReportRange | null;
  readonly error: boolean;
}

/**
 * Reads the rollups of `range` and its comparison period for `uid`, again whenever the range changes
 * or `reload` is called; an answer to an older request never replaces a newer one.
 */
export function useRollups(uid: string, range: ReportRange): RollupsState {
  const [answer, setAnswer] = useState<Answer>({ key: '', read: null, readRange: null, error: false });
  const [attempt, setAttempt] = useState(0);
  const { from, to } = range;
  const key = `${uid}|${from}|${to}|${attempt}`;

  useEffect(() => {
    let current = true;
    fetchRollups(uid, { from, to }).then(
      (read) => {
        if (current) setAnswer({ key, read, readRange: { from, to }, error: false });
      },
      (error: unknown) => {
        console.error('[reporting] rollups could not be read', error);
        if (current) setAnswer((previous) => ({ ...previous, key, error: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [uid, from, to, key]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const settled = answer.key === key;
  return {
    read: answer.read,
    readRange: answer.readRange,
    loading: !settled,
    error: settled && answer.error,
    reload,
  };
}
