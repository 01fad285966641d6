import {
  addTotals,
  fromTuple,
  PAIR_CELL_SEPARATOR,
  ZERO_TOTALS,
  type DailyPairRollup,
  type MetricTotals,
} from '@adplatform/delivery-metrics';
import dayjs from 'dayjs';

/** The days the section covers: the last 30 complete days, as the ad platforms count them. */
export const AUDIENCE_PERIOD_DAYS = 30;

/** A span of calendar days, both ends included (`YYYY-MM-DD`). */
export interface DaySpan {
  readonly from: string;
  readonly to: string;
}

/**
 * The `days` complete days before `today` (an ISO date): today, still under way, is left out.
 * @param today - `YYYY-MM-DD`
 * @param days - how many, at least 1
 */
export function lastCompleteDays(today: string, days = AUDIENCE_PERIOD_DAYS): DaySpan {
  const day = dayjs(today);
  return {
    from: day.subtract(days, 'day').format('YYYY-MM-DD'),
    to: day.subtract(1, 'day').format('YYYY-MM-DD'),
  };
}

/** One audience segment, an age band crossed with a gender, and what the ads delivered to it. */
export interface AudienceSegment {
  /** `25-34|female`: unique among the segments. */
  readonly key: string;
  /** An age band of the rollups (`18-24` … `65+`). */
  readonly age: string;
  /** `female`, `male` or `unknown`. */
  readonly gender: string;
  /** Summed over every campaign and day. */
  readonly totals: MetricTotals;
  /** The segment's part of all impressions, 0–1 (0 when nothing was delivered). */
  readonly share: number;
}

/**
 * The segments of the age-by-gender pair rollups (`dailyPairMetrics/age_gender`), each summed over
 * every campaign and day, the largest by impressions first (docs/product-rules.md §10.2's rollups:
 * each cell's delivery sums exactly).
 * @param rollups - the pair's days, decoded
 */
export function audienceSegments(rollups: readonly DailyPairRollup[]): AudienceSegment[] {
  const sums = new Map<string, MetricTotals>();
  for (const rollup of rollups)
    for (const cells of Object.values(rollup.campaigns))
      for (const [key, tuple] of Object.entries(cells))
        sums.set(key, addTotals(sums.get(key) ?? ZERO_TOTALS, fromTuple(tuple)));
  const impressions = [...sums.values()].reduce((sum, totals) => sum + totals.impressions, 0);
  return [...sums.entries()]
    .map(([key, totals]): AudienceSegment => {
      const [age = '', gender = ''] = key.split(PAIR_CELL_SEPARATOR);
      return { key, age, gender, totals, share: impressions > 0 ? totals.impressions / impressions : 0 };
    })
    .sort((a, b) => b.totals.impressions - a.totals.impressions || a.key.localeCompare(b.key));
}
