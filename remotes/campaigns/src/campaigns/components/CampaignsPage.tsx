import { Alert, Button, Flex } from 'shared-ui/antd/base';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { normaliseSearchTerm, SEARCH_MATCH_MAX } from '@adplatform/campaign-model';
import type { MetricTotals } from '@adplatform/delivery-metrics';
import {
  isEntitled,
  Link,
  OPENED_CAMPAIGN_PARAM,
  PATHS,
  useAccount,
  useSearchParams,
  useSubscriptionRecord,
} from 'shared-auth';
import { useCursorPages } from 'shared-ui';
import { ListLoadError, PageTitle } from 'shared-ui';
import { useCampaignsT } from '../../i18n/useCampaignsT';
import { pageQueryOf, type UserCampaignQuery } from '../api/campaignFilters';
import { countList, fetchListPage, listAtHand } from '../first-screen/readAhead';
import { forgetSearchMatches, searchMatches } from '../api/searchMatches';
import type { AfterTable } from '../first-screen/afterTable';
import { useAfterTable } from '../first-screen/useAfterTable';
import { useCampaignChanges } from '../hooks/useCampaignChanges';
import { useListView } from '../hooks/useListView';
import { CAMPAIGN_PAGE_SIZE, type CampaignQuery } from '../model/campaignQuery';
import type { CampaignRow } from '../model/campaignRow';
import { RowEditingContext, TotalsRowContext, type RowEditing } from '../editing/rowEditing';
import { CampaignFilters } from './CampaignFilters';
import { CampaignTable, type TableSelection } from './CampaignTable';

/** The parts of the list that load after its first page (`afterTable.ts`), as a chunk of their own. */
const loadAfterTable = (): Promise<AfterTable> =>
  import('../first-screen/afterTable').then(({ loadAfterTable: load }) => load());

/** The opened campaign (`/?campaign=<id>`), loaded when one is opened. */
const CampaignDrawer = lazy(() =>
  import('../campaign-drawer/CampaignDrawer').then(({ CampaignDrawer }) => ({ default: CampaignDrawer })),
);

/** The list without a row: a new account's first visit, or filters matching nothing (loaded then). */
const CampaignsEmpty = lazy(() =>
  import('./CampaignsEmpty').then(({ CampaignsEmpty }) => ({ default: CampaignsEmpty })),
);

/**
 * The room the view toolbar takes once it loads, kept from the first render so that the table does
 * not move down under the user's finger: one row of controls, two below 480 px wide, where its three
 * controls wrap (a step of `clamp`: inline styles have no media queries).
 */
const VIEW_TOOLBAR_SLOT = { minHeight: 'clamp(32px, (480px - 100vw) * 1000, 76px)', marginBottom: 16 };

function CampaignList({ uid }: { readonly uid: string }): ReactElement {
  const { t } = useCampaignsT();
  const { record } = useSubscriptionRecord();
  // An analyst reads the list and changes nothing: no switches, budgets, menus or selection
  // (docs/product-rules.md §10.9; the rules and functions refuse them anyway).
  const { canWrite } = useAccount();
  const view = useListView(uid);
  const { query, columns } = view;
  const [version, setVersion] = useState(0);
  const [selectedIds, setSelectedIds] = useState<readonly string[]>([]);
  // Every campaign matching the filters is selected, on screen or not: changes go to the server's
  // "all that match" (docs/product-rules.md §10.1).
  const [allMatching, setAllMatching] = useState(false);
  const select = useCallback((ids: readonly string[]) => {
    setAllMatching(false);
    setSelectedIds(ids);
  }, []);
  // The campaigns the last bulk archive archived, offered to be restored until dismissed.
  const [archivedIds, setArchivedIds] = useState<readonly string[] | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const openedId = searchParams.get(OPENED_CAMPAIGN_PARAM);

  // Keyed by value (a query of plain values, `pageQueryOf`), so that the same view applied again, or
  // another range the rows already carry, reads nothing.
  const pageKey = JSON.stringify(pageQueryOf(uid, query));
  const listQuery = useMemo(() => JSON.parse(pageKey) as UserCampaignQuery, [pageKey]);
  const list = useCursorPages({
    query: listQuery,
    fetchPage: fetchListPage,
    count: countList,
    label: 'campaigns',
    atHand: listAtHand,
  });
  const { reload } = list;
  const reloadAll = useCallback(() => {
    forgetSearchMatches();
    reload();
    setVersion((value) => value + 1);
  }, [reload]);
  const changes = useCampaignChanges(list.rows, reloadAll);
  // A custom range's totals of the rows on screen, read by the view toolbar once it loads.
  const [spanTotals, setSpanTotals] = useState<ReadonlyMap<string, MetricTotals> | null>(null);
  const custom = Boolean(query.custom);
  const { range } = query;
  const rowTotals = useCallback(
    (row: CampaignRow) => (custom ? (spanTotals?.get(row.id) ?? null) : row.metrics[range]),
    [custom, range, spanTotals],
  );
  const filtered = query.status !== 'all' || query.search.trim() !== '';
  const [filtersCleared, setFiltersCleared] = useState(0);
  const canCreate = canWrite && isEntitled(record?.selectedPlan, 'createCampaign');
  // What loads once the table has shown: the rows' editing controls, then the drafts, the view
  // toolbar, the totals row and the pager. Their arrival renders as transitions: React builds the
  // rows' controls in slices and the page stays responsive meanwhile.
  const { first, rest } = useAfterTable(list.loading, loadAfterTable);
  const cells = canWrite ? (first?.editingCells ?? null) : null;
  const { changeQuery: changeViewQuery } = view;
  const changeQuery = useCallback(
    (next: CampaignQuery): void => {
      // A search's matches are read from the event, while the list renders the new query; its page
      // read then takes them (docs/decisions/0035-search-reads-its-matches.md).
      if (normaliseSearchTerm(next.search)) void searchMatches(pageQueryOf(uid, next));
      select([]);
      changeViewQuery(next);
    },
    [changeViewQuery, select, uid],
  );
  const open = useCallback(
    (id: string | null): void => {
      const next = new URLSearchParams(searchParams);
      if (id) next.set(OPENED_CAMPAIGN_PARAM, id);
      else next.delete(OPENED_CAMPAIGN_PARAM);
      setSearchParams(next);
    },
    [searchParams, setSearchParams],
  );
  // Closing the opened campaign gives the focus back to its name in the list, the link that opens it.
  const lastOpened = useRef<string | null>(null);
  useEffect(() => {
    const closed = lastOpened.current;
    lastOpened.current = openedId;
    if (openedId || !closed) return;
    document
      .querySelector<HTMLElement>(
        `[data-testid="campaign-name"][href="?campaign=${CSS.escape(encodeURIComponent(closed))}"]`,
      )
      ?.focus();
  }, [openedId]);
  const onSortChange = useCallback(
    (sortField: CampaignQuery['sortField'], sortDirection: CampaignQuery['sortDirection']) =>
      changeQuery({ ...query, sortField, sortDirection }),
    [changeQuery, query],
  );
  // What the table renders from keeps its identity across the list's renders, so that the controls,
  // the toolbar or a selection arriving renders only what shows them (CampaignTable is memoized).
  const totalsOf = useMemo(() => ({ uid, version }), [uid, version]);
  const shownIds = useMemo(() => changes.rows.map((row) => row.id), [changes.rows]);
  const tableSelectedIds = allMatching ? shownIds : selectedIds;
  const selection = useMemo<TableSelection | null>(
    () => (canWrite ? { selectedIds: tableSelectedIds, onSelect: select } : null),
    [canWrite, tableSelectedIds, select],
  );
  const rowEditing = useMemo<RowEditing>(
    () => ({ cells, pending: changes.pending, run: changes.run, canCreate }),
    [cells, changes.pending, changes.run, canCreate],
  );
  const totalsRow = useMemo(() => ({ TotalsRow: rest?.TotalsRow ?? null }), [rest]);

  return (
    <>
      <Flex justify="space-between" align="center" wrap="wrap" gap={12}>
        <PageTitle as="h1" style={{ margin: '0 0 16px' }}>
          {t('title')}
        </PageTitle>
        {canCreate && (
          <Link to={PATHS.createCampaign}>
            <Button type="primary">{t('create')}</Button>
          </Link>
        )}
      </Flex>
      {canCreate && rest && <rest.DraftList uid={uid} />}
      <CampaignFilters
        // A new key shows a search set elsewhere (a saved view applied, the filters cleared).
        key={`${view.applied}|${filtersCleared}`}
        query={query}
        onChange={changeQuery}
        today={view.today}
        columns={columns}
        onColumnsChoice={view.chooseColumns}
      />
      <div style={VIEW_TOOLBAR_SLOT}>
        {rest && (
          <rest.ViewToolbar
            uid={uid}
            view={view}
            campaignIds={list.rows.map((row) => row.id)}
            onSpanTotals={setSpanTotals}
          />
        )}
      </div>
      {cells && tableSelectedIds.length > 0 && (
        <cells.BulkBar
          selectedIds={tableSelectedIds}
          allMatching={allMatching}
          matching={list.total}
          query={{ ...query, uid }}
          selectAllMatching={() => setAllMatching(true)}
          clear={() => select([])}
          canCreate={canCreate}
          run={changes.run}
          onArchived={setArchivedIds}
        />
      )}
      {cells && archivedIds && (
        <cells.UndoArchive ids={archivedIds} run={changes.run} done={() => setArchivedIds(null)} />
      )}
      {normaliseSearchTerm(query.search) && list.total !== null && list.total > SEARCH_MATCH_MAX && (
        // A search reads at most SEARCH_MATCH_MAX matches (docs/product-rules.md §10.1).
        <Alert
          type="info"
          showIcon
          data-testid="search-over-cap"
          style={{ marginBottom: 12 }}
          message={t('searchOverCap', { count: list.total, shown: SEARCH_MATCH_MAX })}
        />
      )}
      {list.error ? (
        <ListLoadError message={t('loadFailed')} onRetry={list.reload} />
      ) : !list.loading && list.rows.length === 0 ? (
        <Suspense fallback={null}>
          <CampaignsEmpty
            filtered={filtered}
            canCreate={canCreate}
            onClearFilters={() => {
              changeQuery({ ...query, status: 'all', search: '' });
              setFiltersCleared((count) => count + 1);
            }}
          />
        </Suspense>
      ) : (
        <RowEditingContext.Provider value={rowEditing}>
          <TotalsRowContext.Provider value={totalsRow}>
            <CampaignTable
              rows={changes.rows}
              loading={list.loading}
              query={query}
              columns={columns}
              rowTotals={rowTotals}
              totalsOf={totalsOf}
              totalCount={list.total}
              selection={selection}
              onSortChange={onSortChange}
              onOpen={open}
            />
          </TotalsRowContext.Provider>
          {rest && (
            <rest.CursorPager
              list={list}
              label={t('pager.label')}
              pageSize={CAMPAIGN_PAGE_SIZE}
              totalLabel={t('pager.total', { count: list.total ?? 0 })}
            />
          )}
        </RowEditingContext.Provider>
      )}
      {openedId && (
        <Suspense fallback={null}>
          <CampaignDrawer
            uid={uid}
            campaignId={openedId}
            range={query.range}
            custom={query.custom}
            changes={changes}
            canCreate={canCreate}
            canWrite={canWrite}
            onCampaignChanged={reloadAll}
            onClose={() => open(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The campaigns section (route /): the account's campaigns, run from the list. */
export function CampaignsPage(): ReactElement | null {
  const { accountId } = useAccount();
  return accountId ? <CampaignList uid={accountId} /> : null;
}
