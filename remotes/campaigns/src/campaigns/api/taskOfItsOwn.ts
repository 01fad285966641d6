/**
 * Resolves in a task of its own (a timer's): a read that awaits it first builds its request and calls
 * `fetch` there. Reads that one commit's effects start together — the list's parts after its table:
 * the totals row's two aggregation queries, the drafts, the saved views, the preferences — each cost
 * the main thread a few milliseconds to build and send (a cross-origin `fetch` is not cheap), and in
 * the commit's task together they made it one of the load's longest (docs/performance.md). For reads no first
 * screen waits on; the first page's read starts at once.
 */
export function taskOfItsOwn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
