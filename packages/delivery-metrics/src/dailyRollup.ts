import type { MetricTuple } from './metrics';

/**
 * Daily delivery rollups: the data contract of the reporting remote, the seed and whatever writes
 * metrics later (docs/architecture.md "Reporting reads pre-aggregated daily rollups, never raw events").
 *
 * One document a day per advertiser, `users/{uid}/dailyMetrics/{YYYY-MM-DD}`, holds every campaign
 * that delivered that day, so a report over a year reads at most one document per day whatever the
 * number of campaigns (docs/product-rules.md §10.2). Each set of counts is stored as one string of
 * six integers in the order of `METRIC_TUPLE_FIELDS` (metrics.ts, beside the totals they encode),
 * e.g. "12269,8430,222,7669,4,14218": a year of rollups is then a tenth of the REST JSON that one
 * Firestore integer per count makes.
 */

/** The countries a rollup breaks delivery down by (ISO 3166-1 alpha-2), plus `other`. */
export const REPORT_COUNTRIES = ['US', 'GB', 'DE', 'ES', 'FR', 'MX', 'BR', 'other'] as const;
/** A country key of a rollup. */
export type ReportCountry = (typeof REPORT_COUNTRIES)[number];

/** The devices a rollup breaks delivery down by. */
export const REPORT_DEVICES = ['mobile', 'desktop', 'tablet'] as const;
/** A device key of a rollup. */
export type ReportDevice = (typeof REPORT_DEVICES)[number];

/** The placements a rollup breaks delivery down by (the ad sets' placements, docs/product-rules.md §10.1). */
export const REPORT_PLACEMENTS = ['feed', 'stories', 'reels', 'search', 'video'] as const;
/** A placement key of a rollup. */
export type ReportPlacement = (typeof REPORT_PLACEMENTS)[number];

/** The age bands a rollup breaks delivery down by, as the ad platforms report them. */
export const REPORT_AGE_BANDS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
/** An age band key of a rollup. */
export type ReportAgeBand = (typeof REPORT_AGE_BANDS)[number];

/** The genders a rollup breaks delivery down by (`unknown`: not reported by the platform). */
export const REPORT_GENDERS = ['female', 'male', 'unknown'] as const;
/** A gender key of a rollup. */
export type ReportGender = (typeof REPORT_GENDERS)[number];

/**
 * The audience dimensions a rollup breaks each campaign's delivery down by (field names in the
 * document). Each is a split of the campaign's day alone: two of them cannot be crossed.
 */
export const REPORT_DIMENSIONS = ['country', 'device', 'placement', 'age', 'gender'] as const;
/** A breakdown dimension. */
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

/** One campaign's delivery on one day: its name that day, its totals and its breakdowns. */
export interface CampaignDay {
  readonly name: string;
  readonly total: MetricTuple;
  /** Keyed by `ReportCountry`; countries without delivery are absent. */
  readonly country: Readonly<Record<string, MetricTuple>>;
  /** Keyed by `ReportDevice`; devices without delivery are absent. */
  readonly device: Readonly<Record<string, MetricTuple>>;
  /** Keyed by `ReportPlacement`; absent in rollups written before placements were reported. */
  readonly placement?: Readonly<Record<string, MetricTuple>>;
  /** Keyed by `ReportAgeBand`; absent as placement. */
  readonly age?: Readonly<Record<string, MetricTuple>>;
  /** Keyed by `ReportGender`; absent as placement. */
  readonly gender?: Readonly<Record<string, MetricTuple>>;
  /** The names that day of the ad sets and ads keyed below (by id). */
  readonly names?: Readonly<Record<string, string>>;
  /** Keyed by ad set id (docs/product-rules.md §10.1); absent in rollups written before ad sets. */
  readonly adSet?: Readonly<Record<string, MetricTuple>>;
  /** Keyed by ad id. */
  readonly ad?: Readonly<Record<string, MetricTuple>>;
}

/** The rollup of one day, decoded (see `StoredDailyRollup` for the document). */
export interface DailyRollup {
  /** The calendar day, `YYYY-MM-DD`, also the document id. */
  readonly date: string;
  /** ISO 4217 code of every money field in the document (the account currency). */
  readonly currency: string;
  /** Keyed by campaign id; campaigns that did not deliver that day are absent. */
  readonly campaigns: Readonly<Record<string, CampaignDay>>;
}

/** The rollup document as stored: every metric tuple encoded by `encodeMetricTuple`. */
export interface StoredDailyRollup {
  readonly date: string;
  readonly currency: string;
  readonly campaigns: Readonly<
    Record<
      string,
      {
        readonly name: string;
        readonly total: string;
        readonly country: Readonly<Record<string, string>>;
        readonly device: Readonly<Record<string, string>>;
        readonly placement?: Readonly<Record<string, string>>;
        readonly age?: Readonly<Record<string, string>>;
        readonly gender?: Readonly<Record<string, string>>;
        readonly names?: Readonly<Record<string, string>>;
        readonly adSet?: Readonly<Record<string, string>>;
        readonly ad?: Readonly<Record<string, string>>;
      }
    >
  >;
}

/** A stored metric tuple: six non-negative integers joined by commas. */
export const METRIC_TUPLE_PATTERN = /^\d{1,15}(,\d{1,15}){5}$/;

/** Encodes a metric tuple for storage ("12269,8430,222,7669,4,14218"). */
export function encodeMetricTuple(tuple: MetricTuple): string {
  return tuple.join(',');
}

/**
 * Decodes a stored metric tuple.
 * @throws Error when `text` does not match `METRIC_TUPLE_PATTERN`.
 */
export function decodeMetricTuple(text: string): MetricTuple {
  if (!METRIC_TUPLE_PATTERN.test(text)) throw new Error(`Not a metric tuple: ${text.slice(0, 40)}`);
  return text.split(',').map(Number) as unknown as MetricTuple;
}

function mapValues<A, B>(record: Readonly<Record<string, A>>, change: (value: A) => B): Record<string, B> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, change(value)]));
}

/** A rollup as stored in Firestore. */
export function encodeDailyRollup(rollup: DailyRollup): StoredDailyRollup {
  return {
    date: rollup.date,
    currency: rollup.currency,
    campaigns: mapValues(rollup.campaigns, (day) => ({
      name: day.name,
      total: encodeMetricTuple(day.total),
      country: mapValues(day.country, encodeMetricTuple),
      device: mapValues(day.device, encodeMetricTuple),
      ...(day.placement ? { placement: mapValues(day.placement, encodeMetricTuple) } : {}),
      ...(day.age ? { age: mapValues(day.age, encodeMetricTuple) } : {}),
      ...(day.gender ? { gender: mapValues(day.gender, encodeMetricTuple) } : {}),
      ...(day.names ? { names: day.names } : {}),
      ...(day.adSet ? { adSet: mapValues(day.adSet, encodeMetricTuple) } : {}),
      ...(day.ad ? { ad: mapValues(day.ad, encodeMetricTuple) } : {}),
    })),
  };
}

/** The collection of an advertiser's rollups. */
export const DAILY_METRICS_COLLECTION = 'dailyMetrics';
