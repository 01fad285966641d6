import { useT } from 'shared-auth';
import enUs from './en-us.json';
import esEs from './es-es.json';

/** The creation remote's own i18n namespace. */
export const CREATION_NS = 'creation';

/** `t` of the creation namespace; registers its translations on first use. */
export const useCreationT = (): ReturnType<typeof useT> =>
  useT(CREATION_NS, { 'en-us': enUs, 'es-es': esEs });
