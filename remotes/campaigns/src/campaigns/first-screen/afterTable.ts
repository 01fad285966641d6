import { CursorPager } from 'shared-ui';
import { loadEditingStrings } from '../../i18n/useCampaignsEditingT';
import { DraftList } from '../components/DraftList';
import { TotalsRow } from '../components/TotalsRow';
import { editingCells } from '../editing';
import { ViewToolbar } from '../list-views/ViewToolbar';

/**
 * Everything the campaigns list loads once its first page has shown, as one chunk and one request
 * (docs/performance.md): the table is the screen's purpose, and the pager, the
 * drafts in progress (with the lists and confirmation pop-ups of `shared-ui/antd/panels`), the editing
 * controls, the totals row and the view toolbar stay off its first load. Until they come, a row
 * shows its status and budget as text.
 */
const afterTable = { CursorPager, DraftList, editingCells, TotalsRow, ViewToolbar };

/** The parts of the list that load after its first page. */
export type AfterTable = typeof afterTable;

/**
 * The parts, once their strings are there in the page's language (nothing of them suspends the list).
 */
export async function loadAfterTable(): Promise<AfterTable> {
  await loadEditingStrings();
  return afterTable;
}
