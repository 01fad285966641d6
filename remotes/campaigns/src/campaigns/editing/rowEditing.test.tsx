import { fireEvent, render, screen } from '@testing-library/react';
import { memo, useState, type ReactElement } from 'react';
import type { CampaignRow } from '../model/campaignRow';
import type { EditingCells, RowEditingProps } from './EditingCells';
import {
  BudgetControl,
  DeliveryControl,
  RowActionsControl,
  RowEditingContext,
  TotalsControl,
  TotalsRowContext,
  type RowEditing,
} from './rowEditing';

const row = { id: 'c1', name: 'Spring sale' } as CampaignRow;

/** Controls that say what they were given. */
const cells: EditingCells = {
  DeliverySwitch: ({ row: { id }, pending }: RowEditingProps) => (
    <i data-testid="switch">{`${id}${pending ? ' pending' : ''}`}</i>
  ),
  BudgetCell: ({ row: { id } }: RowEditingProps) => <i data-testid="budget">{id}</i>,
  RowActions: ({ canCreate }) => <i data-testid="actions">{canCreate ? 'can create' : 'edits only'}</i>,
  BulkBar: () => null,
  UndoArchive: () => null,
};

const editing = (overrides: Partial<RowEditing> = {}): RowEditing => ({
  cells: null,
  pending: new Set(),
  run: () => Promise.resolve(null),
  canCreate: false,
  ...overrides,
});

/** A row of the table as the table renders it: memoized, so that only the context renders it again. */
const Row = memo(function Row({ onRender }: { readonly onRender: () => void }): ReactElement {
  onRender();
  return (
    <>
      <DeliveryControl row={row} />
      <BudgetControl row={row} text="$10.00 daily" />
      <RowActionsControl row={row} />
    </>
  );
});

it('shows the budget as text and no switch or menu until the controls load, then the controls', () => {
  const rowRenders = jest.fn();
  const onRender = (): void => rowRenders();
  const { rerender } = render(
    <RowEditingContext.Provider value={editing()}>
      <Row onRender={onRender} />
    </RowEditingContext.Provider>,
  );
  expect(screen.getByText('$10.00 daily')).toBeTruthy();
  expect(screen.queryByTestId('switch')).toBeNull();
  expect(screen.queryByTestId('actions')).toBeNull();

  rerender(
    <RowEditingContext.Provider value={editing({ cells, pending: new Set(['c1']), canCreate: true })}>
      <Row onRender={onRender} />
    </RowEditingContext.Provider>,
  );
  expect(screen.getByTestId('switch').textContent).toBe('c1 pending');
  expect(screen.getByTestId('budget').textContent).toBe('c1');
  expect(screen.getByTestId('actions').textContent).toBe('can create');
  expect(screen.queryByText('$10.00 daily')).toBeNull();
  // The controls arrived without the row itself rendering again.
  expect(rowRenders).toHaveBeenCalledTimes(1);
});

it('renders the totals row once it has loaded, with the props the table gives, and nothing else again', () => {
  const switchRenders = jest.fn();
  const Switch = cells.DeliverySwitch;
  const counted: EditingCells = {
    ...cells,
    DeliverySwitch: (props: RowEditingProps) => {
      switchRenders();
      return <Switch {...props} />;
    },
  };
  const value = editing({ cells: counted });
  const rowRenders = jest.fn();
  function Totals({ count }: { readonly count: number | null }): ReactElement {
    return <i data-testid="totals">{count}</i>;
  }
  function List(): ReactElement {
    const [loaded, setLoaded] = useState(false);
    return (
      <RowEditingContext.Provider value={value}>
        <TotalsRowContext.Provider value={{ TotalsRow: loaded ? (Totals as never) : null }}>
          <button onClick={() => setLoaded(true)}>load</button>
          <Row onRender={rowRenders} />
          <TotalsControl
            uid="u1"
            query={{} as never}
            columns={[]}
            count={12}
            currency="USD"
            version={0}
            withActions
          />
        </TotalsRowContext.Provider>
      </RowEditingContext.Provider>
    );
  }
  render(<List />);
  expect(screen.queryByTestId('totals')).toBeNull();
  expect(switchRenders).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByText('load'));
  expect(screen.getByTestId('totals').textContent).toBe('12');
  // A context of its own: the rows' controls do not render again.
  expect(rowRenders).toHaveBeenCalledTimes(1);
  expect(switchRenders).toHaveBeenCalledTimes(1);
});
