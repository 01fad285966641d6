import { KPI_KIND, type KpiKey } from './metrics';

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The `Intl.NumberFormat` of `locale` and `options`, made once and kept: building one costs far more
 * than formatting with it, and a table formats every cell (docs/performance.md).
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

const divisors = new Map<string, number>();

/** What divides an amount in `currency`'s minor units into major ones (100 for USD, 1 for JPY). */
function minorUnitDivisor(currency: string, locale: string): number {
  const key = `${locale}|${currency}`;
  let divisor = divisors.get(key);
  if (divisor === undefined) {
    const digits = numberFormat(locale, { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
    divisors.set(key, (divisor = 10 ** (digits ?? 2)));
  }
  return divisor;
}

/** An amount in minor units (cents for USD) in `currency`, with the currency's own decimals. */
function formatMinorUnits(amountMinor: number, currency: string, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency }).format(
    amountMinor / minorUnitDivisor(currency, locale),
  );
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
      return numberFormat(locale).format(value);
    case 'money':
      return formatMinorUnits(Math.round(value), currency, locale);
    case 'percent':
      return numberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value);
    case 'multiple':
      return `${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}\u00d7`;
  }
}

/**
 * A KPI value as a chart's axis label in `locale`: short, so that the labels of an axis fit beside
 * each other — counts and money in compact notation (`12K`, `$5K`; money from minor units), CTR with
 * at most one decimal, ROAS as a multiple (`1.5×`).
 * @param value - as {@link formatKpi} takes it (money in minor units)
 */
export function formatKpiAxis(key: KpiKey, value: number, currency: string, locale: string): string {
  const compact = { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 } as const;
  switch (KPI_KIND[key]) {
    case 'count':
      return numberFormat(locale, compact).format(value);
    case 'money':
      return numberFormat(locale, { style: 'currency', currency, ...compact }).format(
        value / minorUnitDivisor(currency, locale),
      );
    case 'percent':
      return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
    case 'multiple':
      return `${numberFormat(locale, { maximumFractionDigits: 1 }).format(value)}\u00d7`;
  }
}

/** A period-over-period change (a ratio) as a signed percentage with one decimal, e.g. `+12.5%`. */
export function formatChange(change: number, locale: string): string {
  return numberFormat(locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 1,
  }).format(change);
}
