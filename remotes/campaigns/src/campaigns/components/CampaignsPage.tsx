import { Button, Flex } from 'shared-ui/antd/base';
import { Empty } from 'shared-ui/antd/layout';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { isEntitled, Link, PATHS, useAuthState, useSearchParams, useSubscriptionRecord } from 'shared-auth';
import { useCursorPages } from 'shared-ui';
import { CursorPager, ListLoadError, PageTitle } from 'shared-ui';
import { useCampaignsT } from '../../i18n/useCampaignsT';
import { countCampaigns, fetchCampaignPage } from '../api/fetchCampaignPage';
import type { EditingCells } from '../editing/EditingCells';
import { useCampaignChanges } from '../hooks/useCampaignChanges';
import {
  CAMPAIGN_PAGE_SIZE,
  DEFAULT_CAMPAIGN_QUERY,
  isMetricSort,
  type CampaignQuery,
} from '../model/campaignQuery';
import { COLUMN_PRESETS, type ColumnPreset } from '../model/listColumns';
import { readView, writeView } from '../model/listView';
import { CampaignFilters } from './CampaignFilters';
import { CampaignTable } from './CampaignTable';

/**
 * The drafts in progress load after the campaigns table has shown its first page: the table is the
 * screen's purpose, and the drafts' list, lists and confirmation pop-ups (`shared-ui/antd/panels`)
 * stay off the first load (docs/architecture.md "Performance budgets", /).
 */
const DraftList = lazy(() => import('./DraftList').then(({ DraftList }) => ({ default: DraftList })));
/** The opened campaign (`/?campaign=<id>`), loaded when one is opened. */
const CampaignDrawer = lazy(() =>
  import('../campaign-drawer/CampaignDrawer').then(({ CampaignDrawer }) => ({ default: CampaignDrawer })),
);

/** The query parameter that holds the opened campaign (docs/product-rules.md §10.1). */
export const OPENED_CAMPAIGN_PARAM = 'campaign';

function CampaignList({ uid }: { readonly uid: string }): ReactElement {
  const { t } = useCampaignsT();
  const { record } = useSubscriptionRecord();
  const [view] = useState(() => readView(uid));
  const [query, setQuery] = useState<CampaignQuery>({ ...DEFAULT_CAMPAIGN_QUERY, range: view.range });
  const [preset, setPreset] = useState<ColumnPreset>(view.preset);
  const [version, setVersion] = useState(0);
  const [selectedIds, setSelectedIds] = useState<readonly string[]>([]);
  const [cells, setCells] = useState<EditingCells | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const openedId = searchParams.get(OPENED_CAMPAIGN_PARAM);

  useEffect(() => writeView(uid, { range: query.range, preset }), [uid, query.range, preset]);
  // The page's rows carry every range: the range reads again only when it orders the rows.
  const listQuery = useMemo(
    () => ({
      ...query,
      uid,
      range: isMetricSort(query.sortField) ? query.range : DEFAULT_CAMPAIGN_QUERY.range,
    }),
    [query, uid],
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
  const filtered = query.status !== 'all' || query.search.trim() !== '';
  const canCreate = isEntitled(record?.selectedPlan, 'createCampaign');
  // Latched once the first page is on screen (the frame after it rendered): what loads after it — the
  // drafts, the editing controls — never delays it (docs/architecture.md "Performance budgets").
  const [tableShown, setTableShown] = useState(false);
  useEffect(() => {
    if (tableShown || list.loading) return undefined;
    const frame = requestAnimationFrame(() => setTableShown(true));
    return () => cancelAnimationFrame(frame);
  }, [tableShown, list.loading]);

  // The editing controls load once the table has shown (docs/architecture.md "Performance budgets").
  useEffect(() => {
    if (!tableShown) return;
    let current = true;
    import('../editing').then(
      ({ editingCells }) => current && setCells(editingCells),
      (error: unknown) => console.error('[campaigns] editing controls could not load', error),
    );
    return () => {
      current = false;
    };
  }, [tableShown]);

  const changeQuery = (next: CampaignQuery): void => {
    setSelectedIds([]);
    setQuery(next);
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
        <PageTitle style={{ margin: '0 0 16px' }}>{t('title')}</PageTitle>
        {canCreate && (
          <Link to={PATHS.createCampaign}>
            <Button type="primary">{t('create')}</Button>
          </Link>
        )}
      </Flex>
      {canCreate && tableShown && (
        <Suspense fallback={null}>
          <DraftList uid={uid} />
        </Suspense>
      )}
      <CampaignFilters query={query} onChange={changeQuery} preset={preset} onPresetChange={setPreset} />
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
        <Empty
          data-testid="campaigns-empty"
          description={filtered ? t('emptyFiltered') : t('empty')}
          style={{ padding: 48 }}
        />
      ) : (
        <>
          <CampaignTable
            rows={changes.rows}
            loading={list.loading}
            query={query}
            columns={COLUMN_PRESETS[preset]}
            totalsOf={{ uid, version }}
            totalCount={list.total}
            editing={{
              cells,
              pending: changes.pending,
              run: changes.run,
              canCreate,
              selectedIds,
              onSelect: setSelectedIds,
            }}
            onSortChange={(sortField, sortDirection) => changeQuery({ ...query, sortField, sortDirection })}
            onOpen={open}
          />
          <CursorPager
            list={list}
            label={t('pager.label')}
            pageSize={CAMPAIGN_PAGE_SIZE}
            totalLabel={t('pager.total', { count: list.total ?? 0 })}
          />
        </>
      )}
      {openedId && (
        <Suspense fallback={null}>
          <CampaignDrawer
            uid={uid}
            campaignId={openedId}
            range={query.range}
            changes={changes}
            canCreate={canCreate}
            onClose={() => open(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The campaigns section (route /): the signed-in user's campaigns, run from the list. */
export function CampaignsPage(): ReactElement | null {
  const { user } = useAuthState();
  return user ? <CampaignList uid={user.uid} /> : null;
}
