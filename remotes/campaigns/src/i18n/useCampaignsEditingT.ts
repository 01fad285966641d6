import { useT } from 'shared-auth';
import enUs from './editing/en-us.json';

import { CAMPAIGNS_EDITING_NS } from './editingNamespace';

/** `t` of the editing namespace (`editingNamespace.ts`); registers its translations on first use. */
export const useCampaignsEditingT = (): ReturnType<typeof useT> =>
  useT(CAMPAIGNS_EDITING_NS, { 'en-us': enUs, 'es-es': () => import('./editing/es-es.json') });
