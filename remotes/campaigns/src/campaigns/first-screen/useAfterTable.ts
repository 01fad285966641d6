import { startTransition, useEffect, useRef, useState } from 'react';
import type { AfterTable } from './afterTable';

/** The after-table parts as the list shows them: each null until its commit. */
export interface AfterTableStages {
  /** The whole chunk, from its first commit: the rows' editing controls read it. */
  readonly first: AfterTable | null;
  /** The same, one commit later: the drafts, the view toolbar, the totals row and the pager. */
  readonly rest: AfterTable | null;
}

/**
 * The parts of the campaigns list that load after its first page (`afterTable.ts`), requested in the
 * task after the frame that paints the page, so that they never delay it, and shown in two commits, each a
 * transition: the rows' editing controls first, the other parts in the next task
 * (docs/performance.md: one commit of them all was one long task on a
 * mid-range phone; two are two short ones).
 * @param listLoading - whether the list's first page is still loading (nothing is requested until it is not)
 * @param load - loads the parts (the chunk and its strings), a function that keeps its identity;
 *   rejects when the chunk cannot load
 * @returns the parts per stage; both stay null when loading fails (logged, the list works without them)
 */
export function useAfterTable(listLoading: boolean, load: () => Promise<AfterTable>): AfterTableStages {
  const [first, setFirst] = useState<AfterTable | null>(null);
  const [rest, setRest] = useState<AfterTable | null>(null);
  // A ref, not state: latching the request in state rendered the whole table again for nothing.
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current || listLoading) return undefined;
    // The task after the frame that paints the page: loading the chunk (its script, its shared
    // modules) is not added to the frame's own task.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        requested.current = true;
        load().then(
          (loaded) => startTransition(() => setFirst(loaded)),
          (error: unknown) => console.error('[campaigns] list controls could not load', error),
        );
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [listLoading, load]);
  // Runs after the first stage's commit, so the second renders and commits in a task of its own.
  useEffect(() => {
    if (first && !rest) startTransition(() => setRest(first));
  }, [first, rest]);
  return { first, rest };
}
