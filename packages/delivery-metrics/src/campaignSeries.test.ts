import { campaignSeriesFromRollups, seriesDays, seriesTotals, seriesYears } from './campaignSeries';
import type { DailyRollup } from './dailyRollup';
import type { MetricTuple } from './metrics';

function rollup(date: string, spend: number): DailyRollup {
  const total: MetricTuple = [100, 80, 2, spend, 0, 0];
  return { date, currency: 'USD', campaigns: { c1: { name: 'C1', total, country: {}, device: {} } } };
}

describe('campaign series', () => {
  const series = campaignSeriesFromRollups([
    rollup('2025-12-31', 10),
    rollup('2026-01-01', 20),
    rollup('2026-01-02', 30),
  ]);

  it('keeps one document a campaign and year, days keyed MM-DD', () => {
    expect(series.get('c1')?.get(2025)).toEqual({
      year: 2025,
      currency: 'USD',
      days: { '12-31': '100,80,2,10,0,0' },
    });
    expect(Object.keys(series.get('c1')?.get(2026)?.days ?? {})).toEqual(['01-01', '01-02']);
  });

  it('reads the days of a range across years, in order, skipping malformed ones', () => {
    const stored = [...(series.get('c1')?.values() ?? [])];
    stored.push({ year: 2026, currency: 'USD', days: { '01-03': 'not a tuple' } });
    expect(seriesDays(stored, '2025-12-31', '2026-01-01').map((day) => [day.date, day.tuple[3]])).toEqual([
      ['2025-12-31', 10],
      ['2026-01-01', 20],
    ]);
    expect(seriesYears('2025-12-01', '2026-01-31')).toEqual([2025, 2026]);
  });

  it('totals the days of a custom range, and nothing outside it', () => {
    const stored = [...(series.get('c1')?.values() ?? [])];
    expect(seriesTotals(stored, '2025-12-31', '2026-01-01')).toEqual({
      impressions: 200,
      reach: 160,
      clicks: 4,
      spendMinor: 30,
      conversions: 0,
      revenueMinor: 0,
    });
    expect(seriesTotals(stored, '2026-02-01', '2026-02-28').spendMinor).toBe(0);
  });
});
