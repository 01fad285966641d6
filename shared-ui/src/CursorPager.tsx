import { Button, Flex } from 'shared-ui/antd/base';
import type { ReactElement } from 'react';
import { useT } from 'shared-auth';
import { type CursorPagesState } from './lists/useCursorPages';
import { PlainText } from './Text';

/**
 * Previous / next over query cursors (shared-auth `useCursorPages`), with the page number, the page
 * count when the list knows its total, and the total itself.
 */
export function CursorPager({
  list,
  label,
  pageSize,
  totalLabel,
}: {
  readonly list: CursorPagesState<unknown>;
  /** The navigation landmark's name, e.g. "Campaign pages". */
  readonly label: string;
  readonly pageSize: number;
  /** The translated total ("32 campaigns"), shown when the list counted its rows. */
  readonly totalLabel?: string;
}): ReactElement {
  const { t } = useT();
  const pages = list.total === null ? null : Math.max(1, Math.ceil(list.total / pageSize));
  return (
    <Flex justify="space-between" align="center" style={{ marginTop: 16 }} wrap="wrap" gap={8}>
      <PlainText secondary data-testid="list-total">
        {list.total === null ? '' : totalLabel}
      </PlainText>
      <nav aria-label={label}>
        <Flex gap={8} align="center">
          <Button onClick={list.previous} disabled={list.pageIndex === 0 || list.loading}>
            {t('pager.previous')}
          </Button>
          <PlainText data-testid="list-page">
            {pages === null
              ? t('pager.page', { page: list.pageIndex + 1 })
              : t('pager.pageOf', { page: list.pageIndex + 1, pages })}
          </PlainText>
          <Button onClick={list.next} disabled={!list.hasNext || list.loading}>
            {t('pager.next')}
          </Button>
        </Flex>
      </nav>
    </Flex>
  );
}
