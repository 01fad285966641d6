import { useRef, type ReactElement, type ReactNode } from 'react';
import ResizeObserver from 'rc-resize-observer';
import useLayoutEffect from 'rc-util/es/hooks/useLayoutEffect';

/*
 * rc-table's `MeasureCell` (see antdTrims.ts `tableMeasuresAsItsObserver`), measuring a column the way
 * the resize observer around it then reports it. rc-table measures each column once when its table
 * mounts and again whenever the observer reports; the first measure took the cell's whole-pixel
 * `offsetWidth`, the observer reports the layout's fractional width, so every table rendered twice
 * more after mounting (widths 260, then 260.5) — about a quarter of a second on a mid-range phone.
 */

/**
 * The width rc-resize-observer reports for `cell`: the layout's fractional width when it rounds to
 * `offsetWidth`, else `offsetWidth` (rc-resize-observer's `SingleObserver`).
 */
export function observedWidth(cell: HTMLElement): number {
  const { width } = cell.getBoundingClientRect();
  return cell.offsetWidth === Math.round(width) ? width : cell.offsetWidth;
}

/** rc-table's measuring cell: a header cell of the hidden measure row, observed for resizes. */
export default function MeasureCell({
  columnKey,
  onColumnResize,
  prefixCls,
  title,
}: {
  readonly columnKey: React.Key;
  readonly onColumnResize: (key: React.Key, width: number) => void;
  readonly prefixCls: string;
  readonly title?: ReactNode;
}): ReactElement {
  const cellRef = useRef<HTMLTableCellElement>(null);
  useLayoutEffect(() => {
    if (cellRef.current) onColumnResize(columnKey, observedWidth(cellRef.current));
    // Once, when it mounts, as rc-table's own cell: the observer reports every later change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <ResizeObserver data={columnKey}>
      <th ref={cellRef} className={`${prefixCls}-measure-cell`}>
        <div className={`${prefixCls}-measure-cell-content`}>{title || '\xa0'}</div>
      </th>
    </ResizeObserver>
  );
}
