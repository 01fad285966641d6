import { formatKpi, kpiValue, type KpiKey } from '@adplatform/delivery-metrics';
import dayjs from 'dayjs';
import { useEffect, useMemo, type ReactElement } from 'react';
import { markFirstContent, useAccount } from 'shared-auth';
import { ListLoadError, PageTitle, useRead } from 'shared-ui';
import { Table } from 'shared-ui/antd/data';
import { Typography } from 'shared-ui/antd/typography';
import { useAudiencesT } from '../../i18n/useAudiencesT';
import { fetchSegmentRollups } from '../api/segmentRollups';
import { audienceSegments, lastCompleteDays, type AudienceSegment } from '../model/segments';

/** The KPI columns, in the order the reporting section shows them. */
const COLUMNS: readonly KpiKey[] = ['impressions', 'clicks', 'ctr', 'spend', 'cpc', 'conversions'];

/** The audiences of the signed-in user's account. */
export function AudiencesPage(): ReactElement | null {
  const { accountId } = useAccount();
  return accountId ? <AudiencesView accountId={accountId} /> : null;
}

/**
 * Who the account's ads reached over the last 30 complete days: each age band and gender, with its
 * delivery and its share of impressions, the largest first (one query of the pair rollups).
 */
function AudiencesView({ accountId }: { readonly accountId: string }): ReactElement {
  const { t, i18n } = useAudiencesT();
  const span = useMemo(() => lastCompleteDays(dayjs().format('YYYY-MM-DD')), []);
  const read = useRead(
    `${accountId}|${span.from}`,
    () => fetchSegmentRollups(accountId, span),
    '[audiences] segments not read',
  );
  useEffect(() => {
    if (read.state !== 'loading') markFirstContent();
  }, [read.state]);
  const segments = useMemo(() => audienceSegments(read.data ?? []), [read.data]);
  const currency = read.data?.[0]?.currency ?? 'USD';
  const locale = i18n.language;
  const metric = (key: KpiKey) => ({
    title: t(key),
    key,
    align: 'right' as const,
    sorter: (a: AudienceSegment, b: AudienceSegment) =>
      (kpiValue(a.totals, key) ?? -1) - (kpiValue(b.totals, key) ?? -1),
    render: (_: unknown, segment: AudienceSegment) =>
      formatKpi(key, kpiValue(segment.totals, key), currency, locale),
  });
  return (
    <section aria-labelledby="audiences-heading">
      <PageTitle as="h1" id="audiences-heading">
        {t('title')}
      </PageTitle>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      {read.state === 'error' ? (
        <ListLoadError message={t('loadFailed')} onRetry={read.retry} />
      ) : (
        <Table<AudienceSegment>
          data-testid="audiences-table"
          rowKey="key"
          size="middle"
          loading={read.state === 'loading'}
          dataSource={segments}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('empty') }}
          columns={[
            {
              title: t('segment'),
              key: 'segment',
              render: (_, segment) =>
                `${segment.age} · ${t(`genders.${segment.gender}`, { defaultValue: segment.gender })}`,
            },
            {
              title: t('share'),
              key: 'share',
              align: 'right',
              render: (_, segment) =>
                new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
                  segment.share,
                ),
            },
            ...COLUMNS.map(metric),
          ]}
        />
      )}
    </section>
  );
}
