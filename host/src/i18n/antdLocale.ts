import { enUS } from 'shared-ui/antd/base';
import type { Language } from 'shared-auth';

/** antd's locale object (its component texts: pagination, date pickers, empty states, …). */
export type AntdLocale = typeof enUS;

/** antd's locales the page has, by language: English (the default) is always there. */
const loaded: Partial<Record<Language, AntdLocale>> = { 'en-us': enUS };

/**
 * Loads antd's locale of `language` once (Spanish loads only on a page shown in Spanish: it is not
 * in the JavaScript of an English page, docs/performance.md).
 * @throws whatever the dynamic import throws (the chunk could not be fetched).
 */
export async function loadAntdLocale(language: Language): Promise<void> {
  if (loaded[language]) return;
  if (language === 'es-es') loaded[language] = (await import('antd/es/locale/es_ES')).default;
}

/** antd's locale of `language` when loaded, else English. */
export function antdLocale(language: string): AntdLocale {
  return loaded[language as Language] ?? enUS;
}
