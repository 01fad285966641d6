import { useCallback, useEffect, useState } from 'react';

/** A read's state: the last answer (kept while the next loads, so a view never flashes empty). */
export interface ReadState<T> {
  readonly data: T | null;
  readonly state: 'loading' | 'ready' | 'error';
  /** Reads again (after an error, or to refresh). */
  readonly retry: () => void;
}

interface Answer<T> {
  /** The request it answers: the caller's key and the attempt. */
  readonly key: string;
  readonly data: T | null;
  readonly error: boolean;
}

/**
 * Runs `read` whenever `key` changes or `retry` is called; an answer to an older request never
 * replaces a newer one. `read` must depend on nothing that `key` does not name. A failure is logged
 * with `label` (e.g. "[creation] posts not listed") and reported as the `error` state.
 */
export function useRead<T>(key: string, read: () => Promise<T>, label: string): ReadState<T> {
  const [answer, setAnswer] = useState<Answer<T>>({ key: '', data: null, error: false });
  const [attempt, setAttempt] = useState(0);
  const request = `${key}|${attempt}`;
  useEffect(() => {
    let current = true;
    read().then(
      (data) => {
        if (current) setAnswer({ key: request, data, error: false });
      },
      (error: unknown) => {
        console.error(label, error);
        if (current) setAnswer((previous) => ({ key: request, data: previous.data, error: true }));
      },
    );
    return () => {
      current = false;
    };
    // `read` is named by `key` (see above): a new closure for the same key reads nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const state = answer.key !== request ? 'loading' : answer.error ? 'error' : 'ready';
  return { data: answer.data, state, retry };
}
