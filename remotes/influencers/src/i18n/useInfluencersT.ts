import { useT } from 'shared-auth';
import enUs from './en-us.json';
import esEs from './es-es.json';

/** The influencers remote's own i18n namespace. */
export const INFLUENCERS_NS = 'influencers';

/** `t` of the influencers namespace; registers its translations on first use. */
export const useInfluencersT = (): ReturnType<typeof useT> =>
  useT(INFLUENCERS_NS, { 'en-us': enUs, 'es-es': esEs });
