import type { TableProps } from 'antd';
import { Empty } from 'shared-ui/antd/layout';
import { Table } from 'shared-ui/antd/data';
import { useMemo, type ReactElement } from 'react';
import { formatDate, useCursorPages } from 'shared-ui';
import { CursorPager, ListLoadError } from 'shared-ui';
import { CreatorCell } from './CreatorCell';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { CONNECTIONS_PAGE_SIZE, fetchConnectionsPage } from '../api/collaborations';
import type { Collaboration } from '../model/influencer';
import { CollaborationStatusTag } from './CollaborationStatusTag';

/** "My connections": the user's collaborations and where each stands, newest first. */
export function ConnectionsList({
  uid,
  version,
}: {
  readonly uid: string;
  readonly version: number;
}): ReactElement {
  const { t, i18n } = useInfluencersT();
  const query = useMemo(() => ({ uid, version }), [uid, version]);
  const list = useCursorPages({ query, fetchPage: fetchConnectionsPage, label: 'influencers' });
  const columns: TableProps<Collaboration>['columns'] = [
    {
      key: 'creator',
      title: t('columns.creator'),
      render: (_, row) => <CreatorCell name={row.displayName} handle={row.handle} />,
    },
    { key: 'platform', title: t('columns.platform'), render: (_, row) => t(`platform.${row.platform}`) },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, row) => <CollaborationStatusTag status={row.status} />,
    },
    {
      key: 'updated',
      title: t('columns.updated'),
      render: (_, row) => formatDate(row.updatedAt, i18n.language),
    },
  ];
  if (list.error) {
    return <ListLoadError message={t('loadFailed')} onRetry={list.reload} />;
  }
  if (!list.loading && list.rows.length === 0) {
    return <Empty description={t('noConnections')} data-testid="connections-empty" />;
  }
  return (
    <>
      <Table<Collaboration>
        rowKey="influencerId"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        data-testid="connections-table"
      />
      <CursorPager list={list} label={t('tabs.connections')} pageSize={CONNECTIONS_PAGE_SIZE} />
    </>
  );
}
