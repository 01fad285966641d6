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

  // The formats are delivery-metrics' formatKpi (tested there): here, that a column reads as its KPI.
  it('formats results as a count and cost per result as money', () => {
    expect(formatMetric('results', 1_200, 'USD', 'en-us')).toBe('1,200');
    expect(formatMetric('costPerResult', 3_750, 'USD', 'en-us')).toBe('$37.50');
  });

  it('starts every preset with the delivery switch', () => {
    for (const columns of Object.values(COLUMN_PRESETS)) expect(columns[0]).toBe('delivery');
  });
});
