import type { DailyRollup, MetricTuple } from '@adplatform/delivery-metrics';
import { kpiValue } from '@adplatform/delivery-metrics';
import { buildReport, groupSeries, intervalStart } from './report';

function day(date: string, campaigns: Record<string, [string, MetricTuple]>): DailyRollup {
  return {
    date,
    currency: 'USD',
    campaigns: Object.fromEntries(
      Object.entries(campaigns).map(([id, [name, total]]) => [
        id,
        {
          name,
          total,
          country: { US: total },
          device: {
            mobile: total.map((value) => value - Math.floor(value / 4)) as unknown as MetricTuple,
            desktop: total.map((value) => Math.floor(value / 4)) as unknown as MetricTuple,
          },
        },
      ]),
    ),
  };
}

const ROLLUPS: DailyRollup[] = [
  // The comparison period of 2026-03-03..04 is 2026-03-01..02.
  day('2026-03-01', { a: ['Spring', [1000, 800, 10, 500, 1, 2000]] }),
  day('2026-03-02', { a: ['Spring', [1000, 800, 10, 500, 1, 2000]] }),
  day('2026-03-03', {
    a: ['Spring', [2000, 1500, 40, 1000, 2, 4000]],
    b: ['Summer', [4000, 3000, 20, 3000, 1, 1000]],
  }),
  day('2026-03-04', { a: ['Spring sale', [2000, 1500, 40, 1000, 2, 4000]] }),
  day('2026-03-09', { b: ['Summer', [9, 9, 9, 9, 9, 9]] }), // outside: ignored
];
const RANGE = { from: '2026-03-03', to: '2026-03-05' };

describe('buildReport', () => {
  it('sums the range, compares with the period before and fills days without delivery', () => {
    const report = buildReport(ROLLUPS, RANGE, null);
    expect(report.currency).toBe('USD');
    expect(report.totals).toEqual({
      impressions: 8000,
      reach: 6000,
      clicks: 100,
      spendMinor: 5000,
      conversions: 5,
      revenueMinor: 9000,
    });
    expect(report.previousTotals.spendMinor).toBe(1000);
    expect(report.hasPrevious).toBe(true);
    expect(report.daily.map((point) => [point.start, point.totals.spendMinor])).toEqual([
      ['2026-03-03', 4000],
      ['2026-03-04', 1000],
      ['2026-03-05', 0],
    ]);
  });

  it('compares with up to three periods of the same length, each day on the report day at its position', () => {
    const report = buildReport(ROLLUPS, RANGE, null, ['previous', '2026-03-02', '2025-03-03']);
    expect(report.compared.map((period) => [period.comparison, period.range, period.hasData])).toEqual([
      ['previous', { from: '2026-02-28', to: '2026-03-02' }, true],
      ['2026-03-02', { from: '2026-03-02', to: '2026-03-04' }, true],
      ['2025-03-03', { from: '2025-03-03', to: '2025-03-05' }, false],
    ]);
    expect(report.compared[0]?.totals.spendMinor).toBe(1000);
    expect(report.compared[1]?.daily.map((point) => [point.start, point.totals.spendMinor])).toEqual([
      ['2026-03-03', 500],
      ['2026-03-04', 4000],
      ['2026-03-05', 1000],
    ]);
    expect(report.previousTotals).toEqual(report.compared[0]?.totals);
    // The report's own figures are unchanged by what it is compared with.
    expect(report.totals).toEqual(buildReport(ROLLUPS, RANGE, null, []).totals);
    expect(buildReport(ROLLUPS, RANGE, null, []).hasPrevious).toBe(false);
  });

  it('lists campaigns by spend with their latest name, and breaks delivery down by dimension', () => {
    const report = buildReport(ROLLUPS, RANGE, null);
    expect(report.campaigns.map((row) => [row.key, row.name, row.totals.spendMinor])).toEqual([
      ['b', 'Summer', 3000],
      ['a', 'Spring sale', 2000],
    ]);
    expect(report.byDimension.country).toEqual([{ key: 'US', totals: report.totals }]);
    expect(report.byDimension.device.map((row) => [row.key, row.totals.spendMinor])).toEqual([
      ['mobile', 3750],
      ['desktop', 1250],
    ]);
    expect(report.campaignOptions).toEqual([
      { id: 'a', name: 'Spring sale' },
      { id: 'b', name: 'Summer' },
    ]);
  });

  it('breaks delivery down by ad set and ad under their latest names, and pivots campaigns against a dimension', () => {
    const split = (total: MetricTuple, share: number): MetricTuple =>
      total.map((value) => Math.round(value * share)) as unknown as MetricTuple;
    const withItems = (date: string, setName: string): DailyRollup => {
      const total: MetricTuple = [1000, 800, 10, 400, 1, 2000];
      return {
        date,
        currency: 'USD',
        campaigns: {
          a: {
            name: 'Spring',
            total,
            country: { US: total },
            device: { mobile: total },
            age: { '18-24': split(total, 0.25), '25-34': split(total, 0.75) },
            names: { s1: setName, ad1: 'Spring – Benefit' },
            adSet: { s1: total },
            ad: { ad1: total },
          },
        },
      };
    };
    const report = buildReport(
      [withItems('2026-03-03', 'US · 18–34'), withItems('2026-03-04', 'US · 18–44')],
      RANGE,
      null,
      [],
    );
    expect(report.byDimension.adSet).toEqual([{ key: 's1', name: 'US · 18–44', totals: report.totals }]);
    expect(report.byDimension.ad.map((row) => row.name)).toEqual(['Spring – Benefit']);
    expect(report.byDimension.age.map((row) => [row.key, row.totals.spendMinor])).toEqual([
      ['25-34', 600],
      ['18-24', 200],
    ]);
    expect(report.pivot.age).toEqual([
      {
        key: 'a',
        name: 'Spring',
        cells: {
          '18-24': expect.objectContaining({ spendMinor: 200 }),
          '25-34': expect.objectContaining({ spendMinor: 600 }),
        },
      },
    ]);
    expect(report.pivot.placement[0]?.cells).toEqual({});
  });

  it('filters every figure to one campaign, the comparison included', () => {
    const report = buildReport(ROLLUPS, RANGE, 'a');
    expect(report.totals.spendMinor).toBe(2000);
    expect(report.previousTotals.spendMinor).toBe(1000);
    expect(report.campaigns.map((row) => row.key)).toEqual(['a']);
    expect(report.campaignOptions).toHaveLength(2);
    expect(kpiValue(report.totals, 'ctr')).toBeCloseTo(80 / 4000);
  });

  it('says when there is nothing to compare with or nothing at all', () => {
    const report = buildReport(ROLLUPS.slice(2), RANGE, null);
    expect(report.hasPrevious).toBe(false);
    const empty = buildReport([], RANGE, null);
    expect(empty.currency).toBeNull();
    expect(empty.campaigns).toEqual([]);
    expect(empty.daily).toHaveLength(3);
  });
});

describe('groupSeries', () => {
  const daily = buildReport(
    [
      day('2026-03-01', { a: ['A', [1, 1, 1, 1, 1, 1]] }), // a Sunday
      day('2026-03-02', { a: ['A', [2, 2, 2, 2, 2, 2]] }), // a Monday
      day('2026-03-31', { a: ['A', [4, 4, 4, 4, 4, 4]] }),
      day('2026-04-01', { a: ['A', [8, 8, 8, 8, 8, 8]] }),
    ],
    { from: '2026-03-01', to: '2026-04-01' },
    null,
  ).daily;

  it('starts weeks on Monday and months on the first', () => {
    expect(intervalStart('2026-03-01', 'week')).toBe('2026-02-23');
    expect(intervalStart('2026-03-04', 'week')).toBe('2026-03-02');
    expect(intervalStart('2026-03-31', 'month')).toBe('2026-03-01');
  });

  it('groups by week and month, partial intervals starting inside the range', () => {
    expect(groupSeries(daily, 'day')).toHaveLength(32);
    const weeks = groupSeries(daily, 'week');
    expect(weeks[0]).toEqual({ start: '2026-03-01', totals: expect.objectContaining({ clicks: 1 }) });
    expect(weeks[1]?.start).toBe('2026-03-02');
    expect(weeks.at(-1)).toEqual({ start: '2026-03-30', totals: expect.objectContaining({ clicks: 12 }) });
    const months = groupSeries(daily, 'month');
    expect(months.map((point) => [point.start, point.totals.clicks])).toEqual([
      ['2026-03-01', 7],
      ['2026-04-01', 8],
    ]);
  });
});
