import { Button, Flex, Typography } from 'antd';
import type { ReactElement } from 'react';
import type { CursorPagesState } from 'shared-auth';
import { useInfluencersT } from '../../i18n/useInfluencersT';

/** Previous / next over query cursors, with the page number. */
export function ListPager({
  list,
  label,
}: {
  readonly list: CursorPagesState<unknown>;
  readonly label: string;
}): ReactElement {
  const { t } = useInfluencersT();
  return (
    <nav aria-label={label}>
      <Flex gap={8} align="center" justify="flex-end" style={{ marginTop: 16 }}>
        <Button onClick={list.previous} disabled={list.pageIndex === 0 || list.loading}>
          {t('pager.previous')}
        </Button>
        <Typography.Text>{t('pager.page', { page: list.pageIndex + 1 })}</Typography.Text>
        <Button onClick={list.next} disabled={!list.hasNext || list.loading}>
          {t('pager.next')}
        </Button>
      </Flex>
    </nav>
  );
}
