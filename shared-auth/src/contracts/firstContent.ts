/**
 * The first screen's data is on it: the section the page opened on says so once it shows its first
 * data (a list's first page, a report), and the host starts its idle work — priming the other
 * sections' styles, fetching their code — only then, so that none of it competes with that data
 * (docs/performance.md).
 */

let shown = false;
const listeners = new Set<() => void>();

/** Called by a section when its first data shows; later calls do nothing. */
export function markFirstContent(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/**
 * Calls `listener` once the first content has shown (at once if it already has).
 * @returns a function that stops waiting
 */
export function onFirstContent(listener: () => void): () => void {
  if (shown) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
