import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { markFirstContent } from 'shared-auth';

/** An opaque query cursor: the last document of the page before. */
export type PageCursor = unknown;

/** One page of a list read with a query cursor. */
export interface CursorPage<Row> {
  readonly rows: Row[];
  /** The cursor that starts the next page, or null on the last page. */
  readonly nextCursor: PageCursor | null;
}

/** A paginated list's state: the current page, its position, how many rows match, and the controls. */
export interface CursorPagesState<Row> {
  readonly rows: Row[];
  readonly pageIndex: number;
  readonly hasNext: boolean;
  /** How many rows match the query (null while counting or without a counter). */
  readonly total: number | null;
  readonly loading: boolean;
  readonly error: unknown;
  readonly next: () => void;
  readonly previous: () => void;
  readonly reload: () => void;
}

/** Options of {@link useCursorPages}. Keep `fetchPage` and `count` stable (module functions or useCallback). */
export interface CursorPagesOptions<Query, Row> {
  /** The filters and sort; a new object starts again at the first page. */
  readonly query: Query;
  /** Reads one page after `cursor` (null: the first page). */
  readonly fetchPage: (query: Query, cursor: PageCursor | null) => Promise<CursorPage<Row>>;
  /** Counts the rows that match (a server-side aggregation), if the list shows a total. */
  readonly count?: (query: Query) => Promise<number>;
  /** A name for the console when a read fails. */
  readonly label: string;
  /**
   * The first page and count of the first query when they are already read (a read made ahead,
   * shared-auth `SectionModule.prepare`): the list shows them in its first render, without a
   * loading one. Called once, when the list mounts.
   */
  readonly atHand?: (query: Query) => ListAtHand<Row>;
}

/** What {@link CursorPagesOptions.atHand} finds already read: either may be null. */
export interface ListAtHand<Row> {
  readonly page: CursorPage<Row> | null;
  readonly total: number | null;
}

interface Position<Query> {
  readonly query: Query;
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

/**
 * Pages through a Firestore list with query cursors (docs/architecture.md "Lists are paginated with query cursors"):
 * a new query starts again at the first page; the cursors of pages already seen are kept, so
 * "previous" costs one page read; while a page loads, the previous rows stay on screen.
 */
export function useCursorPages<Query, Row>({
  query,
  fetchPage,
  count,
  label,
  atHand,
}: CursorPagesOptions<Query, Row>): CursorPagesState<Row> {
  const [position, setPosition] = useState<Position<Query>>({ query, cursors: [null], pageIndex: 0 });
  const [reloads, setReloads] = useState(0);
  // A new query resets the position during render, so no read is made for a stale cursor.
  if (position.query !== query) setPosition({ query, cursors: [null], pageIndex: 0 });
  const current = position.query === query ? position : { query, cursors: [null], pageIndex: 0 };
  const cursor = current.cursors[current.pageIndex] ?? null;

  const pageRequest = useMemo(
    () => ({ query, cursor, reloads, fetchPage }),
    [query, cursor, reloads, fetchPage],
  );
  const countRequest = useMemo(() => ({ query, reloads, count }), [query, reloads, count]);
  // What was read ahead answers the first requests: their effects read nothing.
  const [found] = useState(() => atHand?.(query) ?? { page: null, total: null });
  const answeredAhead = useRef<readonly unknown[]>([
    found.page && pageRequest,
    found.total !== null && countRequest,
  ]);
  const [page, setPage] = useState<Answer<typeof pageRequest, CursorPage<Row>> | null>(() =>
    found.page ? { request: pageRequest, value: found.page } : null,
  );
  const [total, setTotal] = useState<Answer<typeof countRequest, number> | null>(() =>
    found.total !== null ? { request: countRequest, value: found.total } : null,
  );

  // Answers render as transitions: React builds a page of rows in slices, so that the page stays
  // responsive while a list fills (docs/performance.md).
  useEffect(() => {
    if (answeredAhead.current.includes(pageRequest)) return undefined;
    let cancelled = false;
    pageRequest.fetchPage(pageRequest.query, pageRequest.cursor).then(
      (value) => !cancelled && startTransition(() => setPage({ request: pageRequest, value })),
      (error: unknown) => {
        console.error(`[${label}] page read failed`, error);
        if (!cancelled) setPage({ request: pageRequest, error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [pageRequest, label]);

  useEffect(() => {
    if (!countRequest.count || answeredAhead.current.includes(countRequest)) return;
    let cancelled = false;
    countRequest.count(countRequest.query).then(
      (value) => !cancelled && startTransition(() => setTotal({ request: countRequest, value })),
      (error: unknown) => console.warn(`[${label}] count failed`, error),
    );
    return () => {
      cancelled = true;
    };
  }, [countRequest, label]);

  // The first page on screen is the section's first data (shared-auth `markFirstContent`).
  useEffect(() => {
    if (page?.value) markFirstContent();
  }, [page]);

  const fresh = page?.request === pageRequest ? page : null;
  const shown = fresh?.value ?? page?.value ?? { rows: [], nextCursor: null };
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
    total: total?.request === countRequest ? (total.value ?? null) : null,
    loading: fresh === null,
    error: fresh?.error ?? null,
    next,
    previous,
    reload,
  };
}

/**
 * Reads `pageSize + 1` documents at most, the extra one only telling whether a next page exists.
 * @param docs - the snapshot's documents of a query limited to `pageSize + 1`
 * @param toRow - turns a document into a row, or null to skip it (malformed)
 */
export function toCursorPage<Doc, Row>(
  docs: readonly Doc[],
  pageSize: number,
  toRow: (doc: Doc) => Row | null,
): CursorPage<Row> {
  const shown = docs.slice(0, pageSize);
  return {
    rows: shown.map(toRow).filter((row): row is Row => row !== null),
    nextCursor: docs.length > pageSize ? (shown[shown.length - 1] ?? null) : null,
  };
}
