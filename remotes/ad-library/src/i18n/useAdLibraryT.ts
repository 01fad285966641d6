import { useT } from 'shared-auth';
import enUs from './en-us.json';
import esEs from './es-es.json';

/** The ad-library remote's own i18n namespace. */
export const AD_LIBRARY_NS = 'adLibrary';

/** `t` of the ad-library namespace; registers its translations on first use. */
export const useAdLibraryT = (): ReturnType<typeof useT> =>
  useT(AD_LIBRARY_NS, { 'en-us': enUs, 'es-es': esEs });
