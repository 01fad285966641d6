import { Input } from 'shared-ui/antd/base';
import { Form } from 'shared-ui/antd/form';
import { Space } from 'shared-ui/antd/layout';
import { Radio } from 'shared-ui/antd/data';
import { Modal } from 'shared-ui/antd/overlay';
import { useState, type ReactElement } from 'react';
import { notify } from 'shared-auth';
import { BOARD_NAME_MAX } from '../model/adCatalogue';
import { useAdLibraryT } from '../../i18n/useAdLibraryT';
import { createBoard, saveToBoard } from '../api/boards';
import { keepSavedAd } from '../api/savedAds';
import type { Ad, Board } from '../model/ad';

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
  const [saving, setSaving] = useState(false);
  const choice = Form.useWatch('boardId', form);
  return (
    <Modal
      open={ad !== null}
      title={t('save.title')}
      okText={t('save.ok')}
      cancelText={t('save.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      {ad && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ boardId: boards[0]?.id ?? NEW_BOARD }}
          onFinish={async ({ boardId, name }) => {
            setSaving(true);
            try {
              const board = boards.find((candidate) => candidate.id === boardId);
              await keepSavedAd(uid, ad.id);
              if (board) await saveToBoard(uid, board.id, ad.id);
              else await createBoard(uid, name ?? '', ad.id);
              notify({ type: 'success', message: t('save.done', { board: board?.name ?? name?.trim() }) });
              onSaved();
            } catch (error) {
              console.error('[ad-library] save failed', error);
              notify({ type: 'error', message: t('actionFailed') });
            } finally {
              setSaving(false);
            }
          }}
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
    </Modal>
  );
}
