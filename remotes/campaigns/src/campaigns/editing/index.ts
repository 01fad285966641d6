import type { EditingCells } from './EditingCells';
import { BudgetCell } from './BudgetCell';
import { BulkBar } from './BulkBar';
import { DeliverySwitch } from './DeliverySwitch';
import { RowActions } from './RowActions';
import { UndoArchive } from './UndoArchive';

/** The editing controls, as one lazily loaded chunk (see `EditingCells`). */
export const editingCells: EditingCells = {
  BudgetCell,
  BulkBar,
  DeliverySwitch,
  RowActions,
  UndoArchive,
};
