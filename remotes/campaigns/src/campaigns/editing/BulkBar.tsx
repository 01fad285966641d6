import { Alert, Button, Flex } from 'shared-ui/antd/base';
import { Popconfirm } from 'shared-ui/antd/panels';
import type { ReactElement } from 'react';
import { BULK_CHANGE_MAX, type StatusAction } from '@adplatform/campaign-model';
import { useCampaignsEditingT } from '../../i18n/useCampaignsEditingT';
import { fetchMatchingIds } from '../api/fetchMatchingIds';
import type { BulkBarProps } from './EditingCells';

const BULK_STATUS_ACTIONS: readonly StatusAction[] = ['pause', 'resume'];

/**
 * The bulk bar (docs/product-rules.md §10.1): the selection's size, "select all that match", and pause,
 * resume, archive or duplicate for every selected campaign in one `updateCampaigns` call, which ends with
 * one summary of what applied and what did not, and why. Archiving asks first, with the count, and the
 * list then offers to undo it.
 */
export function BulkBar({
  selectedIds,
  matching,
  query,
  select,
  clear,
  canCreate,
  run,
  onArchived,
}: BulkBarProps): ReactElement {
  const { t } = useCampaignsEditingT();
  const selectAllMatching = (): void =>
    void fetchMatchingIds(query).then(select, (error: unknown) => {
      console.error('[campaigns] matching campaigns could not be read', error);
    });
  const apply = async (change: Parameters<BulkBarProps['run']>[1]): Promise<void> => {
    const results = await run(selectedIds, change);
    if (!results) return;
    clear();
    if (change.kind === 'status' && change.action === 'archive') {
      const archived = results.filter((result) => result.outcome === 'applied').map((result) => result.id);
      if (archived.length > 0) onArchived(archived);
    }
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
              {matching > BULK_CHANGE_MAX
                ? t('bulk.selectFirst', { count: BULK_CHANGE_MAX, matching })
                : t('bulk.selectAll', { count: matching })}
            </Button>
          )}
          {BULK_STATUS_ACTIONS.map((action) => (
            <Button key={action} size="small" onClick={() => void apply({ kind: 'status', action })}>
              {t(`bulk.${action}`)}
            </Button>
          ))}
          <Popconfirm
            title={t('bulk.archiveConfirm', { count: selectedIds.length })}
            okText={t('bulk.archive')}
            cancelText={t('bulk.keep')}
            onConfirm={() => apply({ kind: 'status', action: 'archive' })}
          >
            <Button size="small">{t('bulk.archive')}</Button>
          </Popconfirm>
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
