import { useCallback } from 'react';
import { useSearchParams } from 'shared-auth';

/** The library's views, each with its URL (`?tab=`); the library itself has none. */
export const AD_LIBRARY_TABS = ['library', 'meta', 'boards', 'following'] as const;
/** A view of the ad library. */
export type AdLibraryTab = (typeof AD_LIBRARY_TABS)[number];

/** What the URL says the ad library shows, and the links that change it. */
export interface AdParams {
  readonly tab: AdLibraryTab;
  /** The ad whose detail is open (`?ad=`), or null. */
  readonly adId: string | null;
  /** The address (a `?…` search) of this page with the ad's detail open: a link that can be shared. */
  readonly detailHref: (adId: string) => string;
  readonly closeDetail: () => void;
  readonly showTab: (tab: AdLibraryTab) => void;
}

/**
 * The ad library's state kept in the URL (docs/product-rules.md §10.4): the view (`?tab=boards`) and the ad
 * whose detail is open (`?ad=ad-012`), so a detail can be shared and the back button closes it.
 */
export function useAdParams(): AdParams {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = AD_LIBRARY_TABS.find((candidate) => candidate === asked) ?? 'library';
  const adId = params.get('ad');
  const detailHref = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set('ad', id);
      return `?${next.toString()}`;
    },
    [params],
  );
  const closeDetail = useCallback(() => {
    const next = new URLSearchParams(params);
    next.delete('ad');
    setParams(next);
  }, [params, setParams]);
  const showTab = useCallback(
    (view: AdLibraryTab) => setParams(view === 'library' ? {} : { tab: view }),
    [setParams],
  );
  return { tab, adId, detailHref, closeDetail, showTab };
}
