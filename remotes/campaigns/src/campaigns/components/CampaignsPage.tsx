import { Button, Flex } from 'shared-ui/antd/base';
import { Empty } from 'shared-ui/antd/layout';
import { lazy, Suspense, useMemo, useState, type ReactElement } from 'react';
import { isEntitled, Link, PATHS, useAuthState, useSubscriptionRecord } from 'shared-auth';
import { useCursorPages } from 'shared-ui';
import { CursorPager, ListLoadError, PageTitle } from 'shared-ui';
import { useCampaignsT } from '../../i18n/useCampaignsT';
import { countCampaigns, fetchCampaignPage } from '../api/fetchCampaignPage';
import { CAMPAIGN_PAGE_SIZE, DEFAULT_CAMPAIGN_QUERY, type CampaignQuery } from '../model/campaignQuery';
import { CampaignFilters } from './CampaignFilters';
import { CampaignTable } from './CampaignTable';

/**
 * The drafts in progress load after the campaigns table has shown its first page: the table is the
 * screen's purpose, and the drafts' list, lists and confirmation pop-ups (`shared-ui/antd/panels`)
 * stay off the first load (docs/architecture.md "Performance budgets", /).
 */
const DraftList = lazy(() => import('./DraftList').then(({ DraftList }) => ({ default: DraftList })));

function CampaignList({ uid }: { readonly uid: string }): ReactElement {
  const { t } = useCampaignsT();
  const { record } = useSubscriptionRecord();
  const [query, setQuery] = useState<CampaignQuery>(DEFAULT_CAMPAIGN_QUERY);
  const listQuery = useMemo(() => ({ ...query, uid }), [query, uid]);
  const list = useCursorPages({
    query: listQuery,
    fetchPage: fetchCampaignPage,
    count: countCampaigns,
    label: 'campaigns',
  });
  const filtered = query.status !== 'all' || query.search.trim() !== '';
  const canCreate = isEntitled(record?.selectedPlan, 'createCampaign');
  // Latched once the first page has loaded (state adjusted while rendering, as React recommends).
  const [tableShown, setTableShown] = useState(false);
  if (!tableShown && !list.loading) setTableShown(true);

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
      <CampaignFilters query={query} onChange={setQuery} />
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
            rows={list.rows}
            loading={list.loading}
            query={query}
            onSortChange={(sortField, sortDirection) => setQuery({ ...query, sortField, sortDirection })}
          />
          <CursorPager
            list={list}
            label={t('pager.label')}
            pageSize={CAMPAIGN_PAGE_SIZE}
            totalLabel={t('pager.total', { count: list.total ?? 0 })}
          />
        </>
      )}
    </>
  );
}

/** The campaigns section (route /): the signed-in user's campaigns. */
export function CampaignsPage(): ReactElement | null {
  const { user } = useAuthState();
  return user ? <CampaignList uid={user.uid} /> : null;
}
