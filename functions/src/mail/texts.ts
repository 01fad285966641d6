/** Translated texts as a remote keeps them: nested objects of strings, with `{{name}}` placeholders. */
export type TextTree = { readonly [key: string]: string | TextTree };

/**
 * The text at `path` (dot-separated, such as `kpi.spend`) of `texts`, with `{{name}}` values put in;
 * the path itself when there is no such text.
 */
export function fillText(
  texts: TextTree,
  path: string,
  values: Record<string, string | number> = {},
): string {
  const found = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], texts);
  const text = typeof found === 'string' ? found : path;
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

/**
 * The collection the mail sender reads (the "Trigger Email" extension's convention): one document a
 * message (docs/decisions/0013-scheduled-reports-mail-queue.md).
 */
export const MAIL_COLLECTION = 'mail';
