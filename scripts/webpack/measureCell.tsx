import type { ReactElement, ReactNode } from 'react';
import ResizeObserver from 'rc-resize-observer';

/*
 * rc-table's `MeasureCell` (see antdTrims.ts `tableMeasuresAsItsObserver`), measured by the resize
 * observer around it alone. rc-table's own cell also read its `offsetWidth` as it mounted: a forced
 * style and layout pass of the whole page inside the table's first commit, then a second render of
 * the whole table in the same task, and a third when the observer reported the layout's fractional
 * width (260.5 for 260). The observer reports every cell once after the first layout: the table
 * renders once more, in a task of its own, after the browser has painted it
 * (docs/architecture.md "Performance budgets").
 */

/** rc-table's measuring cell: a header cell of the hidden measure row, observed for resizes. */
export default function MeasureCell({
  columnKey,
  prefixCls,
  title,
}: {
  readonly columnKey: React.Key;
  readonly onColumnResize: (key: React.Key, width: number) => void;
  readonly prefixCls: string;
  readonly title?: ReactNode;
}): ReactElement {
  return (
    <ResizeObserver data={columnKey}>
      <th className={`${prefixCls}-measure-cell`}>
        <div className={`${prefixCls}-measure-cell-content`}>{title || '\xa0'}</div>
      </th>
    </ResizeObserver>
  );
}
