import { useEffect } from 'react';

/**
 * Marks `<html data-app-live>` when it commits: placed inside each screen's Suspense boundary (and in
 * the message of a screen that could not load), so the mark means the screen on the page is the
 * app's — a prerendered one hydrated, its links and buttons working (docs/architecture.md "First
 * paint"; the end-to-end tests wait for it). Renders nothing, so hydration finds no extra markup.
 */
export function AppLiveMark(): null {
  useEffect(() => document.documentElement.setAttribute('data-app-live', ''), []);
  return null;
}
