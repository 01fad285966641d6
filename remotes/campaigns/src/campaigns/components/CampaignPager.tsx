import { Button, Flex, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useCampaignsT } from '../../i18n/useCampaignsT';

/** Previous / next over query cursors, with the page number and the matching count. */
export function CampaignPager({
  pageIndex,
  pageSize,
  total,
  hasNext,
  loading,
  onPrevious,
  onNext,
}: {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly total: number | null;
  readonly hasNext: boolean;
  readonly loading: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
}): ReactElement {
  const { t } = useCampaignsT();
  const pages = total === null ? null : Math.max(1, Math.ceil(total / pageSize));
  return (
    <Flex justify="space-between" align="center" style={{ marginTop: 16 }} wrap="wrap" gap={8}>
      <Typography.Text type="secondary" data-testid="campaign-count">
        {total === null ? '' : t('pager.total', { count: total })}
      </Typography.Text>
      <nav aria-label={t('pager.label')}>
        <Flex gap={8} align="center">
          <Button onClick={onPrevious} disabled={pageIndex === 0 || loading}>
            {t('pager.previous')}
          </Button>
          <Typography.Text data-testid="campaign-page">
            {pages === null
              ? t('pager.page', { page: pageIndex + 1 })
              : t('pager.pageOf', { page: pageIndex + 1, pages })}
          </Typography.Text>
          <Button onClick={onNext} disabled={!hasNext || loading}>
            {t('pager.next')}
          </Button>
        </Flex>
      </nav>
    </Flex>
  );
}
