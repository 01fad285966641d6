import Timeline from 'antd/es/timeline';
import { Descriptions } from 'shared-ui/antd/panels';
import { Tag } from 'shared-ui/antd/layout';
import { Drawer } from 'shared-ui/antd/overlay';
import { Typography } from 'shared-ui/antd/typography';
import type { ReactElement } from 'react';
import { formatDate, ListLoadError, PageTitle, useRead } from 'shared-ui';
import { useLeadsT } from '../../i18n/useLeadsT';
import { fetchLeadActivity } from '../api/leadActivity';
import type { Lead } from '../model/lead';
import type { LeadActivity } from '../model/leadActivity';
import { STATUS_COLORS } from './statusColours';
import { LeadDuplicates } from './LeadDuplicates';

/** What an entry says happened: the status change, the note written, the new owner or the duplicate merged in. */
function ActivityText({ entry }: { readonly entry: LeadActivity }): ReactElement {
  const { t } = useLeadsT();
  if (entry.type === 'merge')
    return (
      <>
        {t('activity.merged', {
          name: entry.merged.name,
          email: entry.merged.email,
          campaign: entry.merged.campaignName,
        })}
      </>
    );
  if (entry.type === 'owner')
    return <>{entry.owner ? t('activity.assigned', { email: entry.owner }) : t('activity.unassigned')}</>;
  if (entry.type === 'status')
    return (
      <>
        {t(entry.from === 'lost' ? 'activity.reopened' : 'activity.moved')}{' '}
        <Tag color={STATUS_COLORS[entry.from]}>{t(`status.${entry.from}`)}</Tag>→{' '}
        <Tag color={STATUS_COLORS[entry.to]}>{t(`status.${entry.to}`)}</Tag>
      </>
    );
  return entry.note ? (
    <>
      {t('activity.noted')}
      <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {entry.note}
      </Typography.Paragraph>
    </>
  ) : (
    <>{t('activity.noteCleared')}</>
  );
}

/** A lead's timeline: its changes, newest first, each with who and when; its creation last. */
function ActivityTimeline({
  uid,
  viewer,
  lead,
  version,
}: {
  readonly uid: string;
  readonly viewer: string;
  readonly lead: Lead;
  readonly version: number;
}): ReactElement {
  const { t, i18n } = useLeadsT();
  const read = useRead(
    `${lead.id}|${version}`,
    () => fetchLeadActivity(uid, lead.id),
    '[leads] activity not read',
  );
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (read.state === 'error')
    return <ListLoadError message={t('activity.loadFailed')} onRetry={read.retry} />;
  const entries = read.data ?? [];
  return (
    <Timeline
      pending={read.data === null ? t('activity.loading') : undefined}
      data-testid="lead-activity"
      items={[
        ...entries.map((entry) => ({
          key: entry.id,
          children: (
            <div data-testid="lead-activity-entry">
              <ActivityText entry={entry} />
              {entry.fromMerged && (
                <Tag style={{ marginInlineStart: 8 }} data-testid="activity-from-merged">
                  {t('activity.fromMerged')}
                </Tag>
              )}
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {t('activity.byAt', {
                  who: entry.by === viewer ? t('activity.you') : entry.byEmail,
                  at: when.format(entry.at),
                })}
              </Typography.Text>
            </div>
          ),
        })),
        {
          key: 'created',
          color: 'gray',
          children: (
            <div data-testid="lead-activity-created">
              {lead.source === 'import'
                ? t('activity.imported', { file: lead.campaignName })
                : lead.source === 'metaLeadAds'
                  ? t('activity.fromMetaForm', { campaign: lead.campaignName || t('source.organic') })
                  : lead.source === 'googleAdsLeadForm'
                    ? t('activity.fromGoogleForm', {
                        campaign: lead.campaignName || t('source.googleCampaign'),
                      })
                    : t('activity.created', { campaign: lead.campaignName })}
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {when.format(lead.createdAt)}
              </Typography.Text>
            </div>
          ),
        },
      ]}
    />
  );
}

/**
 * A lead opened from the list (docs/product-rules.md §10.3): its contact details, where it came from,
 * its status and note, its duplicates (to merge into it), and its activity timeline (who changed what,
 * and when).
 */
export function LeadActivityDrawer({
  uid,
  viewer,
  lead,
  version,
  onClose,
  onChanged,
}: {
  readonly uid: string;
  /** The signed-in user's uid: their own entries read "You". */
  readonly viewer: string;
  readonly lead: Lead | null;
  /** Bumped after each change, so an open timeline reads again. */
  readonly version: number;
  readonly onClose: () => void;
  /** Called after a duplicate was merged into the lead. */
  readonly onChanged: () => void;
}): ReactElement {
  const { t, i18n } = useLeadsT();
  return (
    <Drawer
      open={lead !== null}
      onClose={onClose}
      title={t('activity.title')}
      width="min(560px, 100vw)"
      destroyOnHidden
    >
      {lead && (
        <div data-testid="lead-detail">
          <PageTitle as="h2" level={4}>
            {lead.name}
          </PageTitle>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'email', label: t('columns.email'), children: lead.email },
              { key: 'phone', label: t('columns.phone'), children: lead.phone },
              ...(lead.company
                ? [{ key: 'company', label: t('columns.company'), children: lead.company }]
                : []),
              { key: 'source', label: t('columns.source'), children: t(`source.${lead.source}`) },
              { key: 'campaign', label: t('columns.campaign'), children: lead.campaignName },
              {
                key: 'status',
                label: t('columns.status'),
                children: <Tag color={STATUS_COLORS[lead.status]}>{t(`status.${lead.status}`)}</Tag>,
              },
              {
                key: 'created',
                label: t('columns.created'),
                children: formatDate(lead.createdAt, i18n.language),
              },
            ]}
          />
          {lead.answers.length > 0 && (
            <>
              <PageTitle as="h3" level={5} style={{ margin: '24px 0 16px' }}>
                {t('answers')}
              </PageTitle>
              <Descriptions
                size="small"
                column={1}
                data-testid="lead-answers"
                items={lead.answers.map(({ question, answer }, index) => ({
                  key: String(index),
                  label: question,
                  children: answer,
                }))}
              />
            </>
          )}
          {lead.duplicate && <LeadDuplicates uid={uid} lead={lead} version={version} onMerged={onChanged} />}
          <PageTitle as="h3" level={5} style={{ margin: '24px 0 16px' }}>
            {t('activity.heading')}
          </PageTitle>
          <ActivityTimeline uid={uid} viewer={viewer} lead={lead} version={version} />
        </div>
      )}
    </Drawer>
  );
}
