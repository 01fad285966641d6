import { Input } from 'shared-ui/antd/base';
import { Form } from 'shared-ui/antd/form';
import { Space } from 'shared-ui/antd/layout';
import { Radio } from 'shared-ui/antd/data';
import type { ReactElement } from 'react';
import { BOARD_NAME_MAX } from '@adplatform/ad-library-model';
import { useAdLibraryT } from '../../i18n/useAdLibraryT';
import { createBoard, saveToBoard } from '../api/boards';
import { keepSavedAd } from '../api/savedAds';
import type { Ad, Board } from '../model/ad';
import { FormDialog, useDialogSave } from './FormDialog';

const NEW_BOARD = '__new__';

/**
 * Saves an ad to one of the user's boards, or to a new board named here; a copy of the ad is kept
 * first, so the board still shows it once the ad has left the library (docs/product-rules.md §10.4).
 */
export function SaveToBoardModal({
  uid,
  ad,
  boards,
  onClose,
  onSaved,
}: {
  readonly uid: string;
  readonly ad: Ad | null;
  readonly boards: readonly Board[];
  readonly onClose: () => void;
  readonly onSaved: () => void;
}): ReactElement {
  const { t } = useAdLibraryT();
  const [form] = Form.useForm<{ boardId: string; name?: string }>();
  const { saving, save } = useDialogSave('save failed', onSaved);
  const choice = Form.useWatch('boardId', form);
  return (
    <FormDialog
      open={ad !== null}
      title={t('save.title')}
      okText={t('save.ok')}
      form={form}
      saving={saving}
      onClose={onClose}
    >
      {ad && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ boardId: boards[0]?.id ?? NEW_BOARD }}
          onFinish={({ boardId, name }) =>
            void save(async () => {
              const board = boards.find((candidate) => candidate.id === boardId);
              await keepSavedAd(uid, ad.id);
              if (board) await saveToBoard(uid, board.id, ad.id);
              else await createBoard(uid, name ?? '', ad.id);
              return t('save.done', { board: board?.name ?? name?.trim() });
            })
          }
        >
          <Form.Item name="boardId" label={t('save.board')}>
            <Radio.Group>
              <Space direction="vertical">
                {boards.map((board) => (
                  <Radio key={board.id} value={board.id}>
                    {board.name}
                  </Radio>
                ))}
                <Radio value={NEW_BOARD}>{t('save.newBoard')}</Radio>
              </Space>
            </Radio.Group>
          </Form.Item>
          {choice === NEW_BOARD && (
            <Form.Item
              name="name"
              label={t('save.name')}
              rules={[
                { required: true, whitespace: true, message: t('save.nameRequired') },
                { max: BOARD_NAME_MAX, message: t('save.nameTooLong', { max: BOARD_NAME_MAX }) },
              ]}
            >
              <Input maxLength={BOARD_NAME_MAX} autoFocus />
            </Form.Item>
          )}
        </Form>
      )}
    </FormDialog>
  );
}
