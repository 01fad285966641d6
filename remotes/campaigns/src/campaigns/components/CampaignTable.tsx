import type { TableProps } from 'antd';
import { Tag } from 'shared-ui/antd/layout';
import { Table } from 'shared-ui/antd/data';
import type { SorterResult } from 'antd/es/table/interface';
import type { ReactElement } from 'react';
import {
  CAMPAIGN_SORT_FIELDS,
  type CampaignSortField,
  type CampaignStatus,
} from '@adplatform/campaign-model';
import { formatDate, formatMoney } from 'shared-ui';
import { useCampaignsT } from '../../i18n/useCampaignsT';
import type { CampaignQuery } from '../model/campaignQuery';
import type { CampaignRow } from '../model/campaignRow';

const STATUS_COLORS: Record<CampaignStatus, string> = {
  draft: 'default',
  scheduled: 'purple',
  active: 'green',
  paused: 'orange',
  completed: 'blue',
  archived: 'default',
};

function isSortField(key: unknown): key is CampaignSortField {
  return typeof key === 'string' && (CAMPAIGN_SORT_FIELDS as readonly string[]).includes(key);
}

/** The campaigns table: name, status, objective, budget, schedule, created; sorted on the server. */
export function CampaignTable({
  rows,
  loading,
  query,
  onSortChange,
}: {
  readonly rows: CampaignRow[];
  readonly loading: boolean;
  readonly query: CampaignQuery;
  readonly onSortChange: (field: CampaignSortField, direction: 'asc' | 'desc') => void;
}): ReactElement {
  const { t, i18n } = useCampaignsT();
  const locale = i18n.language;
  const sortOrder = (field: CampaignSortField) =>
    query.sortField === field ? (query.sortDirection === 'asc' ? 'ascend' : 'descend') : null;

  const columns: TableProps<CampaignRow>['columns'] = [
    { key: 'name', dataIndex: 'name', title: t('columns.name'), sorter: true, sortOrder: sortOrder('name') },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('columns.status'),
      render: (status: CampaignStatus) => <Tag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>,
    },
    {
      key: 'objective',
      dataIndex: 'objective',
      title: t('columns.objective'),
      render: (objective: string) => t(`objective.${objective}`),
    },
    {
      key: 'budgetMinor',
      dataIndex: 'budgetMinor',
      title: t('columns.budget'),
      sorter: true,
      sortOrder: sortOrder('budgetMinor'),
      align: 'right',
      render: (_: number, row) =>
        t(`budget.${row.budgetType}`, { amount: formatMoney(row.budgetMinor, row.currency, locale) }),
    },
    {
      key: 'startDate',
      dataIndex: 'startDate',
      title: t('columns.schedule'),
      sorter: true,
      sortOrder: sortOrder('startDate'),
      render: (_: Date, row) =>
        row.endDate
          ? t('schedule.range', {
              start: formatDate(row.startDate, locale),
              end: formatDate(row.endDate, locale),
            })
          : t('schedule.openEnded', { start: formatDate(row.startDate, locale) }),
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('columns.created'),
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      render: (createdAt: Date) => formatDate(createdAt, locale),
    },
  ];

  const onChange: TableProps<CampaignRow>['onChange'] = (_pagination, _filters, sorter) => {
    const { columnKey, order } = sorter as SorterResult<CampaignRow>;
    if (isSortField(columnKey) && order) onSortChange(columnKey, order === 'ascend' ? 'asc' : 'desc');
    else onSortChange('createdAt', 'desc');
  };

  return (
    <Table<CampaignRow>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      onChange={onChange}
      sortDirections={['ascend', 'descend']}
      scroll={{ x: 900 }}
      data-testid="campaigns-table"
    />
  );
}
