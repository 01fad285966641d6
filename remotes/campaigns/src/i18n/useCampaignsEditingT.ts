import { addTranslations, i18n, isLanguage, loadLanguage, useT } from 'shared-auth';
import enUs from './editing/en-us.json';

import { CAMPAIGNS_EDITING_NS } from './editingNamespace';

const EDITING_STRINGS = { 'en-us': enUs, 'es-es': () => import('./editing/es-es.json') };

/** `t` of the editing namespace (`editingNamespace.ts`); registers its translations on first use. */
export const useCampaignsEditingT = (): ReturnType<typeof useT> =>
  useT(CAMPAIGNS_EDITING_NS, EDITING_STRINGS);

/**
 * Registers the editing namespace and resolves once its strings are there in the page's language, so
 * that what renders with them never suspends the list.
 */
export async function loadEditingStrings(): Promise<void> {
  addTranslations(CAMPAIGNS_EDITING_NS, EDITING_STRINGS);
  if (isLanguage(i18n.language)) await loadLanguage(i18n.language);
}
