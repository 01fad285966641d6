import { render } from '@testing-library/react';
import MeasureCell from './measureCell';

// rc-resize-observer's CommonJS build for jest: the same module.
jest.mock('rc-resize-observer', () => jest.requireActual<object>('rc-resize-observer/lib'));

afterEach(() => jest.restoreAllMocks());

function renderCell(title?: string): { onColumnResize: jest.Mock; cell: HTMLTableCellElement | null } {
  const onColumnResize = jest.fn();
  const { container } = render(
    <table>
      <tbody>
        <tr>
          <MeasureCell columnKey="name" onColumnResize={onColumnResize} prefixCls="ant-table" title={title} />
        </tr>
      </tbody>
    </table>,
  );
  return { onColumnResize, cell: container.querySelector('th.ant-table-measure-cell') };
}

it('renders rc-table’s measuring header cell, with the column’s title or a no-break space', () => {
  expect(renderCell('Campaign').cell?.textContent).toBe('Campaign');
  expect(renderCell().cell?.querySelector('.ant-table-measure-cell-content')?.textContent).toBe('\xa0');
});

it('reads no layout as it mounts and reports nothing itself: the resize observer around it reports the width', () => {
  const bounds = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  const offsetWidth = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
  const { onColumnResize, cell } = renderCell('Campaign');
  expect(cell).not.toBeNull();
  expect(bounds).not.toHaveBeenCalled();
  expect(offsetWidth).not.toHaveBeenCalled();
  expect(onColumnResize).not.toHaveBeenCalled();
});
