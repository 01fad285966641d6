import { useT } from 'shared-auth';
import enUs from './en-us.json';

/** The campaigns remote's own i18n namespace. */
export const CAMPAIGNS_NS = 'campaigns';

/** `t` of the campaigns namespace; registers its translations on first use. */
export const useCampaignsT = (): ReturnType<typeof useT> =>
  useT(CAMPAIGNS_NS, { 'en-us': enUs, 'es-es': () => import('./es-es.json') });
