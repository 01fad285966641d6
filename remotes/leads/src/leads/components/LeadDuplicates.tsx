import { Button } from 'shared-ui/antd/base';
import { Tag } from 'shared-ui/antd/layout';
import { List, Popconfirm } from 'shared-ui/antd/panels';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { notify, useAccount } from 'shared-auth';
import { formatDate, ListLoadError, PageTitle, useRead } from 'shared-ui';
import { useLeadsT } from '../../i18n/useLeadsT';
import { fetchDuplicates, mergeLeads } from '../api/mergeLeads';
import type { Lead } from '../model/lead';
import { STATUS_COLORS } from './statusColours';

/**
 * The other leads with `lead`'s e-mail address, each merged into it on request (docs/product-rules.md
 * §10.3): `lead` keeps its name and status and takes the other's history, note and phone.
 */
export function LeadDuplicates({
  uid,
  lead,
  version,
  onMerged,
}: {
  readonly uid: string;
  readonly lead: Lead;
  readonly version: number;
  /** Called after a merge, so the list and the timeline read again. */
  readonly onMerged: () => void;
}): ReactElement {
  const { t, i18n } = useLeadsT();
  // An analyst sees the duplicates, not the merge (docs/product-rules.md §10.9).
  const { canWrite } = useAccount();
  const [merging, setMerging] = useState<string | null>(null);
  const read = useRead(
    `${lead.id}|${lead.emailKey}|${version}`,
    () => fetchDuplicates(uid, lead),
    '[leads] duplicates not read',
  );

  const merge = async (duplicate: Lead): Promise<void> => {
    setMerging(duplicate.id);
    try {
      await mergeLeads(lead.id, duplicate.id);
      notify({ type: 'success', message: t('merge.done', { name: duplicate.name, into: lead.name }) });
      onMerged();
    } catch (error) {
      console.error('[leads] merge failed', error);
      notify({ type: 'error', message: t('merge.failed') });
    } finally {
      setMerging(null);
    }
  };

  return (
    <section data-testid="lead-duplicates">
      <PageTitle as="h3" level={5} style={{ margin: '24px 0 8px' }}>
        {t('merge.heading')}
      </PageTitle>
      <Typography.Paragraph type="secondary">{t('merge.explain', { name: lead.name })}</Typography.Paragraph>
      {read.state === 'error' ? (
        <ListLoadError message={t('merge.loadFailed')} onRetry={read.retry} />
      ) : (
        <List<Lead>
          size="small"
          loading={read.data === null}
          dataSource={read.data ?? []}
          locale={{ emptyText: t('merge.none') }}
          rowKey="id"
          renderItem={(duplicate) => (
            <List.Item
              data-testid="lead-duplicate"
              actions={[
                canWrite && (
                  <Popconfirm
                    key="merge"
                    title={t('merge.confirm', { name: duplicate.name, into: lead.name })}
                    okText={t('merge.ok')}
                    cancelText={t('merge.cancel')}
                    onConfirm={() => merge(duplicate)}
                  >
                    <Button size="small" loading={merging === duplicate.id} disabled={merging !== null}>
                      {t('merge.action')}
                    </Button>
                  </Popconfirm>
                ),
              ]}
            >
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong>{duplicate.name}</Typography.Text>{' '}
                <Tag color={STATUS_COLORS[duplicate.status]}>{t(`status.${duplicate.status}`)}</Tag>
                <Typography.Text type="secondary" style={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {t('merge.from', {
                    email: duplicate.email,
                    campaign: duplicate.campaignName,
                    date: formatDate(duplicate.createdAt, i18n.language),
                  })}
                </Typography.Text>
              </div>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
