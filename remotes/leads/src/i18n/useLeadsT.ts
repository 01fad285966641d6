import { useT } from 'shared-auth';
import enUs from './en-us.json';
import esEs from './es-es.json';

/** The leads remote's own i18n namespace. */
export const LEADS_NS = 'leads';

/** `t` of the leads namespace; registers its translations on first use. */
export const useLeadsT = (): ReturnType<typeof useT> => useT(LEADS_NS, { 'en-us': enUs, 'es-es': esEs });
