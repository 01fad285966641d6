import { useT } from 'shared-auth';
import enUs from './en-us.json';
import esEs from './es-es.json';

/** The settings remote's own i18n namespace. */
export const SETTINGS_NS = 'settings';

/** `t` of the settings namespace; registers its translations on first use. */
export const useSettingsT = (): ReturnType<typeof useT> =>
  useT(SETTINGS_NS, { 'en-us': enUs, 'es-es': esEs });
