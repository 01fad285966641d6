import { formatChange, formatKpi, formatKpiAxis } from './formatKpi';

describe('formatKpi', () => {
  it('formats each kind of KPI in the user’s locale', () => {
    expect(formatKpi('impressions', 1234567, 'USD', 'en-US')).toBe('1,234,567');
    expect(formatKpi('spend', 123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(formatKpi('cpc', 45.6, 'USD', 'en-US')).toBe('$0.46');
    expect(formatKpi('ctr', 0.01234, 'USD', 'en-US')).toBe('1.23%');
    expect(formatKpi('roas', 2.345, 'USD', 'en-US')).toBe('2.35\u00d7');
    expect(formatKpi('spend', 123456, 'EUR', 'es-ES')).toMatch(/1234,56\s€|1\.234,56\s€/);
  });

  it('shows an undefined rate as a dash', () => {
    expect(formatKpi('cpc', null, 'USD', 'en-US')).toBe('\u2014');
  });
});

describe('formatChange', () => {
  it('signs the change', () => {
    expect(formatChange(0.125, 'en-US')).toBe('+12.5%');
    expect(formatChange(-0.5, 'en-US')).toBe('-50%');
  });
});

describe('formatKpiAxis', () => {
  it('writes axis labels short: compact counts and money (from minor units), one decimal at most', () => {
    expect(formatKpiAxis('impressions', 1_250_000, 'USD', 'en-US')).toBe('1.3M');
    expect(formatKpiAxis('spend', 500_000, 'USD', 'en-US')).toBe('$5K');
    expect(formatKpiAxis('spend', 12_345, 'USD', 'en-US')).toBe('$123.5');
    expect(formatKpiAxis('ctr', 0.01234, 'USD', 'en-US')).toBe('1.2%');
    expect(formatKpiAxis('roas', 2.345, 'USD', 'en-US')).toBe('2.3\u00d7');
  });
  it('follows the language', () => {
    expect(formatKpiAxis('spend', 500_000, 'USD', 'es-ES')).toMatch(/^5\s?mil\s?US\$$/);
  });
});
