/**
 * Formats an amount held in integer minor units (docs/architecture.md "Money is stored in integer minor units").
 * @param amountMinor - e.g. 1999 for USD 19.99, 500 for JPY 500
 * @param currency - ISO 4217 code
 * @param locale - BCP 47 locale (`en-us`, `es-es`)
 * @returns the localised text, e.g. `$19.99` or `19,99 US$`
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

/**
 * Formats an ISO date (or Date) as a medium date in `locale`; an empty or invalid value gives '—'.
 */
export function formatDate(value: string | Date | null | undefined, locale: string): string {
  if (!value) return '—';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
