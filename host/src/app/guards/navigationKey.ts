import { useState } from 'react';

/** The parts of a router location that tell one navigation from another. */
export interface NavigationPoint {
  readonly pathname: string;
  readonly search: string;
  /** The history entry's key (react-router's `location.key`). */
  readonly key: string;
}

/**
 * Whether moving from `previous` to `next` is a navigation (docs/product-rules.md §2): another path,
 * or the same address entered again (a new history entry, e.g. the section's link clicked while on it).
 * A change of the query string alone is a screen's own state (an opened campaign, a filter), not a
 * navigation: the guard does not read the subscription record again for it.
 * @param previous - the location before, or null on the first render
 */
export function isNavigation(previous: NavigationPoint | null, next: NavigationPoint): boolean {
  if (previous === null || previous.pathname !== next.pathname) return true;
  return previous.search === next.search && previous.key !== next.key;
}

/**
 * An id that changes on every navigation in the sense of {@link isNavigation} and stays the same
 * while only the query string changes.
 * @returns the history key of the location the current navigation started at
 */
export function useNavigationKey(location: NavigationPoint): string {
  const [current, setCurrent] = useState({ point: location, id: location.key });
  if (
    current.point.pathname === location.pathname &&
    current.point.search === location.search &&
    current.point.key === location.key
  )
    return current.id;
  const id = isNavigation(current.point, location) ? location.key : current.id;
  // Derived state, updated during the render that sees the new location (React's documented pattern).
  setCurrent({ point: location, id });
  return id;
}
