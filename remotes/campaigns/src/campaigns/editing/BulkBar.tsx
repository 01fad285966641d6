import { Alert, Button, Flex } from 'shared-ui/antd/base';
import type { ReactElement } from 'react';
import type { StatusAction } from '@adplatform/campaign-model';
import { useCampaignsEditingT } from '../../i18n/useCampaignsEditingT';
import { fetchMatchingIds } from '../api/fetchMatchingIds';
import type { BulkBarProps } from './EditingCells';

const BULK_STATUS_ACTIONS: readonly StatusAction[] = ['pause', 'resume', 'archive'];

/**
 * The bulk bar (docs/product-rules.md §10.1): the selection's size, "select all that match", and pause,
 * resume, archive or duplicate for every selected campaign in one `updateCampaigns` call, which ends with
 * one summary of what applied and what did not, and why.
 */
export function BulkBar({
  selectedIds,
  matching,
  query,
  select,
  clear,
  canCreate,
  run,
}: BulkBarProps): ReactElement {
  const { t } = useCampaignsEditingT();
  const selectAllMatching = (): void =>
    void fetchMatchingIds(query).then(select, (error: unknown) => {
      console.error('[campaigns] matching campaigns could not be read', error);
    });
  const apply = async (change: Parameters<BulkBarProps['run']>[1]): Promise<void> => {
    const results = await run(selectedIds, change);
    if (results) clear();
  };
  return (
    <Alert
      type="info"
      data-testid="campaign-bulk-bar"
      style={{ marginBottom: 12 }}
      message={
        <Flex align="center" gap={8} wrap="wrap">
          <span>{t('bulk.selected', { count: selectedIds.length })}</span>
          {matching !== null && matching > selectedIds.length && (
            <Button type="link" size="small" onClick={selectAllMatching}>
              {t('bulk.selectAll', { count: matching })}
            </Button>
          )}
          {BULK_STATUS_ACTIONS.map((action) => (
            <Button key={action} size="small" onClick={() => void apply({ kind: 'status', action })}>
              {t(`bulk.${action}`)}
            </Button>
          ))}
          {canCreate && (
            <Button size="small" onClick={() => void apply({ kind: 'duplicate' })}>
              {t('bulk.duplicate')}
            </Button>
          )}
          <Button type="text" size="small" onClick={clear}>
            {t('bulk.clear')}
          </Button>
        </Flex>
      }
    />
  );
}
