import { ZERO_TOTALS } from '@adplatform/delivery-metrics';
import { COLUMN_PRESETS, formatMetric, metricValue } from './listColumns';

const TOTALS = {
  impressions: 20_000,
  reach: 15_000,
  clicks: 300,
  spendMinor: 45_000,
  conversions: 12,
  revenueMinor: 180_000,
};

describe('metric columns (docs/product-rules.md §10.1)', () => {
  // The maths are delivery-metrics' kpiValue (tested there): here, which KPI each column shows.
  it('shows conversions as results and cost per conversion as cost per result', () => {
    expect(metricValue(TOTALS, 'results')).toBe(12);
    expect(metricValue(TOTALS, 'costPerResult')).toBe(3_750);
    expect(metricValue(ZERO_TOTALS, 'costPerResult')).toBeNull();
  });

  it('formats each kind in the locale', () => {
    expect(formatMetric('impressions', 20_000, 'USD', 'en-us')).toBe('20,000');
    expect(formatMetric('ctr', 0.015, 'USD', 'en-us')).toBe('1.50%');
    expect(formatMetric('cpc', 150, 'USD', 'en-us')).toBe('$1.50');
    expect(formatMetric('roas', 4, 'USD', 'en-us')).toBe('4.00×');
    expect(formatMetric('spend', 45_000, 'USD', 'es-es')).toBe('450,00\u00a0US$');
    expect(formatMetric('cpc', null, 'USD', 'en-us')).toBe('—');
  });

  it('starts every preset with the delivery switch', () => {
    for (const columns of Object.values(COLUMN_PRESETS)) expect(columns[0]).toBe('delivery');
  });
});
