import { useEffect } from 'react';

/** Scrolls the window to the top whenever `pathname` changes (docs/product-rules.md §1). */
export function useScrollToTop(pathname: string): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
