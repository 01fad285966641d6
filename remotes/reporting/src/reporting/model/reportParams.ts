import * as z from 'zod/mini';
import { DOCUMENT_ID_PATTERN } from '@adplatform/document-id';
import { presetRange, rangeProblem, RANGE_PRESETS, type RangePreset, type ReportRange } from './dateRange';
import { KPI_KEYS, REPORT_DIMENSIONS, type KpiKey, type ReportDimension } from '@adplatform/delivery-metrics';
import { INTERVALS, type Interval } from './report';
import { comparisonsParam, parseComparisons, type Comparison } from './comparison';

/**
 * What a breakdown chart groups by: campaigns, ad sets, ads or an audience dimension of the rollups
 * (docs/product-rules.md §10.2).
 */
export const BREAKDOWNS = [
  'campaign',
  'adSet',
  'ad',
  'country',
  'device',
  'placement',
  'age',
  'gender',
] as const;
/** A breakdown. */
export type Breakdown = (typeof BREAKDOWNS)[number];

/** What a pivot's rows are: the campaigns, or the values of an audience dimension (docs/product-rules.md §10.2). */
export const PIVOT_ROWS = ['campaign', ...REPORT_DIMENSIONS] as const;
/** A pivot's rows. */
export type PivotRows = (typeof PIVOT_ROWS)[number];

/**
 * The report the user is looking at, kept in the URL so that it survives a reload and can be shared:
 * `?range=last30` or `?range=custom&from=2026-01-01&to=2026-03-31`, plus `campaign`, `metric`,
 * `interval`, `breakdown`, `compare` (the periods compared, e.g. `previous,lastYear,2025-06-01`),
 * `pivotRows` and `pivot` (its columns).
 */
export interface ReportParams {
  readonly preset: RangePreset | 'custom';
  readonly range: ReportRange;
  /** A campaign id, or null for every campaign. */
  readonly campaignId: string | null;
  readonly metric: KpiKey;
  readonly interval: Interval;
  readonly breakdown: Breakdown;
  /** The periods compared with the report's (at most three; the first also drives the KPI cards' change). */
  readonly compare: readonly Comparison[];
  /** The pivot's rows: campaigns or an audience dimension (never the columns' dimension). */
  readonly pivotRows: PivotRows;
  /** The audience dimension of the pivot's columns. */
  readonly pivot: ReportDimension;
}

/** The report shown when the URL says nothing: the last 30 days, spend by day, by campaign. */
export const DEFAULT_PRESET: RangePreset = 'last30';

const isoDate = z.iso.date();
const schema = z.object({
  range: z.catch(z.enum([...RANGE_PRESETS, 'custom']), DEFAULT_PRESET),
  from: z.catch(z.optional(isoDate), undefined),
  to: z.catch(z.optional(isoDate), undefined),
  campaign: z.catch(z.optional(z.string().check(z.regex(DOCUMENT_ID_PATTERN))), undefined),
  metric: z.catch(z.enum(KPI_KEYS), 'spend'),
  interval: z.catch(z.enum(INTERVALS), 'day'),
  breakdown: z.catch(z.enum(BREAKDOWNS), 'campaign'),
  compare: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  pivot: z.catch(z.enum(REPORT_DIMENSIONS), 'country'),
  pivotRows: z.catch(z.enum(PIVOT_ROWS), 'campaign'),
});

/**
 * Reads the report's parameters from the URL (a trust boundary: anything invalid falls back to the
 * default, a custom range that cannot be reported falls back to the default preset).
 */
export function parseReportParams(search: URLSearchParams, today: string): ReportParams {
  const raw = schema.parse(Object.fromEntries(search));
  const custom = raw.range === 'custom' && raw.from && raw.to ? { from: raw.from, to: raw.to } : null;
  const useCustom = custom !== null && rangeProblem(custom, today) === null;
  const preset = useCustom ? 'custom' : raw.range === 'custom' ? DEFAULT_PRESET : raw.range;
  const range = useCustom ? custom : presetRange(preset === 'custom' ? DEFAULT_PRESET : preset, today);
  return {
    preset,
    range,
    campaignId: raw.campaign ?? null,
    metric: raw.metric,
    interval: raw.interval,
    breakdown: raw.breakdown,
    compare: parseComparisons(raw.compare, range, today),
    // A dimension is never crossed with itself: its rows fall back to the campaigns.
    pivotRows: raw.pivotRows === raw.pivot ? 'campaign' : raw.pivotRows,
    pivot: raw.pivot,
  };
}

/** The URL search parameters of a report (the inverse of `parseReportParams`; defaults left out). */
export function toSearchParams(params: ReportParams): URLSearchParams {
  const search = new URLSearchParams({ range: params.preset });
  if (params.preset === 'custom') {
    search.set('from', params.range.from);
    search.set('to', params.range.to);
  }
  if (params.campaignId) search.set('campaign', params.campaignId);
  if (params.metric !== 'spend') search.set('metric', params.metric);
  if (params.interval !== 'day') search.set('interval', params.interval);
  if (params.breakdown !== 'campaign') search.set('breakdown', params.breakdown);
  const compare = comparisonsParam(params.compare);
  if (compare) search.set('compare', compare);
  if (params.pivotRows !== 'campaign') search.set('pivotRows', params.pivotRows);
  if (params.pivot !== 'country') search.set('pivot', params.pivot);
  return search;
}
