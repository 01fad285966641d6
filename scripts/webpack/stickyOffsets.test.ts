import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { ColumnType, Direction, StickyOffsets } from 'rc-table/lib/interface';
import rcTableStickyOffsets from 'rc-table/lib/hooks/useStickyOffsets';
import useStickyOffsets from './stickyOffsets';

type Hook = (
  colWidths: (number | undefined)[],
  columns: readonly ColumnType<unknown>[],
  direction: Direction,
) => StickyOffsets;

/** What `hook` returns for these columns, rendered once. */
function offsets(hook: Hook, colWidths: (number | undefined)[], direction: Direction = 'ltr'): StickyOffsets {
  let result: StickyOffsets | undefined;
  function Probe(): null {
    result = hook(colWidths, COLUMNS, direction);
    return null;
  }
  renderToString(createElement(Probe));
  if (!result) throw new Error('the hook did not run');
  return { left: result.left, right: result.right };
}

const rcTable = rcTableStickyOffsets as unknown as Hook;
const ours = useStickyOffsets as Hook;

/** The campaigns list's shape: checkbox and name pinned left, two metrics, the menu pinned right. */
const COLUMNS: ColumnType<unknown>[] = [
  { key: 'selection', fixed: 'left', width: 48 },
  { key: 'name', fixed: 'left', width: 260 },
  { key: 'spend', width: 120 },
  { key: 'share', width: '20%' },
  { key: 'actions', fixed: 'right', width: 64 },
];
const DECLARED = [48, 260, 120, undefined, 64];

describe('sticky offsets (rc-table’s, counting a pinned column’s declared width until it is measured)', () => {
  it('are rc-table’s once every column is measured, in both directions', () => {
    const measured = [48.5, 261, 118, 240, 80];
    for (const direction of ['ltr', 'rtl'] as const)
      expect(offsets(ours, measured, direction)).toEqual(offsets(rcTable, measured, direction));
  });

  it('before any measure, are the offsets rc-table reaches once the columns measure what they declare', () => {
    const unmeasured = DECLARED.map(() => undefined);
    expect(offsets(ours, unmeasured)).toEqual(offsets(rcTable, DECLARED));
    expect(offsets(ours, unmeasured)).toEqual({ left: [0, 48, 308, 308, 308], right: [324, 64, 64, 64, 0] });
    // rc-table's own, for the record: every pinned column counted 0 px wide until measured.
    expect(offsets(rcTable, unmeasured)).toEqual({ left: [0, 0, 0, 0, 0], right: [0, 0, 0, 0, 0] });
  });

  it('take a measured width over the declared one', () => {
    expect(offsets(ours, [56, undefined, undefined, undefined, undefined]).left).toEqual([
      0, 56, 316, 316, 316,
    ]);
  });
});
