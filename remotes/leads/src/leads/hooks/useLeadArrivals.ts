import { useEffect, useRef } from 'react';
import { newestLeadId } from '../api/leadQueries';

/** How often an open leads list asks whether a lead arrived, in ms, while its page is visible. */
export const ARRIVALS_POLL_MS = 5_000;

/**
 * Calls `onArrived` when a lead newer than the newest one seen comes in (docs/product-rules.md
 * §10.3: leads from the networks' forms show without a reload). The page reads with Firestore Lite,
 * which has no listeners, so it asks for the newest lead's id, one read, every {@link ARRIVALS_POLL_MS}
 * while the page is visible; a failed ask is tried again at the next.
 */
export function useLeadArrivals(uid: string, onArrived: () => void): void {
  const callback = useRef(onArrived);
  useEffect(() => {
    callback.current = onArrived;
  });
  useEffect(() => {
    let newest: string | null | undefined;
    let asking = false;
    const ask = async () => {
      if (asking || document.hidden) return;
      asking = true;
      try {
        const id = await newestLeadId(uid);
        if (newest !== undefined && id !== null && id !== newest) callback.current();
        newest = id;
      } catch (error) {
        console.warn('[leads] arrivals not read', error);
      } finally {
        asking = false;
      }
    };
    void ask();
    const timer = window.setInterval(() => void ask(), ARRIVALS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [uid]);
}
