import { zeroMetrics } from './campaignMetrics';
import { campaignMetricsFromRollups, metricRangeDays } from './campaignMetricsPipeline';
import type { DailyRollup } from './dailyRollup';
import type { MetricTuple } from './metrics';

const TODAY = '2026-03-15';

function rollup(date: string, spend: number): DailyRollup {
  const total: MetricTuple = [1000, 800, 10, spend, 1, 2 * spend];
  return { date, currency: 'USD', campaigns: { c1: { name: 'C1', total, country: {}, device: {} } } };
}

describe('metricRangeDays', () => {
  it.each([
    ['today', { from: '2026-03-15', to: '2026-03-15' }],
    ['yesterday', { from: '2026-03-14', to: '2026-03-14' }],
    ['last7', { from: '2026-03-08', to: '2026-03-14' }],
    ['last30', { from: '2026-02-13', to: '2026-03-14' }],
    ['thisMonth', { from: '2026-03-01', to: '2026-03-15' }],
    ['lastMonth', { from: '2026-02-01', to: '2026-02-28' }],
    ['lifetime', null],
  ] as const)('%s', (range, days) => {
    expect(metricRangeDays(range, TODAY)).toEqual(days);
  });

  it('takes last month across a year', () => {
    expect(metricRangeDays('lastMonth', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});

describe('campaignMetricsFromRollups', () => {
  it('sums each range from the days it covers', () => {
    const rollups = [
      rollup('2026-01-20', 100),
      rollup('2026-02-20', 200),
      rollup('2026-03-10', 300),
      rollup(TODAY, 50),
    ];
    const metrics = campaignMetricsFromRollups(rollups, TODAY).get('c1');
    expect(metrics?.today.spendMinor).toBe(50);
    expect(metrics?.yesterday.spendMinor).toBe(0);
    expect(metrics?.last7.spendMinor).toBe(300);
    expect(metrics?.last30.spendMinor).toBe(500);
    expect(metrics?.thisMonth.spendMinor).toBe(350);
    expect(metrics?.lastMonth.spendMinor).toBe(200);
    expect(metrics?.lifetime).toEqual({
      impressions: 4000,
      reach: 3200,
      clicks: 40,
      spendMinor: 650,
      conversions: 4,
      revenueMinor: 1300,
    });
  });

  it('gives every range of a campaign without delivery a zero', () => {
    expect(Object.values(zeroMetrics()).every((totals) => totals.spendMinor === 0)).toBe(true);
    expect(campaignMetricsFromRollups([], TODAY).size).toBe(0);
  });
});
