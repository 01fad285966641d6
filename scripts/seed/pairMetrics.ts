import {
  pairCellKey,
  pairId,
  REPORT_DIMENSION_PAIRS,
  type CampaignDay,
  type DailyPairRollup,
  type DailyRollup,
  type MetricTuple,
  type ReportDimensionPair,
} from '@adplatform/delivery-metrics';
import { audienceWeights, splitInteger, type AudienceWeights, type DeliveringCampaign } from './dailyMetrics';

/** A slice of a campaign's delivery (an ad set, or the whole campaign) and how it splits. */
interface DeliverySlice {
  /** Its share of the campaign's delivery (any scale). */
  readonly weight: number;
  readonly split: AudienceWeights;
}

function normalised(weights: Partial<Record<string, number>>): [string, number][] {
  const entries = Object.entries(weights).filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0);
  const sum = entries.reduce((acc, [, weight]) => acc + weight, 0);
  return entries.map(([key, weight]) => [key, weight / sum]);
}

/** The expected share of each cell of `pair`: each slice's two splits crossed, summed over the slices. */
function expectedShares(
  slices: readonly DeliverySlice[],
  [first, second]: ReportDimensionPair,
): Map<string, number> {
  const total = slices.reduce((acc, slice) => acc + slice.weight, 0);
  const shares = new Map<string, number>();
  for (const slice of slices) {
    for (const [a, shareA] of normalised(slice.split[first])) {
      for (const [b, shareB] of normalised(slice.split[second])) {
        const key = pairCellKey(a, b);
        shares.set(key, (shares.get(key) ?? 0) + (slice.weight / total) * shareA * shareB);
      }
    }
  }
  return shares;
}

/**
 * One campaign's day crossed by `pair`: every value of the first dimension's breakdown split over the
 * second's values in the shares the slices expect, then units moved within rows until every column
 * also sums to the second dimension's breakdown, metric by metric (docs/product-rules.md §10.2: a
 * pivot of two agrees with each breakdown exactly). Undefined when the day lacks either breakdown.
 */
export function crossCampaignDay(
  day: CampaignDay,
  slices: readonly DeliverySlice[],
  pair: ReportDimensionPair,
): Record<string, MetricTuple> | undefined {
  const rows = day[pair[0]];
  const columns = day[pair[1]];
  if (!rows || !columns || Object.keys(rows).length === 0 || Object.keys(columns).length === 0)
    return undefined;
  const shares = expectedShares(slices, pair);
  const cells = new Map<string, number[]>();
  const cell = (a: string, b: string): number[] => {
    const key = pairCellKey(a, b);
    let values = cells.get(key);
    if (!values) cells.set(key, (values = [0, 0, 0, 0, 0, 0]));
    return values;
  };
  const columnKeys = Object.keys(columns);
  for (let metric = 0; metric < 6; metric += 1) {
    for (const [a, tuple] of Object.entries(rows)) {
      const expected = Object.fromEntries(columnKeys.map((b) => [b, shares.get(pairCellKey(a, b)) ?? 0]));
      const weights = Object.values(expected).some((share) => share > 0)
        ? expected
        : Object.fromEntries(columnKeys.map((b) => [b, columns[b]?.[metric] ?? 0]));
      for (const [b, part] of Object.entries(splitInteger(tuple[metric] ?? 0, weights))) {
        cell(a, b)[metric] = part ?? 0;
      }
    }
    const missing = new Map(
      columnKeys.map((b) => [
        b,
        (columns[b]?.[metric] ?? 0) -
          Object.keys(rows).reduce((acc, a) => acc + (cells.get(pairCellKey(a, b))?.[metric] ?? 0), 0),
      ]),
    );
    for (const [short] of [...missing].filter(([, gap]) => gap > 0)) {
      while ((missing.get(short) ?? 0) > 0) {
        const [over] = [...missing].find(([, gap]) => gap < 0) ?? [];
        if (over === undefined) break;
        const rowKeys = Object.keys(rows).filter((a) => (cells.get(pairCellKey(a, over))?.[metric] ?? 0) > 0);
        const a = rowKeys.find((key) => (shares.get(pairCellKey(key, short)) ?? 0) > 0) ?? rowKeys[0];
        if (a === undefined) break;
        cell(a, over)[metric] = (cell(a, over)[metric] ?? 0) - 1;
        cell(a, short)[metric] = (cell(a, short)[metric] ?? 0) + 1;
        missing.set(over, (missing.get(over) ?? 0) + 1);
        missing.set(short, (missing.get(short) ?? 0) - 1);
      }
    }
  }
  return Object.fromEntries(
    [...cells]
      .filter(([, values]) => values.some((value) => value > 0))
      .map(([key, values]) => [key, values as unknown as MetricTuple]),
  );
}

/** The slices a campaign's delivery splits by: its ad sets, or the campaign as a whole without any. */
function slicesOf(campaign: DeliveringCampaign): DeliverySlice[] {
  const adSets = campaign.adSets ?? [];
  return adSets.length > 0
    ? adSets.map((adSet) => ({ weight: adSet.weight, split: audienceWeights(campaign, adSet) }))
    : [{ weight: 1, split: audienceWeights(campaign) }];
}

/**
 * The pair rollups of `rollups` (docs/product-rules.md §10.2): for each day and each of the ten pairs
 * of audience dimensions, every campaign that delivered that day with both breakdowns, crossed. Days
 * and pairs without any such campaign are left out (a large account's totals-only rollups have none).
 */
export function demoPairRollups(
  rollups: readonly DailyRollup[],
  campaigns: readonly DeliveringCampaign[],
): DailyPairRollup[] {
  const slices = new Map(campaigns.map((campaign) => [campaign.id, slicesOf(campaign)]));
  return rollups.flatMap((rollup) =>
    REPORT_DIMENSION_PAIRS.flatMap((pair): DailyPairRollup[] => {
      const entries = Object.entries(rollup.campaigns).flatMap(([id, day]) => {
        const cells = crossCampaignDay(day, slices.get(id) ?? [], pair);
        return cells ? [[id, cells] as const] : [];
      });
      return entries.length > 0
        ? [
            {
              date: rollup.date,
              pair: pairId(pair),
              currency: rollup.currency,
              campaigns: Object.fromEntries(entries),
            },
          ]
        : [];
    }),
  );
}
