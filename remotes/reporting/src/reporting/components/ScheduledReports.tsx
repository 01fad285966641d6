import { Button, Flex, Spin } from 'shared-ui/antd/base';
import { Empty, Space, Tag } from 'shared-ui/antd/layout';
import { Card, List, Popconfirm } from 'shared-ui/antd/panels';
import { Drawer } from 'shared-ui/antd/overlay';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { notify, useAccount } from 'shared-auth';
import { formatDate, ListLoadError, PageTitle, useRead } from 'shared-ui';
import { useReportingT } from '../../i18n/useReportingT';
import {
  deleteSchedule,
  listRuns,
  listSchedules,
  sendTest,
  type ReportSchedule,
} from '../api/reportSchedules';
import { REPORT_SCHEDULES_MAX, REPORT_SEND_HOUR } from '@adplatform/report-schedule';
import { ScheduleForm } from './ScheduleForm';

/** A schedule's latest sendings: when, the days covered, to whom (a test marked). */
function RunHistory({
  uid,
  schedule,
  version,
}: {
  readonly uid: string;
  readonly schedule: ReportSchedule;
  readonly version: number;
}): ReactElement {
  const { t, i18n } = useReportingT();
  const runs = useRead(
    `${schedule.id}|${version}`,
    () => listRuns(uid, schedule.id),
    '[reporting] runs not read',
  );
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (runs.state === 'error')
    return <ListLoadError message={t('schedules.historyFailed')} onRetry={runs.retry} />;
  if (runs.data === null) return <Spin size="small" aria-label={t('loading')} />;
  if (runs.data.length === 0)
    return <Typography.Text type="secondary">{t('schedules.neverSent')}</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="schedule-history">
      {runs.data.map((run) => (
        <li key={run.id} data-testid="schedule-run">
          {t('schedules.run', {
            at: when.format(run.at),
            from: formatDate(`${run.period.from}T00:00:00`, i18n.language),
            to: formatDate(`${run.period.to}T00:00:00`, i18n.language),
            recipients: run.recipients.join(', '),
          })}{' '}
          {run.test && <Tag>{t('schedules.test')}</Tag>}
        </li>
      ))}
    </ul>
  );
}

/**
 * Scheduled reports (docs/product-rules.md §10.2): the user's schedules with their next sending and
 * history; a new one or a change through the form; a test sent to the user; a schedule deleted.
 */
export function ScheduledReports({
  uid,
  open,
  campaigns,
  onClose,
}: {
  readonly uid: string;
  readonly open: boolean;
  readonly campaigns: readonly { readonly id: string; readonly name: string }[];
  readonly onClose: () => void;
}): ReactElement {
  const { t, i18n } = useReportingT();
  // An analyst sees the schedules and sends a test to themselves; changing them is the owners' and
  // admins' (docs/product-rules.md §10.9).
  const { canWrite } = useAccount();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<ReportSchedule | 'new' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const schedules = useRead(
    open ? `${uid}|${version}` : '',
    () => (open ? listSchedules(uid) : Promise.resolve([])),
    '[reporting] schedules not read',
  );
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const changed = (): void => setVersion((value) => value + 1);

  const act = async (id: string, action: () => Promise<void>, done: string): Promise<void> => {
    setBusy(id);
    try {
      await action();
      notify({ type: 'success', message: done });
      changed();
    } catch (error) {
      console.error('[reporting] schedule action failed', error);
      notify({ type: 'error', message: t('schedules.actionFailed') });
    } finally {
      setBusy(null);
    }
  };

  const list = schedules.data ?? [];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('schedules.title')}
      width="min(640px, 100vw)"
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('schedules.intro', {
          hour: `${REPORT_SEND_HOUR}:00`,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        })}
      </Typography.Paragraph>
      {editing ? (
        <Card size="small" style={{ marginBottom: 16 }}>
          <PageTitle as="h2" level={5}>
            {editing === 'new' ? t('schedules.new') : t('schedules.edit', { name: editing.name })}
          </PageTitle>
          <ScheduleForm
            editing={editing === 'new' ? null : editing}
            campaigns={campaigns}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              changed();
            }}
          />
        </Card>
      ) : (
        canWrite && (
          <Button
            type="primary"
            style={{ marginBottom: 16 }}
            disabled={list.length >= REPORT_SCHEDULES_MAX}
            onClick={() => setEditing('new')}
          >
            {t('schedules.add')}
          </Button>
        )
      )}
      {schedules.state === 'error' ? (
        <ListLoadError message={t('schedules.loadFailed')} onRetry={schedules.retry} />
      ) : schedules.data !== null && list.length === 0 ? (
        <Empty description={t('schedules.none')} data-testid="schedules-empty" />
      ) : (
        <List<ReportSchedule>
          loading={schedules.data === null}
          dataSource={list}
          rowKey="id"
          renderItem={(schedule) => (
            <List.Item data-testid="schedule">
              <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }}>
                <Space wrap>
                  <Typography.Text strong>{schedule.name}</Typography.Text>
                  <Tag>{t(`schedules.frequencies.${schedule.frequency}`)}</Tag>
                  <Tag>{t(`schedules.formats.${schedule.format}`)}</Tag>
                </Space>
                <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                  {t('schedules.to', { recipients: schedule.recipients.join(', ') })}
                </Typography.Text>
                <Typography.Text type="secondary" data-testid="schedule-next">
                  {t('schedules.next', { at: when.format(schedule.nextRunAt) })}
                </Typography.Text>
                <RunHistory uid={uid} schedule={schedule} version={version} />
                <Space wrap>
                  <Button
                    size="small"
                    loading={busy === schedule.id}
                    disabled={busy !== null && busy !== schedule.id}
                    onClick={() =>
                      void act(schedule.id, () => sendTest(schedule.id), t('schedules.testSent'))
                    }
                  >
                    {t('schedules.sendTest')}
                  </Button>
                  {canWrite && (
                    <>
                      <Button size="small" onClick={() => setEditing(schedule)}>
                        {t('schedules.change')}
                      </Button>
                      <Popconfirm
                        title={t('schedules.confirmDelete', { name: schedule.name })}
                        okText={t('schedules.delete')}
                        cancelText={t('schedules.cancel')}
                        onConfirm={() =>
                          act(schedule.id, () => deleteSchedule(uid, schedule.id), t('schedules.deleted'))
                        }
                      >
                        <Button size="small" danger>
                          {t('schedules.delete')}
                        </Button>
                      </Popconfirm>
                    </>
                  )}
                </Space>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
