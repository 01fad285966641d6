import { Alert } from 'shared-ui/antd/base';
import { Tag, Tooltip } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { formatDate } from 'shared-ui';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { METRICS_STALE_AFTER_DAYS, metricsStale } from '@adplatform/influencer-model';
import type { Influencer } from '../model/influencer';

/** Whether `influencer`'s metrics are stale now (the time taken once, when the component mounts). */
function useStale(influencer: Influencer): boolean {
  const [now] = useState(() => Date.now());
  return metricsStale(influencer.metricsUpdatedAt?.getTime() ?? null, now);
}

/** The table's flag on a creator whose metrics are stale, with the date they were last refreshed. */
export function StaleMetricsTag({ influencer }: { readonly influencer: Influencer }): ReactElement | null {
  const { t, i18n } = useInfluencersT();
  const stale = useStale(influencer);
  if (!stale) return null;
  const when = influencer.metricsUpdatedAt
    ? t('freshness.refreshedOn', { date: formatDate(influencer.metricsUpdatedAt, i18n.language) })
    : t('freshness.never');
  return (
    <Tooltip title={when}>
      <Tag color="orange" data-testid="metrics-stale" aria-label={`${t('freshness.stale')}: ${when}`}>
        {t('freshness.stale')}
      </Tag>
    </Tooltip>
  );
}

/**
 * The profile's line on its metrics' date (docs/product-rules.md §10.5), and a warning when they are
 * older than `METRICS_STALE_AFTER_DAYS` (or of no known date).
 */
export function MetricsFreshness({ influencer }: { readonly influencer: Influencer }): ReactElement {
  const { t, i18n } = useInfluencersT();
  const stale = useStale(influencer);
  const when = influencer.metricsUpdatedAt
    ? t('freshness.refreshedOn', { date: formatDate(influencer.metricsUpdatedAt, i18n.language) })
    : t('freshness.never');
  return stale ? (
    <Alert
      type="warning"
      showIcon
      data-testid="metrics-freshness"
      style={{ marginBottom: 16 }}
      message={t('freshness.staleTitle')}
      description={t('freshness.staleBody', { when, days: METRICS_STALE_AFTER_DAYS })}
    />
  ) : (
    <Typography.Paragraph type="secondary" data-testid="metrics-freshness">
      {when}
    </Typography.Paragraph>
  );
}
