import { act, render } from '@testing-library/react';
import { memo } from 'react';
import { createContext } from '@rc-component/context';
import { useContext } from './tableBodyContext';

/** The part of rc-table's context the body reads (its own list of keys, in short). */
interface TableContextProps {
  readonly prefixCls: string;
  readonly colWidths: readonly number[];
  readonly expandedRowOffset?: number;
}

const TableContext = createContext<TableContextProps>();
const KEYS = ['prefixCls', 'expandedRowOffset', 'colWidths'] as const;

/**
 * A body reading the context as rc-table's does, kept from its parent's renders as rc-table keeps it
 * (a memo): what it saw, one entry per render.
 */
function renderBody(initial: TableContextProps) {
  const seen: Partial<TableContextProps>[] = [];
  const Body = memo(function Body(): null {
    seen.push(useContext(TableContext, [...KEYS]));
    return null;
  });
  const tree = (value: TableContextProps) => (
    <TableContext.Provider value={value}>
      <Body />
    </TableContext.Provider>
  );
  const { rerender } = render(tree(initial));
  return { seen, update: (value: TableContextProps) => act(() => rerender(tree(value))) };
}

it('passes the selected fields through, the widths as one constant empty list while no expanded row is offset', () => {
  const { seen } = renderBody({ prefixCls: 'ant-table', colWidths: [48, 260] });
  expect(seen).toHaveLength(1);
  expect(seen[0]).toEqual({ prefixCls: 'ant-table', expandedRowOffset: undefined, colWidths: [] });
});

it('does not render the body again when only the measured widths change', () => {
  const { seen, update } = renderBody({ prefixCls: 'ant-table', colWidths: [] });
  update({ prefixCls: 'ant-table', colWidths: [48, 260] });
  update({ prefixCls: 'ant-table', colWidths: [48, 312.5] });
  expect(seen).toHaveLength(1);
  // A field it uses still renders it again.
  update({ prefixCls: 'ant-table-small', colWidths: [48, 312.5] });
  expect(seen).toHaveLength(2);
  expect(seen[1]).toEqual({ prefixCls: 'ant-table-small', expandedRowOffset: undefined, colWidths: [] });
});

it('gives the measured widths, and renders again for them, when expanded rows start after some columns', () => {
  const { seen, update } = renderBody({ prefixCls: 'ant-table', colWidths: [48], expandedRowOffset: 1 });
  expect(seen.at(-1)?.colWidths).toEqual([48]);
  update({ prefixCls: 'ant-table', colWidths: [52], expandedRowOffset: 1 });
  expect(seen).toHaveLength(2);
  expect(seen[1]?.colWidths).toEqual([52]);
});
