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
      return new Intl.NumberFormat(locale, compact).format(value);
    case 'money': {
      const minorDigits =
        new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2;
      return new Intl.NumberFormat(locale, { style: 'currency', currency, ...compact }).format(
        value / 10 ** minorDigits,
      );
    }
    case 'percent':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
    case 'multiple':
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)}\u00d7`;
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
