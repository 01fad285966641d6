/** The languages the product ships, default first (docs/product-rules.md §9: en-us). */
export const LANGUAGES = ['en-us', 'es-es'] as const;
/** A supported language code. */
export type Language = (typeof LANGUAGES)[number];
/** docs/product-rules.md §9: the default language. */
export const DEFAULT_LANGUAGE: Language = 'en-us';
