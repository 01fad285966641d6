import { Button, Input } from 'shared-ui/antd/base';
import { Modal } from 'shared-ui/antd/overlay';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { MenuButton } from 'shared-ui';
import { availableActions, CAMPAIGN_NAME_MAX, type StatusAction } from '@adplatform/campaign-model';
import { useCampaignsEditingT } from '../../i18n/useCampaignsEditingT';
import { useCampaignsT } from '../../i18n/useCampaignsT';
import type { RowEditingProps } from './EditingCells';

/**
 * The row's menu (docs/product-rules.md §10.1): rename, duplicate (plans that create campaigns),
 * archive or restore — only what the server would apply to the campaign's status. Each row's menu
 * mounts at its first click (`MenuButton`), its rename dialog at the first rename.
 */
export function RowActions({
  row,
  run,
  canCreate,
}: RowEditingProps & { readonly canCreate: boolean }): ReactElement {
  const { t } = useCampaignsEditingT();
  const { t: tList } = useCampaignsT();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [dialogMounted, setDialogMounted] = useState(false);
  const statusActions = availableActions(row, new Date()).filter(
    (action): action is Extract<StatusAction, 'archive' | 'restore'> =>
      action === 'archive' || action === 'restore',
  );
  const items = [
    { key: 'rename', label: t('actions.rename') },
    ...(canCreate ? [{ key: 'duplicate', label: t('actions.duplicate') }] : []),
    ...statusActions.map((action) => ({ key: action, label: t(`actions.${action}`) })),
  ];
  const trimmed = renaming?.trim() ?? '';
  const nameProblem =
    trimmed.length === 0
      ? t('editing.nameRequired')
      : trimmed.length > CAMPAIGN_NAME_MAX
        ? t('editing.nameTooLong', { max: CAMPAIGN_NAME_MAX })
        : null;
  const rename = async (): Promise<void> => {
    if (nameProblem) return;
    const results = await run([row.id], { kind: 'name', name: trimmed });
    if (results) setRenaming(null);
  };
  return (
    <>
      <MenuButton
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === 'rename') {
              setDialogMounted(true);
              setRenaming(row.name);
            } else if (key === 'duplicate') void run([row.id], { kind: 'duplicate' });
            else void run([row.id], { kind: 'status', action: key as StatusAction });
          },
        }}
      >
        <Button
          size="small"
          aria-label={t('actions.menu', { name: row.name })}
          data-testid="campaign-actions"
        >
          {t('actions.more')}
        </Button>
      </MenuButton>
      {dialogMounted && (
        <Modal
          open={renaming !== null}
          title={t('actions.renameTitle')}
          okText={t('editing.save')}
          cancelText={t('editing.cancel')}
          okButtonProps={{ disabled: Boolean(nameProblem) }}
          onOk={() => void rename()}
          onCancel={() => setRenaming(null)}
          destroyOnHidden
        >
          <Input
            autoFocus
            aria-label={tList('columns.name')}
            value={renaming ?? ''}
            status={nameProblem ? 'error' : undefined}
            onChange={(event) => setRenaming(event.target.value)}
            onPressEnter={() => void rename()}
          />
          {nameProblem && (
            <Typography.Text role="alert" type="danger">
              {nameProblem}
            </Typography.Text>
          )}
        </Modal>
      )}
    </>
  );
}
