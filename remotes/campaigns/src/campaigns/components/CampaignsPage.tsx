import { Button, Flex } from 'shared-ui/antd/base';
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
} from 'react';
import type { MetricTotals } from '@adplatform/delivery-metrics';
import { isEntitled, Link, PATHS, useAccount, useSearchParams, useSubscriptionRecord } from 'shared-auth';
import { useCursorPages } from 'shared-ui';
import { ListLoadError, PageTitle } from 'shared-ui';
import { useCampaignsT } from '../../i18n/useCampaignsT';
import { countCampaigns, fetchCampaignPage } from '../api/fetchCampaignPage';
import type { AfterTable } from '../afterTable';
import { useCampaignChanges } from '../hooks/useCampaignChanges';
import { useListView } from '../hooks/useListView';
import {
  CAMPAIGN_PAGE_SIZE,
  DEFAULT_CAMPAIGN_QUERY,
  isMetricSort,
  type CampaignQuery,
} from '../model/campaignQuery';
import type { CampaignRow } from '../model/campaignRow';
import { CampaignFilters } from './CampaignFilters';
import { CampaignsEmpty } from './CampaignsEmpty';
import { CampaignTable } from './CampaignTable';

/** The opened campaign (`/?campaign=<id>`), loaded when one is opened. */
const CampaignDrawer = lazy(() =>
  import('../campaign-drawer/CampaignDrawer').then(({ CampaignDrawer }) => ({ default: CampaignDrawer })),
);

/** The query parameter that holds the opened campaign (docs/product-rules.md §10.1). */
export const OPENED_CAMPAIGN_PARAM = 'campaign';

function CampaignList({ uid }: { readonly uid: string }): ReactElement {
  const { t } = useCampaignsT();
  const { record } = useSubscriptionRecord();
  // An analyst reads the list and changes nothing: no switches, budgets, menus or selection
  // (docs/product-rules.md §10.9; the rules and functions refuse them anyway).
  const { canWrite } = useAccount();
  const view = useListView(uid);
  const { query, columns } = view;
  // What loads once the table has shown: pager, drafts, editing controls, view toolbar.
  const [after, setAfter] = useState<AfterTable | null>(null);
  const cells = canWrite ? (after?.editingCells ?? null) : null;
  const [version, setVersion] = useState(0);
  const [selectedIds, setSelectedIds] = useState<readonly string[]>([]);
  const [searchParams, setSearchParams] = useSearchParams();
  const openedId = searchParams.get(OPENED_CAMPAIGN_PARAM);

  // The page's rows carry every preset range: the range reads again only when it orders the rows; a
  // custom range reads each row's series instead (docs/product-rules.md §10.1). Keyed by value, so
  // that the same view applied again reads nothing.
  const { status, search, sortField, sortDirection } = query;
  const orderRange = isMetricSort(sortField) ? query.range : DEFAULT_CAMPAIGN_QUERY.range;
  const listQuery = useMemo(
    () => ({ uid, status, search, sortField, sortDirection, range: orderRange, custom: null }),
    [uid, status, search, sortField, sortDirection, orderRange],
  );
  const list = useCursorPages({
    query: listQuery,
    fetchPage: fetchCampaignPage,
    count: countCampaigns,
    label: 'campaigns',
  });
  const { reload } = list;
  const reloadAll = useCallback(() => {
    reload();
    setVersion((value) => value + 1);
  }, [reload]);
  const changes = useCampaignChanges(list.rows, reloadAll);
  // A custom range's totals of the rows on screen, read by the view toolbar once it loads.
  const [spanTotals, setSpanTotals] = useState<ReadonlyMap<string, MetricTotals> | null>(null);
  const rowTotals = (row: CampaignRow) =>
    query.custom ? (spanTotals?.get(row.id) ?? null) : row.metrics[query.range];
  const filtered = query.status !== 'all' || query.search.trim() !== '';
  const [filtersCleared, setFiltersCleared] = useState(0);
  const canCreate = canWrite && isEntitled(record?.selectedPlan, 'createCampaign');
  // Loaded once the first page is on screen (the frame after it rendered), so that it never delays
  // it (docs/architecture.md "Performance budgets"). A ref, not state: latching it re-rendered the
  // whole table for nothing. Its arrival renders as a transition: React builds the rows' editing
  // controls in slices and the page stays responsive meanwhile.
  const afterRequested = useRef(false);
  const listLoading = list.loading;
  useEffect(() => {
    if (afterRequested.current || listLoading) return undefined;
    const frame = requestAnimationFrame(() => {
      afterRequested.current = true;
      import('../afterTable')
        .then(({ loadAfterTable }) => loadAfterTable())
        .then(
          (loaded) => startTransition(() => setAfter(loaded)),
          (error: unknown) => console.error('[campaigns] list controls could not load', error),
        );
    });
    return () => cancelAnimationFrame(frame);
  }, [listLoading]);

  const changeQuery = (next: CampaignQuery): void => {
    setSelectedIds([]);
    view.changeQuery(next);
  };
  const open = (id: string | null): void => {
    const next = new URLSearchParams(searchParams);
    if (id) next.set(OPENED_CAMPAIGN_PARAM, id);
    else next.delete(OPENED_CAMPAIGN_PARAM);
    setSearchParams(next);
  };

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
      {canCreate && after && <after.DraftList uid={uid} />}
      <CampaignFilters
        // A new key shows a search set elsewhere (a saved view applied, the filters cleared).
        key={`${view.applied}|${filtersCleared}`}
        query={query}
        onChange={changeQuery}
        today={view.today}
        columns={columns}
        onColumnsChoice={view.chooseColumns}
      />
      {after && (
        <after.ViewToolbar
          uid={uid}
          view={view}
          campaignIds={list.rows.map((row) => row.id)}
          onSpanTotals={setSpanTotals}
        />
      )}
      {cells && selectedIds.length > 0 && (
        <cells.BulkBar
          selectedIds={selectedIds}
          matching={list.total}
          query={{ ...query, uid }}
          select={setSelectedIds}
          clear={() => setSelectedIds([])}
          canCreate={canCreate}
          run={changes.run}
        />
      )}
      {list.error ? (
        <ListLoadError message={t('loadFailed')} onRetry={list.reload} />
      ) : !list.loading && list.rows.length === 0 ? (
        <CampaignsEmpty
          filtered={filtered}
          canCreate={canCreate}
          onClearFilters={() => {
            changeQuery({ ...query, status: 'all', search: '' });
            setFiltersCleared((count) => count + 1);
          }}
        />
      ) : (
        <>
          <CampaignTable
            rows={changes.rows}
            loading={list.loading}
            query={query}
            columns={columns}
            rowTotals={rowTotals}
            totalsOf={{ uid, version }}
            TotalsRow={after?.TotalsRow ?? null}
            totalCount={list.total}
            editing={{
              cells,
              pending: changes.pending,
              run: changes.run,
              canCreate,
              selectable: canWrite,
              selectedIds,
              onSelect: setSelectedIds,
            }}
            onSortChange={(sortField, sortDirection) => changeQuery({ ...query, sortField, sortDirection })}
            onOpen={open}
          />
          {after && (
            <after.CursorPager
              list={list}
              label={t('pager.label')}
              pageSize={CAMPAIGN_PAGE_SIZE}
              totalLabel={t('pager.total', { count: list.total ?? 0 })}
            />
          )}
        </>
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
