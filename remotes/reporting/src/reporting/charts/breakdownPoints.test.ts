import { fromTuple, kpiValue } from '@adplatform/delivery-metrics';
import { buildReport } from '../model/report';
import type { DailyRollup } from '@adplatform/delivery-metrics';
import { breakdownPoints, MAX_BARS } from './breakdownPoints';

const LABELS = {
  label: (dimension: string, key: string) => `${dimension}:${key}`,
  others: (count: number) => `others (${count})`,
};

function rollupWith(campaigns: number): DailyRollup {
  return {
    date: '2026-03-01',
    currency: 'USD',
    campaigns: Object.fromEntries(
      Array.from({ length: campaigns }, (_, index) => [
        `c${index}`,
        {
          name: `Campaign ${index}`,
          total: [1000, 900, 10 * (index + 1), 100 * (campaigns - index), 1, 100] as const,
          country: { US: [1000, 900, 10 * (index + 1), 100 * (campaigns - index), 1, 100] as const },
          device: {},
        },
      ]),
    ),
  };
}

describe('breakdownPoints', () => {
  it('draws one bar per campaign, by spend', () => {
    const report = buildReport([rollupWith(3)], { from: '2026-03-01', to: '2026-03-01' }, null);
    expect(breakdownPoints(report, 'campaign', 'spend', LABELS)).toEqual([
      { label: 'Campaign 0', value: 300 },
      { label: 'Campaign 1', value: 200 },
      { label: 'Campaign 2', value: 100 },
    ]);
    expect(breakdownPoints(report, 'country', 'clicks', LABELS)).toEqual([
      { label: 'country:US', value: 60 },
    ]);
  });

  it('sums the smallest campaigns into one bar whose rates come from the summed counts', () => {
    const report = buildReport([rollupWith(14)], { from: '2026-03-01', to: '2026-03-01' }, null);
    const points = breakdownPoints(report, 'campaign', 'ctr', LABELS);
    expect(points).toHaveLength(MAX_BARS);
    const rest = report.campaigns.slice(MAX_BARS - 1);
    const clicks = rest.reduce((sum, row) => sum + row.totals.clicks, 0);
    expect(points.at(-1)).toEqual({
      label: `others (${rest.length})`,
      value: kpiValue(fromTuple([1000 * rest.length, 0, clicks, 0, 0, 0]), 'ctr'),
    });
  });
});
