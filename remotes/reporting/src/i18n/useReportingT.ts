import { useT } from 'shared-auth';
import enUs from './en-us.json';
import esEs from './es-es.json';

/** The reporting remote's own i18n namespace. */
export const REPORTING_NS = 'reporting';

/** `t` of the reporting namespace; registers its translations on first use. */
export const useReportingT = (): ReturnType<typeof useT> =>
  useT(REPORTING_NS, { 'en-us': enUs, 'es-es': esEs });
