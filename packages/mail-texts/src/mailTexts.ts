/**
 * What the product's e-mails and sent report files say, in each language a user may choose
 * (docs/product-rules.md §10.2 and §10.9). The callable functions write them; no app shows them, so
 * they live here rather than in a remote's translations (docs/architecture.md "Dependencies point one
 * way"). Every language file has the keys of en-us (a unit test checks).
 */
import enUS from './i18n/en-us.json';
import esES from './i18n/es-es.json';

/** The languages a mail or a sent report is written in; en-us is the default. */
export const MAIL_LANGUAGES = ['en-us', 'es-es'] as const;
/** A mail's language. */
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** Translated texts: nested objects of strings, with `{{name}}` placeholders. */
export type TextTree = { readonly [key: string]: string | TextTree };

/** Each language's texts, keyed as `en-us.json` is. */
export const MAIL_TEXTS: Readonly<Record<MailLanguage, TextTree>> = { 'en-us': enUS, 'es-es': esES };

/**
 * The text at `path` (dot-separated, such as `report.kpi.spend`) of `texts`, with `{{name}}` values
 * put in; the path itself when there is no such text.
 */
export function fillText(
  texts: TextTree,
  path: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const found = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], texts);
  const text = typeof found === 'string' ? found : path;
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

/**
 * The mail text at `path` in `language` (any value: a stored preference is not trusted), en-us when
 * the language is not one of MAIL_LANGUAGES, with `{{name}}` values put in.
 */
export function mailText(
  language: unknown,
  path: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const known = MAIL_LANGUAGES.find((candidate) => candidate === language) ?? 'en-us';
  return fillText(MAIL_TEXTS[known], path, values);
}
