import { useT } from 'shared-auth';
import enUs from './en-us.json';
import esEs from './es-es.json';

/** The audiences remote's own i18n namespace. */
export const AUDIENCES_NS = 'audiences';

/** `t` of the audiences namespace; registers its translations on first use. */
export const useAudiencesT = (): ReturnType<typeof useT> =>
  useT(AUDIENCES_NS, { 'en-us': enUs, 'es-es': esEs });
