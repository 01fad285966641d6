import i18next, { type Resource } from 'i18next';
import { useTranslation, type UseTranslationResponse } from 'react-i18next';
import enUs from './locales/en-us.json';

import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
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

/** A namespace's strings in one language. */
export type Strings = Resource[string];

/**
 * A namespace's strings in one language: given, or a loader (`() => import('./es-es.json')`) so that a
 * page carries only the languages it shows (docs/performance.md): the default
 * language is given (it is also the fallback), the others load when the page shows them.
 */
export type LanguageStrings = Strings | (() => Promise<{ readonly default: Strings }>);

/** Loaders of the languages not loaded yet, by language, then namespace. */
const loaders = new Map<Language, Map<string, () => Promise<{ readonly default: Strings }>>>();
/** Loads under way, by `language/namespace`. */
const loading = new Map<string, Promise<void>>();

/** Loads `namespace` in `language` if it was registered with a loader and is not loaded yet. */
function loadBundle(language: Language, namespace: string): Promise<void> {
  const key = `${language}/${namespace}`;
  const loader = loaders.get(language)?.get(namespace);
  if (!loader || i18n.hasResourceBundle(language, namespace)) return Promise.resolve();
  let load = loading.get(key);
  if (!load) {
    load = loader().then(
      (strings) => {
        i18n.addResourceBundle(language, namespace, strings.default, true, false);
        loaders.get(language)?.delete(namespace);
        loading.delete(key);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, load);
  }
  return load;
}

/** Other work a language needs before the page shows it (e.g. a UI library's own locale). */
const languageWork = new Set<(language: Language) => Promise<unknown>>();

/**
 * Registers work to finish before the page shows a language, whenever it changes (the host loads
 * antd's locale of that language this way).
 */
export function onLanguageLoad(work: (language: Language) => Promise<unknown>): void {
  languageWork.add(work);
}

/**
 * Loads every namespace registered so far in `language`, and the registered language work (before
 * the page switches to it).
 * @throws whatever a loader throws (the chunk could not be fetched).
 */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([
    ...[...(loaders.get(language)?.keys() ?? [])].map((namespace) => loadBundle(language, namespace)),
    ...[...languageWork].map((work) => work(language)),
  ]);
}

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
    resources: { 'en-us': { common: enUs } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (documentLanguage && typeof document !== 'undefined') document.documentElement.lang = i18n.language;
  addTranslations('common', { 'en-us': enUs, 'es-es': () => import('./locales/es-es.json') });
  const started = i18n.language;
  // The page starts in a language other than the default: its strings before the first render.
  initialised = initialised.then(() => (isLanguage(started) ? loadLanguage(started) : undefined));
  return initialised;
}

/** Switches the language and saves it under `selectedLanguage` (docs/product-rules.md §9). */
export async function changeLanguage(language: Language): Promise<void> {
  globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Registers a namespace's translations (a remote ships its own) unless already there. A language given
 * as a loader loads when the page shows it (at once if it is the page's language now).
 * @param resources - `{ 'en-us': {...}, 'es-es': () => import('./es-es.json') }`; every language must be present.
 */
export function addTranslations(namespace: string, resources: Record<Language, LanguageStrings>): void {
  void initI18n();
  for (const language of LANGUAGES) {
    if (i18n.hasResourceBundle(language, namespace)) continue;
    const strings = resources[language];
    if (typeof strings === 'function') {
      if (!loaders.has(language)) loaders.set(language, new Map());
      const registered = loaders.get(language);
      if (!registered?.has(namespace)) registered?.set(namespace, strings);
      if (language === i18n.language) void loadBundle(language, namespace).catch(() => undefined);
    } else {
      i18n.addResourceBundle(language, namespace, strings, true, false);
    }
  }
}

/** The load of `namespace` in the page's language, while it is under way. */
function pendingBundle(namespace: string): Promise<void> | undefined {
  return loading.get(`${i18n.language}/${namespace}`);
}

/**
 * `useTranslation` bound to the shared instance. Pass `resources` to register a remote's own
 * namespace on first render (docs/architecture.md "Stack versions": never before `init`). While the
 * page's language is loading for `namespace`, the component suspends (its Suspense boundary shows its
 * fallback) rather than render in another language.
 */
export function useT(
  namespace = 'common',
  resources?: Record<Language, LanguageStrings>,
): UseTranslationResponse<string, undefined> {
  if (resources) addTranslations(namespace, resources);
  const pending = pendingBundle(namespace);
  if (pending) throw pending;
  return useTranslation(namespace, { i18n });
}
