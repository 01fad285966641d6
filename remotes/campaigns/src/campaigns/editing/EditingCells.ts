import type { ComponentType } from 'react';
import type { CampaignChange, CampaignChangeResult } from '@adplatform/campaign-model';
import type { UserCampaignQuery } from '../api/campaignFilters';
import type { ChangeSender } from '../api/updateCampaigns';
import type { CampaignRow } from '../model/campaignRow';

/** What every editing control of a row receives. */
export interface RowEditingProps {
  readonly row: CampaignRow;
  /** True while the server has not answered a change of this row. */
  readonly pending: boolean;
  /** Applies one change (see `useCampaignChanges`). */
  readonly run: (
    ids: readonly string[],
    change: CampaignChange,
    send?: ChangeSender,
  ) => Promise<readonly CampaignChangeResult[] | null>;
}

/** The bulk bar's inputs: the selection and how to widen it to every match. */
export interface BulkBarProps {
  /** The selected rows; with `allMatching`, the rows on screen (every one matches). */
  readonly selectedIds: readonly string[];
  /** True when every campaign matching the filters is selected, on screen or not. */
  readonly allMatching: boolean;
  /** How many campaigns match the filters (null while counting). */
  readonly matching: number | null;
  /** The list's query, whose every match "select all" selects. */
  readonly query: UserCampaignQuery;
  readonly selectAllMatching: () => void;
  readonly clear: () => void;
  readonly canCreate: boolean;
  readonly run: RowEditingProps['run'];
  /** Called with the ids a bulk archive applied to, which the list offers to restore (undo). */
  readonly onArchived: (ids: readonly string[]) => void;
}

/** The offer to undo a bulk archive: the campaigns it archived, and what restoring or dismissing does. */
export interface UndoArchiveProps {
  readonly ids: readonly string[];
  readonly run: RowEditingProps['run'];
  /** Called once restored or dismissed. */
  readonly done: () => void;
}

/**
 * The list's editing controls: the on/off switch, the inline budget, the row's menu, the bulk bar
 * and its undo of an archive.
 * They load after the table has shown its first page (docs/performance.md):
 * until then a row shows its status and budget as text.
 */
export interface EditingCells {
  readonly DeliverySwitch: ComponentType<RowEditingProps>;
  readonly BudgetCell: ComponentType<RowEditingProps>;
  readonly RowActions: ComponentType<RowEditingProps & { readonly canCreate: boolean }>;
  readonly BulkBar: ComponentType<BulkBarProps>;
  readonly UndoArchive: ComponentType<UndoArchiveProps>;
}
