import i18next, { type Resource } from 'i18next';
import { useTranslation, type UseTranslationResponse } from 'react-i18next';
import enUs from './locales/en-us.json';
import esEs from './locales/es-es.json';

/** The languages the product ships, default first (docs/product-rules.md §9: en-us). */
export const LANGUAGES = ['en-us', 'es-es'] as const;
/** A supported language code. */
export type Language = (typeof LANGUAGES)[number];
/** docs/product-rules.md §9: the default language. */
export const DEFAULT_LANGUAGE: Language = 'en-us';
/** docs/product-rules.md §9: the localStorage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';

/** Narrows a string to a supported language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The saved language, or the default when none (or an unsupported one) is saved. */
export function savedLanguage(): Language {
  try {
    const saved = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The page's one i18next instance, shared with every remote. */
export const i18n = i18next.createInstance();

let initialised: Promise<unknown> | undefined;

/** Options of {@link initI18n}. */
export interface InitI18nOptions {
  /** The language to start in (a supported code); defaults to the saved language. */
  readonly language?: string;
  /** Whether to set `<html lang>`: the app's own page does; a remote embedded in a foreign page must not. */
  readonly documentLanguage?: boolean;
}

/** Initialises the shared instance once, in the saved language. Safe to call from any remote. */
export function initI18n({ language, documentLanguage = true }: InitI18nOptions = {}): Promise<unknown> {
  if (initialised) return initialised;
  initialised = i18n.init({
    lng: isLanguage(language) ? language : savedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    resources: { 'en-us': { common: enUs }, 'es-es': { common: esEs } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (documentLanguage && typeof document !== 'undefined') document.documentElement.lang = i18n.language;
  return initialised;
}

/** Switches the language and saves it under `selectedLanguage` (docs/product-rules.md §9). */
export async function changeLanguage(language: Language): Promise<void> {
  globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Registers a namespace's translations (a remote ships its own) unless already there.
 * @param resources - `{ 'en-us': {...}, 'es-es': {...} }`; every language must be present.
 */
export function addTranslations(namespace: string, resources: Record<Language, Resource[string]>): void {
  void initI18n();
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, resources[language], true, false);
    }
  }
}

/**
 * `useTranslation` bound to the shared instance. Pass `resources` to register a remote's own
 * namespace on first render (docs/architecture.md "Stack versions": never before `init`).
 */
export function useT(
  namespace = 'common',
  resources?: Record<Language, Resource[string]>,
): UseTranslationResponse<string, undefined> {
  if (resources) addTranslations(namespace, resources);
  return useTranslation(namespace, { i18n });
}
