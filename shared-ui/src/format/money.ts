// Intl formats are made once per locale (and currency) and kept: building one costs far more than
// formatting with it, and a table formats every cell (docs/performance.md).
const moneyFormats = new Map<string, { readonly format: Intl.NumberFormat; readonly divisor: number }>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function kept<F>(formats: Map<string, F>, key: string, make: () => F): F {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format;
}

/**
 * Formats an amount held in integer minor units (docs/architecture.md "Money is stored in integer minor units").
 * @param amountMinor - e.g. 1999 for USD 19.99, 500 for JPY 500
 * @param currency - ISO 4217 code
 * @param locale - BCP 47 locale (`en-us`, `es-es`)
 * @returns the localised text, e.g. `$19.99` or `19,99 US$`
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const { format, divisor } = kept(moneyFormats, `${locale}|${currency}`, () => {
    const made = new Intl.NumberFormat(locale, { style: 'currency', currency });
    return { format: made, divisor: 10 ** (made.resolvedOptions().maximumFractionDigits ?? 2) };
  });
  return format.format(amountMinor / divisor);
}

/**
 * Builds a currency format for `locale` in a task of its own, ahead of the screen that needs one:
 * the page's first currency format loads the browser's currency data (a long task on a mid-range
 * phone, inside the render of the first table with amounts), later ones cost little whatever their
 * currency (docs/performance.md). Call it while the screen's data is read.
 * @param locale - BCP 47 locale (`en-us`, `es-es`)
 * @param currency - ISO 4217 code, the one the screen most likely shows
 */
export function prepareMoneyFormat(locale: string, currency = 'USD'): void {
  setTimeout(() => formatMoney(0, currency, locale), 0);
}

/**
 * Formats an ISO date (or Date) as a medium date in `locale`; an empty or invalid value gives '—'.
 */
export function formatDate(value: string | Date | null | undefined, locale: string): string {
  if (!value) return '—';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  return kept(dateFormats, locale, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })).format(
    date,
  );
}
