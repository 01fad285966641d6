import { addTranslations } from 'shared-auth';
import enUs from './locales/en-us.json';

/** The host's own i18n namespace. */
export const HOST_NS = 'host';

/** Registers the host's translations in the shared i18n instance (Spanish loads when shown). */
export function registerHostTranslations(): void {
  addTranslations(HOST_NS, { 'en-us': enUs, 'es-es': () => import('./locales/es-es.json') });
}
