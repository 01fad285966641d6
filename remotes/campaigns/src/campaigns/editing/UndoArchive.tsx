import { Alert, Button, Flex } from 'shared-ui/antd/base';
import { useState, type ReactElement } from 'react';
import { useCampaignsEditingT } from '../../i18n/useCampaignsEditingT';
import type { UndoArchiveProps } from './EditingCells';

/**
 * After a bulk archive (docs/product-rules.md §10.1): how many campaigns it archived and an Undo that
 * restores them in one change, under the restore rule (a campaign archived while active comes back
 * paused). It stays until used or dismissed.
 */
export function UndoArchive({ ids, run, done }: UndoArchiveProps): ReactElement {
  const { t } = useCampaignsEditingT();
  const [restoring, setRestoring] = useState(false);
  const undo = async (): Promise<void> => {
    setRestoring(true);
    const results = await run(ids, { kind: 'status', action: 'restore' });
    setRestoring(false);
    if (results) done();
  };
  return (
    <Alert
      type="success"
      showIcon
      closable
      onClose={done}
      data-testid="campaign-undo-archive"
      style={{ marginBottom: 12 }}
      message={
        <Flex align="center" gap={8} wrap="wrap">
          <span>{t('undoArchive.archived', { count: ids.length })}</span>
          <Button size="small" loading={restoring} onClick={() => void undo()}>
            {t('undoArchive.undo')}
          </Button>
        </Flex>
      }
    />
  );
}
