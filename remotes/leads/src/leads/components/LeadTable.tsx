import type { TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { Button } from 'shared-ui/antd/base';
import { Tag, Tooltip } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { Select, Table } from 'shared-ui/antd/data';
import { useState, type ReactElement } from 'react';
import { notify, type SessionUser } from 'shared-auth';
import { formatDate } from 'shared-ui';
import { LEAD_TRANSITIONS, type LeadStatus } from '@adplatform/lead-model';
import { useLeadsT } from '../../i18n/useLeadsT';
import { moveLead } from '../api/updateLead';
import { STATUS_COLORS } from './statusColours';
import { LeadOwnerCell } from './LeadOwnerCell';
import type { LeadOwners } from '../hooks/useLeadOwners';
import {
  isNetworkLeadSource,
  canSortLeadsBy,
  LEAD_SORT_FIELDS,
  type Lead,
  type LeadQuery,
  type LeadSort,
  type LeadSortField,
} from '../model/lead';

/**
 * The leads table: contact details, source campaign, the status (changed inline, only along the
 * pipeline; a lost lead reopens), the owner note and the creation date; a lead sharing its e-mail with
 * another is flagged. The name opens the lead's activity; name, e-mail, campaign and creation date sort
 * the list (on the server: `query.sort`).
 */
export function LeadTable({
  author,
  uid,
  owners,
  canWrite,
  rows,
  loading,
  query,
  onSort,
  onChanged,
  onEditNote,
  onOpen,
}: {
  readonly author: SessionUser;
  readonly uid: string;
  /** The account's possible lead owners, for the owner pickers. */
  readonly owners: LeadOwners;
  /** The viewer's role changes leads (an analyst's does not: no pickers). */
  readonly canWrite: boolean;
  readonly rows: Lead[];
  readonly loading: boolean;
  readonly query: LeadQuery;
  readonly onSort: (sort: LeadSort | null) => void;
  readonly onChanged: () => void;
  readonly onEditNote: (lead: Lead) => void;
  readonly onOpen: (lead: Lead) => void;
}): ReactElement {
  const { t, i18n } = useLeadsT();
  const [moving, setMoving] = useState<string | null>(null);
  /** A column's sort settings: sortable unless the filters exclude it, its order as the query says. */
  const sortable = (
    field: LeadSortField,
  ): Pick<ColumnType<Lead>, 'sorter' | 'sortOrder' | 'sortDirections'> =>
    canSortLeadsBy(query, field)
      ? {
          sorter: true,
          sortOrder:
            query.sort.field === field ? (query.sort.direction === 'asc' ? 'ascend' : 'descend') : null,
          sortDirections: ['ascend', 'descend'],
        }
      : {};

  const move = async (lead: Lead, to: LeadStatus): Promise<void> => {
    setMoving(lead.id);
    try {
      await moveLead(author, uid, lead.id, lead.status, to);
      notify({ type: 'success', message: t('moved', { name: lead.name, status: t(`status.${to}`) }) });
      onChanged();
    } catch (error) {
      console.error('[leads] status change failed', error);
      notify({ type: 'error', message: t('actionFailed') });
    } finally {
      setMoving(null);
    }
  };

  const columns: TableProps<Lead>['columns'] = [
    {
      key: 'name',
      title: t('columns.name'),
      ...sortable('name'),
      render: (_, lead) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto', textAlign: 'start', whiteSpace: 'normal' }}
          onClick={() => onOpen(lead)}
          data-testid="lead-name"
        >
          {lead.name}
        </Button>
      ),
    },
    {
      key: 'emailKey',
      title: t('columns.email'),
      ...sortable('emailKey'),
      render: (_, lead) => (
        <>
          {/* An address is never broken inside: the table scrolls sideways instead. */}
          <Typography.Text copyable={{ text: lead.email }} style={{ whiteSpace: 'nowrap' }}>
            {lead.email}
          </Typography.Text>{' '}
          {lead.duplicate && (
            <Tooltip title={t('duplicateHint')}>
              <Tag color="orange" data-testid="duplicate-flag">
                {t('duplicate')}
              </Tag>
            </Tooltip>
          )}
        </>
      ),
    },
    { key: 'phone', dataIndex: 'phone', title: t('columns.phone') },
    {
      key: 'campaignName',
      dataIndex: 'campaignName',
      title: t('columns.campaign'),
      ...sortable('campaignName'),
      render: (_, lead) => (
        <>
          {isNetworkLeadSource(lead.source) && (
            <Tag color="blue" data-testid="lead-source">
              {t(`source.${lead.source}`)}
            </Tag>
          )}
          {lead.campaignName}
        </>
      ),
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, lead) =>
        !canWrite || LEAD_TRANSITIONS[lead.status].length === 0 ? (
          <Tag color={STATUS_COLORS[lead.status]} data-testid="lead-status">
            {t(`status.${lead.status}`)}
          </Tag>
        ) : (
          <Select<LeadStatus>
            aria-label={t('changeStatus', { name: lead.name })}
            data-testid="lead-status"
            size="small"
            value={lead.status}
            loading={moving === lead.id}
            disabled={moving === lead.id}
            style={{ minWidth: 130 }}
            onChange={(to) => void move(lead, to)}
            options={[lead.status, ...LEAD_TRANSITIONS[lead.status]].map((status) => ({
              value: status,
              label: t(`status.${status}`),
            }))}
          />
        ),
    },
    {
      key: 'note',
      title: t('columns.note'),
      render: (_, lead) =>
        canWrite ? (
          <Button
            type="link"
            size="small"
            // The note reads from its start, on up to two lines; its whole text is in the editor.
            style={{ padding: 0, height: 'auto', maxWidth: 240, textAlign: 'start', whiteSpace: 'normal' }}
            onClick={() => onEditNote(lead)}
            // The name begins with the visible text (WCAG 2.5.3 label in name).
            aria-label={
              lead.note
                ? t('note.edit', { note: lead.note, name: lead.name })
                : t('note.addOn', { name: lead.name })
            }
          >
            <span
              data-testid="lead-note"
              style={{
                display: '-webkit-box',
                WebkitBoxOrient: 'vertical',
                WebkitLineClamp: 2,
                overflow: 'hidden',
                overflowWrap: 'anywhere',
              }}
            >
              {lead.note || t('note.add')}
            </span>
          </Button>
        ) : (
          <span data-testid="lead-note" style={{ overflowWrap: 'anywhere' }}>
            {lead.note}
          </span>
        ),
    },
    {
      key: 'owner',
      title: t('columns.owner'),
      render: (_, lead) => (
        <LeadOwnerCell lead={lead} owners={owners} canWrite={canWrite} onChanged={onChanged} />
      ),
    },
    {
      key: 'createdAt',
      title: t('columns.created'),
      ...sortable('createdAt'),
      render: (_, lead) => formatDate(lead.createdAt, i18n.language),
    },
  ];

  return (
    <Table<Lead>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 1300 }}
      data-testid="leads-table"
      onChange={(_, __, sorter) => {
        const { columnKey, order } = Array.isArray(sorter) ? (sorter[0] ?? {}) : sorter;
        const field = LEAD_SORT_FIELDS.find((candidate) => candidate === columnKey);
        onSort(field && order ? { field, direction: order === 'ascend' ? 'asc' : 'desc' } : null);
      }}
    />
  );
}
