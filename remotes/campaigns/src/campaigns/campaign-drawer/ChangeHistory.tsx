import { Button, Flex } from 'shared-ui/antd/base';
import { List } from 'shared-ui/antd/panels';
import { Typography } from 'shared-ui/antd/typography';
import { useMemo, type ReactElement } from 'react';
import { formatMoney, ListLoadError, PlainText, useCursorPages } from 'shared-ui';
import { useCampaignsEditingT } from '../../i18n/useCampaignsEditingT';
import { useCampaignsT } from '../../i18n/useCampaignsT';
import { fetchHistoryPage } from '../api/campaignDetail';
import type { HistoryRow } from '../model/historyEntry';

/**
 * The opened campaign's change history (docs/product-rules.md §10.1), newest first, a page at a time:
 * who changed which field of the campaign (or of one of its ad sets or ads), when, from what to what,
 * and for a synced campaign what its ad network answered.
 */
export function ChangeHistory({
  uid,
  campaignId,
  currency,
  version,
}: {
  readonly uid: string;
  readonly campaignId: string;
  readonly currency: string;
  /** Bumped after a change: the first page is read again. */
  readonly version: number;
}): ReactElement {
  const { t, i18n } = useCampaignsEditingT();
  const { t: tList } = useCampaignsT();
  const locale = i18n.language;
  const query = useMemo(() => ({ uid, campaignId, version }), [uid, campaignId, version]);
  const list = useCursorPages({ query, fetchPage: fetchHistoryPage, label: 'campaign history' });
  const value = (entry: HistoryRow, side: HistoryRow['before']): string => {
    if (side === null) return '—';
    if (entry.field === 'budgetMinor' && typeof side === 'number') return formatMoney(side, currency, locale);
    if (entry.field === 'status') return tList(`status.${String(side)}`);
    return String(side);
  };
  const networkName = (name: string): string => t(`history.networks.${name}`, { defaultValue: name });
  const describe = (entry: HistoryRow): string => {
    if (entry.field === 'createdFrom') return t('history.createdFrom', { name: entry.after });
    const change = {
      field: t(`history.fields.${entry.field}`),
      before: value(entry, entry.before),
      after: value(entry, entry.after),
    };
    return entry.item
      ? t(`history.itemChange.${entry.item.level}`, { ...change, name: entry.item.name })
      : t('history.change', change);
  };
  return (
    <section aria-labelledby="campaign-history-title">
      <Typography.Title level={3} id="campaign-history-title" style={{ fontSize: 16 }}>
        {t('history.title')}
      </Typography.Title>
      {list.error ? (
        <ListLoadError message={t('history.loadFailed')} onRetry={list.reload} />
      ) : (
        <List
          size="small"
          loading={list.loading}
          dataSource={list.rows}
          locale={{ emptyText: <PlainText secondary>{t('history.empty')}</PlainText> }}
          data-testid="campaign-history"
          renderItem={(entry) => (
            <List.Item>
              <Flex vertical>
                <span>{describe(entry)}</span>
                {entry.network && (
                  <Typography.Text
                    type={entry.network.answer === 'refused' ? 'danger' : 'secondary'}
                    style={{ fontSize: 12 }}
                  >
                    {entry.network.answer === 'refused'
                      ? t('history.refusedBy', {
                          network: networkName(entry.network.name),
                          message: entry.network.message,
                        })
                      : t('history.sentTo', { network: networkName(entry.network.name) })}
                  </Typography.Text>
                )}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('history.by', {
                    who: entry.byName,
                    when: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
                      entry.at,
                    ),
                  })}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
      {(list.pageIndex > 0 || list.hasNext) && (
        <Flex gap={8} justify="flex-end" style={{ marginTop: 8 }}>
          <Button size="small" onClick={list.previous} disabled={list.pageIndex === 0 || list.loading}>
            {t('history.newer')}
          </Button>
          <Button size="small" onClick={list.next} disabled={!list.hasNext || list.loading}>
            {t('history.older')}
          </Button>
        </Flex>
      )}
    </section>
  );
}
