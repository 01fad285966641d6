import { Button } from 'shared-ui/antd/base';
import { Checkbox } from 'shared-ui/antd/data';
import { Modal } from 'shared-ui/antd/overlay';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { useCampaignsEditingT } from '../../i18n/useCampaignsEditingT';
import { useCampaignsT } from '../../i18n/useCampaignsT';
import { LIST_COLUMNS, type ListColumn } from '../model/listColumns';

/**
 * "Edit columns" (docs/product-rules.md §10.1): the user's own column set, picked from every column in
 * the list's order; kept as their custom set, across devices, apart from the presets.
 */
export function ColumnEditor({
  columns,
  onSave,
}: {
  /** The columns shown now: the editor starts from them. */
  readonly columns: readonly ListColumn[];
  readonly onSave: (columns: readonly ListColumn[]) => void;
}): ReactElement {
  const { t } = useCampaignsEditingT();
  const { t: tList } = useCampaignsT();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<readonly ListColumn[]>(columns);
  const empty = chosen.length === 0;
  return (
    <>
      <Button
        data-testid="campaign-columns-edit"
        onClick={() => {
          setChosen(columns);
          setOpen(true);
        }}
      >
        {t('views.editColumns')}
      </Button>
      <Modal
        open={open}
        title={t('views.editColumnsTitle')}
        okText={t('views.applyColumns')}
        cancelText={t('views.cancel')}
        okButtonProps={{ disabled: empty }}
        onCancel={() => setOpen(false)}
        onOk={() => {
          // Kept in the list's order, whatever order they were ticked in.
          onSave(LIST_COLUMNS.filter((column) => chosen.includes(column)));
          setOpen(false);
        }}
      >
        <Checkbox.Group<ListColumn>
          value={[...chosen]}
          onChange={(values) => setChosen(values)}
          options={LIST_COLUMNS.map((column) => ({ value: column, label: tList(`columns.${column}`) }))}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}
          data-testid="campaign-columns-options"
        />
        {empty && (
          <Typography.Text type="danger" role="alert">
            {t('views.noColumns')}
          </Typography.Text>
        )}
      </Modal>
    </>
  );
}
