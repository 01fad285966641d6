import {
  createContext,
  useContext,
  type ComponentProps,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { TotalsRow } from '../components/TotalsRow';
import type { CampaignRow } from '../model/campaignRow';
import type { EditingCells, RowEditingProps } from './EditingCells';

/*
 * The table's cells read the editing controls from a context, not from the table's columns: when the
 * controls load after the first page (afterTable.ts), only the cells that show them render again; the
 * table, its rows and every other cell keep what they rendered (docs/performance.md: nothing after the
 * first screen is a long task). The totals row comes through a context of its own: its arrival, a commit later, renders the totals row alone, not every row's controls.
 */

/** What the table's editing cells need, provided by the list around the table. */
export interface RowEditing {
  /** The editing controls, once loaded (null before, and always for an analyst). */
  readonly cells: EditingCells | null;
  /** The ids of the rows whose change the server has not answered yet. */
  readonly pending: ReadonlySet<string>;
  readonly run: RowEditingProps['run'];
  /** Whether the row's menu offers to duplicate (the plan includes campaign creation). */
  readonly canCreate: boolean;
}

const NO_EDITING: RowEditing = {
  cells: null,
  pending: new Set(),
  run: () => Promise.resolve(null),
  canCreate: false,
};

/** The list's editing state, read by the table's cells (`NO_EDITING` outside a list). */
export const RowEditingContext = createContext<RowEditing>(NO_EDITING);

/** The totals row's component, provided by the list once loaded. */
export interface LoadedTotalsRow {
  /** Null until loaded. */
  readonly TotalsRow: ComponentType<ComponentProps<typeof TotalsRow>> | null;
}

/** The totals row, read by the table's summary (not loaded outside a list). */
export const TotalsRowContext = createContext<LoadedTotalsRow>({ TotalsRow: null });

/** A row's props for its editing controls. */
function useRowEditing(row: CampaignRow): RowEditingProps & { readonly cells: EditingCells | null } {
  const { cells, pending, run } = useContext(RowEditingContext);
  return { cells, row, pending: pending.has(row.id), run };
}

/** The row's on/off switch, once the controls have loaded. */
export function DeliveryControl({ row }: { readonly row: CampaignRow }): ReactElement | null {
  const { cells, ...props } = useRowEditing(row);
  return cells && <cells.DeliverySwitch {...props} />;
}

/** The row's inline budget editor once the controls have loaded, `text` until then. */
export function BudgetControl({
  row,
  text,
}: {
  readonly row: CampaignRow;
  readonly text: ReactNode;
}): ReactElement {
  const { cells, ...props } = useRowEditing(row);
  return cells ? <cells.BudgetCell {...props} /> : <>{text}</>;
}

/** The row's menu, once the controls have loaded. */
export function RowActionsControl({ row }: { readonly row: CampaignRow }): ReactElement | null {
  const { cells, ...props } = useRowEditing(row);
  const { canCreate } = useContext(RowEditingContext);
  return cells && <cells.RowActions {...props} canCreate={canCreate} />;
}

/** The totals row, once loaded; its props are the table's. */
export function TotalsControl(props: ComponentProps<typeof TotalsRow>): ReactElement | null {
  const { TotalsRow: Loaded } = useContext(TotalsRowContext);
  return Loaded && <Loaded {...props} />;
}
