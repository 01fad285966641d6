import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CampaignQuery } from '../model/campaignQuery';
import type { CampaignRow } from '../model/campaignRow';
import { countCampaigns, fetchCampaignPage, type CampaignPage, type PageCursor } from './fetchCampaignPage';

/** The campaigns list's state: the current page, its position, and how many campaigns match. */
export interface CampaignListState {
  readonly rows: CampaignRow[];
  readonly pageIndex: number;
  readonly hasNext: boolean;
  readonly total: number | null;
  readonly loading: boolean;
  readonly error: unknown;
  readonly next: () => void;
  readonly previous: () => void;
  readonly reload: () => void;
}

interface Position {
  readonly query: CampaignQuery;
  /** The cursor that starts each page seen so far (null for the first). */
  readonly cursors: readonly (PageCursor | null)[];
  readonly pageIndex: number;
}

/** An answer, tied to the request that produced it so that a stale one is never shown. */
interface Answer<Request, Value> {
  readonly request: Request;
  readonly value?: Value;
  readonly error?: unknown;
}

const EMPTY_PAGE: CampaignPage = { rows: [], nextCursor: null };

/**
 * Pages through the signed-in user's campaigns with query cursors. A new query starts again at the
 * first page; the cursors of pages already seen are kept, so "previous" costs one page read.
 */
export function useCampaignList(uid: string, query: CampaignQuery, pageSize: number): CampaignListState {
  const [position, setPosition] = useState<Position>({ query, cursors: [null], pageIndex: 0 });
  const [reloads, setReloads] = useState(0);
  // A new query resets the position during render, so no read is made for a stale cursor.
  if (position.query !== query) setPosition({ query, cursors: [null], pageIndex: 0 });
  const current = position.query === query ? position : { query, cursors: [null], pageIndex: 0 };
  const cursor = current.cursors[current.pageIndex] ?? null;

  const pageRequest = useMemo(
    () => ({ uid, query, pageSize, cursor, reloads }),
    [uid, query, pageSize, cursor, reloads],
  );
  const countRequest = useMemo(() => ({ uid, query, reloads }), [uid, query, reloads]);
  const [page, setPage] = useState<Answer<typeof pageRequest, CampaignPage> | null>(null);
  const [count, setCount] = useState<Answer<typeof countRequest, number> | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchCampaignPage(pageRequest.uid, pageRequest.query, pageRequest.pageSize, pageRequest.cursor).then(
      (value) => !cancelled && setPage({ request: pageRequest, value }),
      (error: unknown) => {
        console.error('[campaigns] page read failed', error);
        if (!cancelled) setPage({ request: pageRequest, error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [pageRequest]);

  useEffect(() => {
    let cancelled = false;
    countCampaigns(countRequest.uid, countRequest.query).then(
      (value) => !cancelled && setCount({ request: countRequest, value }),
      (error: unknown) => console.warn('[campaigns] count failed', error),
    );
    return () => {
      cancelled = true;
    };
  }, [countRequest]);

  const fresh = page?.request === pageRequest ? page : null;
  // While the next page loads, the previous rows stay on screen (the table shows its spinner).
  const shown = fresh?.value ?? page?.value ?? EMPTY_PAGE;
  const nextCursor = fresh?.value?.nextCursor ?? null;

  const next = useCallback(() => {
    if (!nextCursor) return;
    setPosition((known) => ({
      ...known,
      cursors: [...known.cursors.slice(0, known.pageIndex + 1), nextCursor],
      pageIndex: known.pageIndex + 1,
    }));
  }, [nextCursor]);
  const previous = useCallback(
    () => setPosition((known) => ({ ...known, pageIndex: Math.max(0, known.pageIndex - 1) })),
    [],
  );
  const reload = useCallback(() => setReloads((value) => value + 1), []);

  return {
    rows: shown.rows,
    pageIndex: current.pageIndex,
    hasNext: nextCursor !== null,
    total: count?.request === countRequest ? (count.value ?? null) : null,
    loading: fresh === null,
    error: fresh?.error ?? null,
    next,
    previous,
    reload,
  };
}
