import { useMemo } from 'react';
import type { ColumnType, Direction, StickyOffsets } from 'rc-table/es/interface';

/*
 * rc-table's `useStickyOffsets` (see antdTrims.ts `tableOffsetsFromDeclaredWidths`): where each pinned
 * column sticks, from the widths of the pinned columns before it (left) or after it (right). rc-table
 * counts a column it has not measured yet as 0 px wide, so a table whose first pinned column is the
 * row selection's checkbox pins its name column at 0 on the first render and at the checkbox's width
 * once its resize observer reports: every row of the table rendered again for one offset, a task of
 * its own on a mid-range phone (docs/architecture.md "Performance budgets"). Here a pinned column not
 * measured yet counts the width it declares in px: when the browser lays it out at that width, the
 * offsets of the first render are the final ones and the rows do not render again. A measured width
 * always wins, as in rc-table.
 */

/**
 * rc-table's sticky offsets of a table's columns.
 * @param colWidths - the measured width of each column in px, `undefined` (or 0) until measured
 * @param flattenColumns - the table's leaf columns, in order
 * @param direction - the table's writing direction
 * @returns for each column, in px: the summed widths of the pinned columns before it (`left`) and after it (`right`); swapped for `rtl`
 */
export default function useStickyOffsets<RecordType>(
  colWidths: readonly (number | undefined)[],
  flattenColumns: readonly ColumnType<RecordType>[],
  direction: Direction,
): StickyOffsets {
  return useMemo(
    () => stickyOffsets(colWidths, flattenColumns, direction),
    [colWidths, flattenColumns, direction],
  );
}

/** The offsets `useStickyOffsets` returns, computed (exported for its test). */
export function stickyOffsets<RecordType>(
  colWidths: readonly (number | undefined)[],
  flattenColumns: readonly ColumnType<RecordType>[],
  direction: Direction,
): StickyOffsets {
  const widthOf = (index: number): number => {
    const declared = flattenColumns[index]?.width;
    return colWidths[index] || (typeof declared === 'number' ? declared : 0);
  };
  const offsets = (start: number, end: number, step: 1 | -1): number[] => {
    const list: number[] = [];
    let total = 0;
    for (let index = start; index !== end; index += step) {
      list.push(total);
      if (flattenColumns[index]?.fixed) total += widthOf(index);
    }
    return list;
  };
  const count = flattenColumns.length;
  const fromStart = offsets(0, count, 1);
  const fromEnd = offsets(count - 1, -1, -1).reverse();
  return direction === 'rtl' ? { left: fromEnd, right: fromStart } : { left: fromStart, right: fromEnd };
}
