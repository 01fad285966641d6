import { Alert, Button, Empty, Flex, Typography } from 'antd';
import { useMemo, useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { isEntitled, PATHS, useAuthState, useCursorPages, useSubscriptionRecord } from 'shared-auth';
import { useCampaignsT } from '../../i18n/useCampaignsT';
import { countCampaigns, fetchCampaignPage } from '../api/fetchCampaignPage';
import { CAMPAIGN_PAGE_SIZE, DEFAULT_CAMPAIGN_QUERY, type CampaignQuery } from '../model/campaignQuery';
import { CampaignFilters } from './CampaignFilters';
import { CampaignPager } from './CampaignPager';
import { CampaignTable } from './CampaignTable';

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

  return (
    <>
      <Flex justify="space-between" align="center" wrap="wrap" gap={12}>
        <Typography.Title level={2} style={{ margin: '0 0 16px' }}>
          {t('title')}
        </Typography.Title>
        {canCreate && (
          <Link to={PATHS.createCampaign}>
            <Button type="primary">{t('create')}</Button>
          </Link>
        )}
      </Flex>
      <CampaignFilters query={query} onChange={setQuery} />
      {list.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('loadFailed')}
          action={<Button onClick={list.reload}>{t('actions.retry', { ns: 'common' })}</Button>}
        />
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
          <CampaignPager
            pageIndex={list.pageIndex}
            pageSize={CAMPAIGN_PAGE_SIZE}
            total={list.total}
            hasNext={list.hasNext}
            loading={list.loading}
            onPrevious={list.previous}
            onNext={list.next}
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
