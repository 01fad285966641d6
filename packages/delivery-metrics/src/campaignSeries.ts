import { decodeMetricTuple, encodeMetricTuple, METRIC_TUPLE_PATTERN, type DailyRollup } from './dailyRollup';
import { addTotals, fromTuple, ZERO_TOTALS, type MetricTotals, type MetricTuple } from './metrics';

/**
 * One campaign's delivery day by day, a document a calendar year
 * (`users/{uid}/campaigns/{id}/dailySeries/{YYYY}`), maintained with the campaign's totals: the opened
 * campaign's chart reads one or two documents for any range of the list, whatever the size of the
 * account (docs/architecture.md "The campaigns list reads maintained totals").
 */

/** The subcollection of a campaign's yearly series. */
export const DAILY_SERIES_COLLECTION = 'dailySeries';

/** A year of one campaign's delivery as stored: `days` keyed `MM-DD`, each an encoded metric tuple. */
export interface StoredCampaignSeries {
  readonly year: number;
  readonly currency: string;
  readonly days: Readonly<Record<string, string>>;
}

/** One day of a campaign's series, decoded. */
export interface SeriesDay {
  /** `YYYY-MM-DD`. */
  readonly date: string;
  readonly tuple: MetricTuple;
}

/**
 * The yearly series of every campaign in an advertiser's rollups: keyed by campaign id, then year.
 * Days without delivery are absent.
 */
export function campaignSeriesFromRollups(
  rollups: readonly DailyRollup[],
): Map<string, Map<number, StoredCampaignSeries>> {
  const byCampaign = new Map<
    string,
    Map<number, { year: number; currency: string; days: Record<string, string> }>
  >();
  for (const rollup of rollups) {
    const year = Number(rollup.date.slice(0, 4));
    for (const [id, day] of Object.entries(rollup.campaigns)) {
      const years = byCampaign.get(id) ?? new Map();
      byCampaign.set(id, years);
      const series = years.get(year) ?? { year, currency: rollup.currency, days: {} };
      years.set(year, series);
      series.days[rollup.date.slice(5)] = encodeMetricTuple(day.total);
    }
  }
  return byCampaign;
}

/** The years a range of ISO dates touches, in order. */
export function seriesYears(from: string, to: string): number[] {
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) years.push(year);
  return years;
}

/**
 * The days of stored series within `from`–`to` (ISO dates, inclusive), in date order; malformed days
 * are skipped (a stored document is a trust boundary).
 */
export function seriesDays(series: readonly StoredCampaignSeries[], from: string, to: string): SeriesDay[] {
  const days: SeriesDay[] = [];
  for (const { year, days: stored } of series) {
    for (const [monthDay, text] of Object.entries(stored)) {
      const date = `${year}-${monthDay}`;
      if (date < from || date > to || !METRIC_TUPLE_PATTERN.test(text)) continue;
      days.push({ date, tuple: decodeMetricTuple(text) });
    }
  }
  return days.sort((a, b) => (a.date < b.date ? -1 : 1));
}

/**
 * A campaign's totals over `from`–`to` (ISO dates, inclusive) from its stored series: the sum of the
 * days in range (reach summed day by day, as the list's maintained totals count it).
 */
export function seriesTotals(
  series: readonly StoredCampaignSeries[],
  from: string,
  to: string,
): MetricTotals {
  return seriesDays(series, from, to).reduce((sum, day) => addTotals(sum, fromTuple(day.tuple)), ZERO_TOTALS);
}
