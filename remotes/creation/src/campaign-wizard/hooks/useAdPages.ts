import { useEffect, useRef, useState } from 'react';
import { adPagesRefusalOf, readAdPages, type AdPage, type AdPagesRefusal } from '../api/adIdentities';

/** The Pages a Meta campaign may speak as: loading, read, or refused with its reason. */
export type AdPagesState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'read'; readonly pages: readonly AdPage[] }
  | { readonly kind: 'refused'; readonly refusal: AdPagesRefusal };

/**
 * Reads the Pages once `wanted` (Meta is the campaign's destination), and keeps them for the wizard's
 * life: going back and forth between destinations reads Meta once.
 */
export function useAdPages(wanted: boolean): AdPagesState {
  const [state, setState] = useState<AdPagesState>({ kind: 'loading' });
  const requested = useRef(false);
  useEffect(() => {
    if (!wanted || requested.current) return;
    requested.current = true;
    readAdPages().then(
      (pages) => setState({ kind: 'read', pages }),
      (error: unknown) => {
        console.error('[creation] Pages not read from Meta', error);
        setState({ kind: 'refused', refusal: adPagesRefusalOf(error) });
      },
    );
  }, [wanted]);
  return state;
}
