import { useEffect, useState } from 'react';
import { searchInterests, type FoundInterests } from '../api/audiences';

/** How long typing pauses before the search is sent, in ms. */
const SEARCH_PAUSE_MS = 300;

/** A search's state: what it found for `query`, while another may be under way. */
export interface InterestSearch {
  readonly query: string;
  readonly result: FoundInterests | null;
  readonly state: 'loading' | 'ready' | 'failed';
}

/**
 * The interests served for `query` (docs/product-rules.md §10.6), searched once typing pauses, only
 * while `open` (the list is shown); the last answer stays shown until the next one arrives. Answers
 * are kept per query and language for the wizard's life.
 */
export function useInterestSearch(query: string, language: string, open: boolean): InterestSearch {
  const [answers, setAnswers] = useState<ReadonlyMap<string, FoundInterests>>(new Map());
  const [failed, setFailed] = useState<string | null>(null);
  const [last, setLast] = useState<FoundInterests | null>(null);
  const key = `${language}|${query.trim()}`;
  const known = answers.get(key);
  useEffect(() => {
    if (!open || known) return;
    let current = true;
    const timer = setTimeout(() => {
      searchInterests(query.trim(), language).then(
        (found) => {
          if (!current) return;
          setAnswers((previous) => new Map(previous).set(key, found));
          setLast(found);
          setFailed(null);
        },
        (error: unknown) => {
          console.error('[creation] interests not searched', error);
          if (current) setFailed(key);
        },
      );
    }, SEARCH_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, open, known, query, language]);
  return {
    query,
    result: known ?? last,
    state: known ? 'ready' : failed === key ? 'failed' : 'loading',
  };
}
