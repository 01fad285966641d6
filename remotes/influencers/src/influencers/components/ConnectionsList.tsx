import type { TableProps } from 'antd';
import { Button } from 'shared-ui/antd/base';
import { Select, Table } from 'shared-ui/antd/data';
import { Empty, Space, Tag } from 'shared-ui/antd/layout';
import dayjs from 'dayjs';
import { useMemo, useState, type ReactElement } from 'react';
import type { SessionUser } from 'shared-auth';
import {
  CursorPager,
  FIGURE_COLUMN,
  formatDate,
  formatMoney,
  ListLoadError,
  useCursorPages,
} from 'shared-ui';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { CONNECTIONS_PAGE_SIZE, fetchConnectionsPage } from '../api/collaborations';
import { isOverdue } from '../model/collaborationPipeline';
import type { Collaboration } from '../model/influencer';
import { COLLABORATION_STATUSES, type CollaborationStatus } from '@adplatform/influencer-model';
import { CollaborationDrawer } from './CollaborationDrawer';
import { CollaborationStatusTag } from './CollaborationStatusTag';
import { CreatorCell } from './CreatorCell';

/**
 * "My connections": the user's collaborations, most recently changed first, optionally at one stage;
 * each with its due date (flagged when overdue) and fee, opened to move it along the pipeline, change
 * its brief or write to the creator.
 */
export function ConnectionsList({
  user,
  uid,
  version,
  onChanged,
}: {
  readonly user: SessionUser;
  /** The account's id: whose collaborations. */
  readonly uid: string;
  readonly version: number;
  readonly onChanged: () => void;
}): ReactElement {
  const { t, i18n } = useInfluencersT();
  const [status, setStatus] = useState<CollaborationStatus | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const query = useMemo(() => ({ uid, status, version }), [uid, status, version]);
  const list = useCursorPages({ query, fetchPage: fetchConnectionsPage, label: 'influencers' });
  const today = dayjs().format('YYYY-MM-DD');
  const columns: TableProps<Collaboration>['columns'] = [
    {
      key: 'creator',
      title: t('columns.creator'),
      render: (_, row) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', textAlign: 'start', whiteSpace: 'normal' }}
          data-testid="open-collaboration"
          onClick={() => setOpen(row.influencerId)}
        >
          <CreatorCell name={row.displayName} handle={row.handle} />
        </Button>
      ),
    },
    { key: 'platform', title: t('columns.platform'), render: (_, row) => t(`platform.${row.platform}`) },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, row) => <CollaborationStatusTag status={row.status} />,
    },
    {
      key: 'due',
      title: t('brief.dueDate'),
      render: (_, row) =>
        row.brief ? (
          <Space size={4} wrap>
            {formatDate(dayjs(row.brief.dueDate).toDate(), i18n.language)}
            {isOverdue(row, today) && (
              <Tag color="red" data-testid="collaboration-overdue">
                {t('brief.overdue')}
              </Tag>
            )}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      key: 'fee',
      title: t('brief.feeLabel'),
      ...FIGURE_COLUMN,
      render: (_, row) =>
        row.brief ? formatMoney(row.brief.feeMinor, row.brief.currency, i18n.language) : '—',
    },
    {
      key: 'updated',
      title: t('columns.updated'),
      render: (_, row) => formatDate(row.updatedAt, i18n.language),
    },
  ];
  return (
    <>
      <Select<CollaborationStatus | 'all'>
        aria-label={t('collaboration.stageFilter')}
        data-testid="filter-stage"
        value={status ?? 'all'}
        onChange={(value) => setStatus(value === 'all' ? null : value)}
        style={{ minWidth: 200, marginBottom: 16 }}
        options={[
          { value: 'all', label: t('collaboration.allStages') },
          ...COLLABORATION_STATUSES.map((stage) => ({ value: stage, label: t(`status.${stage}`) })),
        ]}
      />
      {list.error ? (
        <ListLoadError message={t('loadFailed')} onRetry={list.reload} />
      ) : !list.loading && list.rows.length === 0 ? (
        <Empty
          description={status ? t('collaboration.noneAtStage') : t('noConnections')}
          data-testid="connections-empty"
        />
      ) : (
        <>
          <div style={{ overflowX: 'auto' }}>
            <Table<Collaboration>
              rowKey="influencerId"
              columns={columns}
              dataSource={list.rows}
              loading={list.loading}
              pagination={false}
              data-testid="connections-table"
            />
          </div>
          <CursorPager list={list} label={t('tabs.connections')} pageSize={CONNECTIONS_PAGE_SIZE} />
        </>
      )}
      <CollaborationDrawer
        sender={user}
        uid={uid}
        influencerId={open}
        onClose={() => setOpen(null)}
        onChanged={onChanged}
      />
    </>
  );
}
