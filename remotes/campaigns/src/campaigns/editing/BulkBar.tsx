import { Alert, Button, Flex } from 'shared-ui/antd/base';
import { Tooltip } from 'shared-ui/antd/layout';
import { Popconfirm } from 'shared-ui/antd/panels';
import { useState, type ReactElement } from 'react';
import { BULK_CHANGE_MAX, type CampaignChange, type StatusAction } from '@adplatform/campaign-model';
import { useCampaignsEditingT } from '../../i18n/useCampaignsEditingT';
import { fetchMatchingIds } from '../api/fetchMatchingIds';
import { updateMatchingCampaigns, type ChangeSender } from '../api/updateCampaigns';
import type { BulkBarProps } from './EditingCells';

const BULK_STATUS_ACTIONS: readonly StatusAction[] = ['pause', 'resume'];

/**
 * The bulk bar (docs/product-rules.md §10.1): the selection's size, "select all that match", and pause,
 * resume, archive or duplicate for every selected campaign, which ends with one summary of what applied
 * and what did not, and why. Every match of the filters, however many, is changed on the server call
 * by call (`updateMatchingCampaigns`) while the bar counts the campaigns done. Archiving asks first,
 * with the count, and the list then offers to undo it.
 */
export function BulkBar({
  selectedIds,
  allMatching,
  matching,
  query,
  selectAllMatching,
  clear,
  canCreate,
  run,
  onArchived,
}: BulkBarProps): ReactElement {
  const { t } = useCampaignsEditingT();
  const [done, setDone] = useState<number | null>(null);
  const count = allMatching && matching !== null ? matching : selectedIds.length;
  const matchSender: ChangeSender = (_ids, change) => {
    if (change.kind !== 'status') throw new Error('every match takes a status change only');
    return updateMatchingCampaigns({ status: query.status, search: query.search }, change, setDone);
  };
  const apply = async (change: CampaignChange): Promise<void> => {
    setDone(0);
    let results: Awaited<ReturnType<BulkBarProps['run']>>;
    if (allMatching && change.kind === 'status') {
      results = await run(selectedIds, change, matchSender);
    } else {
      const ids = allMatching ? await fetchMatchingIds(query) : selectedIds;
      results = await run(ids, change);
    }
    setDone(null);
    if (!results) return;
    clear();
    if (change.kind === 'status' && change.action === 'archive') {
      const archived = results.filter((result) => result.outcome === 'applied').map((result) => result.id);
      if (archived.length > 0) onArchived(archived);
    }
  };
  const working = done !== null;
  const tooManyToCopy = allMatching && count > BULK_CHANGE_MAX;
  return (
    <Alert
      type="info"
      data-testid="campaign-bulk-bar"
      style={{ marginBottom: 12 }}
      message={
        <Flex align="center" gap={8} wrap="wrap">
          <span>
            {allMatching
              ? t('bulk.allMatching', { count })
              : t('bulk.selected', { count: selectedIds.length })}
          </span>
          {!allMatching && matching !== null && matching > selectedIds.length && (
            <Button type="link" size="small" onClick={selectAllMatching} disabled={working}>
              {t('bulk.selectAll', { count: matching })}
            </Button>
          )}
          {BULK_STATUS_ACTIONS.map((action) => (
            <Button
              key={action}
              size="small"
              disabled={working}
              onClick={() => void apply({ kind: 'status', action })}
            >
              {t(`bulk.${action}`)}
            </Button>
          ))}
          <Popconfirm
            title={t('bulk.archiveConfirm', { count })}
            okText={t('bulk.archive')}
            cancelText={t('bulk.keep')}
            onConfirm={() => apply({ kind: 'status', action: 'archive' })}
          >
            <Button size="small" disabled={working}>
              {t('bulk.archive')}
            </Button>
          </Popconfirm>
          {canCreate && (
            <Tooltip
              title={tooManyToCopy ? t('bulk.duplicateAtMost', { count: BULK_CHANGE_MAX }) : undefined}
            >
              <Button
                size="small"
                disabled={working || tooManyToCopy}
                onClick={() => void apply({ kind: 'duplicate' })}
              >
                {t('bulk.duplicate')}
              </Button>
            </Tooltip>
          )}
          <Button type="text" size="small" onClick={clear} disabled={working}>
            {t('bulk.clear')}
          </Button>
          {working && (
            <span role="status" data-testid="campaign-bulk-progress">
              {t('bulk.progress', { done, total: count })}
            </span>
          )}
        </Flex>
      }
    />
  );
}
