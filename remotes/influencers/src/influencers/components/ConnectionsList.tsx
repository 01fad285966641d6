import { Alert, Button, Empty, Table, Typography, type TableProps } from 'antd';
import { useMemo, type ReactElement } from 'react';
import { formatDate, useCursorPages } from 'shared-auth';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { fetchConnectionsPage } from '../api/collaborations';
import type { Collaboration } from '../model/influencer';
import { CollaborationStatusTag } from './CollaborationStatusTag';
import { ListPager } from './ListPager';

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
      render: (_, row) => (
        <>
          <Typography.Text strong>{row.displayName}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{row.handle}</Typography.Text>
        </>
      ),
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
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={t('loadFailed')}
        action={<Button onClick={list.reload}>{t('actions.retry', { ns: 'common' })}</Button>}
      />
    );
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
      <ListPager list={list} label={t('tabs.connections')} />
    </>
  );
}
