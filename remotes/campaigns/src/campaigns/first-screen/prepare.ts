/**
 * The campaigns list's first screen, in order (docs/architecture.md "A page's start, in order"). When
 * each step runs is decided in this folder; a step done by shared code names its module.
 *
 * 1. The host calls `prepare` while its guard decides ........ prepare (here)
 *    - the first page and its count are read ahead ........... readFirstPageAhead (readAhead.ts)
 *    - the rows' currency format is built meanwhile .......... prepareMoneyFormat (here)
 * 2. The list renders and takes those reads ................... listAtHand, fetchListPage, countList
 *                                                              (readAhead.ts, used by CampaignsPage)
 * 3. Its first page on screen: the host's first content ........ markFirstContent (shared-ui useCursorPages)
 * 4. The task after that frame: the after-table parts, in two
 *    commits (editing controls, then pager, drafts, toolbar,
 *    totals) ................................................. useAfterTable, afterTable.ts
 */
import { i18n } from 'shared-auth';
import { prepareMoneyFormat } from 'shared-ui';
import { readFirstPageAhead } from './readAhead';

/**
 * The section's `prepare` (shared-auth `SectionModule`): reads the list's first page and count while
 * the host is still on its way to render the section; once they are read (the user is signed in and
 * may read), builds the rows' currency format meanwhile.
 */
export function prepare(): void {
  readFirstPageAhead(() => {
    prepareMoneyFormat(i18n.language);
  });
}
