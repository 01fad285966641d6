import {
  addTotals,
  dimensionPair,
  fromTuple,
  PAIR_CELL_SEPARATOR,
  ZERO_TOTALS,
  type DailyPairRollup,
  type MetricTotals,
  type ReportDimension,
} from '@adplatform/delivery-metrics';
import type { ReportRange } from './dateRange';
import type { PivotRow } from './report';

/** A pivot of two audience dimensions: its rows (each a value of the first) and its columns' values. */
export interface PairPivot {
  /** Rows by spend, highest first; `name` is the row's value (labelled where shown). */
  readonly rows: readonly PivotRow[];
  /** The column dimension's values, by spend, highest first. */
  readonly columns: readonly string[];
}

function bySpend([, a]: [string, MetricTotals], [, b]: [string, MetricTotals]): number {
  return b.spendMinor - a.spendMinor || b.impressions - a.impressions;
}

/**
 * The pivot of `rows` against `columns` (two different audience dimensions) over `range`, for every
 * campaign or only `campaignId`, from the pair rollups of their canonical pair (docs/product-rules.md
 * §10.2), transposed when the rows are the pair's second dimension. Rollups outside the range are ignored.
 * @throws Error when `rows` and `columns` are the same dimension.
 */
export function buildPairPivot(
  rollups: readonly DailyPairRollup[],
  range: ReportRange,
  campaignId: string | null,
  rows: ReportDimension,
  columns: ReportDimension,
): PairPivot {
  const { swapped } = dimensionPair(rows, columns);
  const cells = new Map<string, Map<string, MetricTotals>>();
  const rowTotals = new Map<string, MetricTotals>();
  const columnTotals = new Map<string, MetricTotals>();
  for (const rollup of rollups) {
    if (rollup.date < range.from || rollup.date > range.to) continue;
    for (const [id, campaignCells] of Object.entries(rollup.campaigns)) {
      if (campaignId !== null && id !== campaignId) continue;
      for (const [key, tuple] of Object.entries(campaignCells)) {
        const [first = '', second = ''] = key.split(PAIR_CELL_SEPARATOR);
        const [row, column] = swapped ? [second, first] : [first, second];
        const totals = fromTuple(tuple);
        let rowCells = cells.get(row);
        if (!rowCells) cells.set(row, (rowCells = new Map()));
        rowCells.set(column, addTotals(rowCells.get(column) ?? ZERO_TOTALS, totals));
        rowTotals.set(row, addTotals(rowTotals.get(row) ?? ZERO_TOTALS, totals));
        columnTotals.set(column, addTotals(columnTotals.get(column) ?? ZERO_TOTALS, totals));
      }
    }
  }
  return {
    rows: [...rowTotals].sort(bySpend).map(([row]) => ({
      key: row,
      name: row,
      cells: Object.fromEntries(cells.get(row) ?? []),
    })),
    columns: [...columnTotals].sort(bySpend).map(([column]) => column),
  };
}
