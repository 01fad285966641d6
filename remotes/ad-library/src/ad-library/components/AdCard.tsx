import { Space, Tag } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { Card } from 'shared-ui/antd/panels';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Link } from 'shared-auth';
import { daysActive } from '@adplatform/ad-library-model';
import { formatDate, PageTitle } from 'shared-ui';
import { useAdLibraryT } from '../../i18n/useAdLibraryT';
import { titleOf, type Ad } from '../model/ad';
import { AdCreative } from './AdCreative';

/**
 * One ad of a grid: the creative, the advertiser, the headline (a link to the ad's detail), where it
 * runs, when it started and for how long; `children` adds to its body (a saved ad's note and tags).
 */
export function AdCard({
  ad,
  actions,
  detailHref,
  badge,
  children,
}: {
  readonly ad: Ad;
  readonly actions: readonly ReactNode[];
  /** The address of the ad's detail. */
  readonly detailHref: string;
  /** A tag shown first ("New"). */
  readonly badge?: ReactNode;
  readonly children?: ReactNode;
}): ReactElement {
  const { t, i18n } = useAdLibraryT();
  const [now] = useState(() => Date.now());
  const days = daysActive(ad.startDate.getTime(), ad.endDate?.getTime() ?? null, now);
  return (
    <Card
      data-testid="ad-card"
      // As tall as the tallest card of its row (the grid's column stretches), its actions at the bottom.
      style={{ width: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1 } }}
      cover={<AdCreative ad={ad} />}
      actions={[...actions]}
    >
      <Typography.Text type="secondary" data-testid="ad-advertiser">
        {ad.advertiser}
      </Typography.Text>
      <PageTitle as="h2" level={5} style={{ margin: '4px 0 8px' }}>
        <Link to={detailHref} aria-label={t('detail.open', { headline: titleOf(ad) })}>
          {titleOf(ad)}
        </Link>
      </PageTitle>
      <Space wrap size={4}>
        {badge}
        <Tag color={ad.active ? 'green' : 'default'}>{ad.active ? t('active') : t('inactive')}</Tag>
        {ad.platforms.map((platform) => (
          <Tag key={platform}>{t(`platform.${platform}`)}</Tag>
        ))}
        {ad.mediaType && <Tag>{t(`media.${ad.mediaType}`)}</Tag>}
        <Tag>{ad.countries.join(' · ')}</Tag>
      </Space>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {t('started', { date: formatDate(ad.startDate, i18n.language) })} · {t('daysActive', { count: days })}
      </Typography.Paragraph>
      {children}
    </Card>
  );
}
