import { KPI_KIND, type KpiKey } from './metrics';

/** An amount in minor units (cents for USD) in `currency`, with the currency's own decimals. */
function formatMinorUnits(amountMinor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return format.format(amountMinor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/**
 * A KPI value as the user reads it in `locale`: counts with grouping, money (minor units, possibly
 * fractional) rounded to the currency's smallest unit, CTR as a percentage with two decimals, ROAS as
 * a multiple (`2.35×`); an undefined rate (null) as an em dash.
 */
export function formatKpi(key: KpiKey, value: number | null, currency: string, locale: string): string {
  if (value === null) return '\u2014';
  switch (KPI_KIND[key]) {
    case 'count':
      return new Intl.NumberFormat(locale).format(value);
    case 'money':
      return formatMinorUnits(Math.round(value), currency, locale);
    case 'percent':
      return new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value);
    case 'multiple':
      return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}\u00d7`;
  }
}

/** A period-over-period change (a ratio) as a signed percentage with one decimal, e.g. `+12.5%`. */
export function formatChange(change: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 1,
  }).format(change);
}
