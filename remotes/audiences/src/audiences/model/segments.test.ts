import type { DailyPairRollup, MetricTuple } from '@adplatform/delivery-metrics';
import { audienceSegments, lastCompleteDays } from './segments';

const tuple = (impressions: number, clicks: number, spendMinor: number): MetricTuple => [
  impressions,
  impressions,
  clicks,
  spendMinor,
  0,
  0,
];

function day(date: string, campaigns: DailyPairRollup['campaigns']): DailyPairRollup {
  return { date, pair: 'age_gender', currency: 'USD', campaigns };
}

describe('audienceSegments', () => {
  it('sums each segment over every campaign and day, the largest first, with its share', () => {
    const segments = audienceSegments([
      day('2026-11-01', {
        c1: { '25-34|female': tuple(100, 5, 300), '35-44|male': tuple(50, 1, 100) },
        c2: { '25-34|female': tuple(20, 1, 60) },
      }),
      day('2026-11-02', { c1: { '35-44|male': tuple(30, 2, 90), '18-24|unknown': tuple(0, 0, 0) } }),
    ]);
    expect(
      segments.map(({ key, totals }) => [key, totals.impressions, totals.clicks, totals.spendMinor]),
    ).toEqual([
      ['25-34|female', 120, 6, 360],
      ['35-44|male', 80, 3, 190],
      ['18-24|unknown', 0, 0, 0],
    ]);
    expect(segments[0]).toMatchObject({ age: '25-34', gender: 'female', share: 0.6 });
    expect(segments.reduce((sum, { share }) => sum + share, 0)).toBeCloseTo(1);
  });

  it('has no segment, and no share to divide, without delivery', () => {
    expect(audienceSegments([])).toEqual([]);
    expect(audienceSegments([day('2026-11-01', { c1: { '25-34|male': tuple(0, 0, 0) } })])[0]?.share).toBe(0);
  });
});

describe('lastCompleteDays', () => {
  it('is the 30 days before today, today left out', () => {
    expect(lastCompleteDays('2026-12-02')).toEqual({ from: '2026-11-02', to: '2026-12-01' });
    expect(lastCompleteDays('2026-03-01', 1)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });
});
