import type { TableProps } from 'antd';
import { Button } from 'shared-ui/antd/base';
import { Tag, Tooltip } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { Select, Table } from 'shared-ui/antd/data';
import { useState, type ReactElement } from 'react';
import { notify } from 'shared-auth';
import { formatDate } from 'shared-ui';
import { LEAD_TRANSITIONS, type LeadStatus } from '../model/leadPipeline';
import { useLeadsT } from '../../i18n/useLeadsT';
import { moveLead } from '../api/updateLead';
import type { Lead } from '../model/lead';

const STATUS_COLORS: Record<LeadStatus, string> = {
  new: 'blue',
  contacted: 'cyan',
  qualified: 'purple',
  won: 'green',
  lost: 'red',
};

/**
 * The leads table: contact details, source campaign, the status (changed inline, only along the
 * pipeline), the owner note and the creation date; a lead sharing its e-mail with another is flagged.
 */
export function LeadTable({
  uid,
  rows,
  loading,
  onChanged,
  onEditNote,
}: {
  readonly uid: string;
  readonly rows: Lead[];
  readonly loading: boolean;
  readonly onChanged: () => void;
  readonly onEditNote: (lead: Lead) => void;
}): ReactElement {
  const { t, i18n } = useLeadsT();
  const [moving, setMoving] = useState<string | null>(null);

  const move = async (lead: Lead, to: LeadStatus): Promise<void> => {
    setMoving(lead.id);
    try {
      await moveLead(uid, lead.id, lead.status, to);
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
    { key: 'name', dataIndex: 'name', title: t('columns.name') },
    {
      key: 'email',
      title: t('columns.email'),
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
    { key: 'campaign', dataIndex: 'campaignName', title: t('columns.campaign') },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, lead) =>
        LEAD_TRANSITIONS[lead.status].length === 0 ? (
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
      render: (_, lead) => (
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
      ),
    },
    {
      key: 'created',
      title: t('columns.created'),
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
      scroll={{ x: 1100 }}
      data-testid="leads-table"
    />
  );
}
