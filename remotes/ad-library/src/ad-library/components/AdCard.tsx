import { Space, Tag } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { Card } from 'shared-ui/antd/panels';
import { useState, type ReactElement, type ReactNode } from 'react';
import { daysActive } from '../model/adCatalogue';
import { formatDate, PageTitle } from 'shared-ui';
import { useAdLibraryT } from '../../i18n/useAdLibraryT';
import type { Ad } from '../model/ad';

/** One ad of the grid: the creative, the advertiser, the headline, when it started and for how long. */
export function AdCard({ ad, action }: { readonly ad: Ad; readonly action: ReactNode }): ReactElement {
  const { t, i18n } = useAdLibraryT();
  const [now] = useState(() => Date.now());
  const days = daysActive(ad.startDate.getTime(), ad.endDate?.getTime() ?? null, now);
  return (
    <Card
      data-testid="ad-card"
      // As tall as the tallest card of its row (the grid's column stretches), its actions at the bottom.
      style={{ width: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1 } }}
      cover={
        <img src={ad.imageUrl} alt={t('creativeAlt', { advertiser: ad.advertiser, headline: ad.headline })} />
      }
      actions={[action]}
    >
      <Typography.Text type="secondary" data-testid="ad-advertiser">
        {ad.advertiser}
      </Typography.Text>
      <PageTitle as="h2" level={5} style={{ margin: '4px 0 8px' }}>
        {ad.headline}
      </PageTitle>
      <Space wrap size={4}>
        <Tag color={ad.active ? 'green' : 'default'}>{ad.active ? t('active') : t('inactive')}</Tag>
        <Tag>{t(`platform.${ad.platform}`)}</Tag>
        <Tag>{t(`media.${ad.mediaType}`)}</Tag>
        <Tag>{ad.country}</Tag>
      </Space>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {t('started', { date: formatDate(ad.startDate, i18n.language) })} · {t('daysActive', { count: days })}
      </Typography.Paragraph>
    </Card>
  );
}
