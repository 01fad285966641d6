import { Form } from 'shared-ui/antd/form';
import { Modal } from 'shared-ui/antd/overlay';
import { TextArea } from 'shared-ui/antd/authoring';
import { useState, type ReactElement } from 'react';
import { notify, type SessionUser } from 'shared-auth';
import { LEAD_NOTE_MAX } from '@adplatform/lead-model';
import { useLeadsT } from '../../i18n/useLeadsT';
import { saveLeadNote } from '../api/updateLead';
import type { Lead } from '../model/lead';

/**
 * Edits the owner's note on a lead, recorded in its activity as written by `author`; the text typed is
 * kept when saving fails, and an unchanged note writes nothing.
 */
export function NoteModal({
  author,
  uid,
  lead,
  onClose,
  onSaved,
}: {
  readonly author: SessionUser;
  readonly uid: string;
  readonly lead: Lead | null;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}): ReactElement {
  const { t } = useLeadsT();
  const [form] = Form.useForm<{ note: string }>();
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open={lead !== null}
      title={lead ? t('note.title', { name: lead.name }) : ''}
      okText={t('note.save')}
      cancelText={t('note.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      {lead && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ note: lead.note }}
          onFinish={async ({ note }) => {
            if ((note ?? '') === lead.note) {
              onClose();
              return;
            }
            setSaving(true);
            try {
              await saveLeadNote(author, uid, lead.id, note ?? '');
              notify({ type: 'success', message: t('note.saved') });
              onSaved();
            } catch (error) {
              console.error('[leads] note save failed', error);
              notify({ type: 'error', message: t('actionFailed') });
            } finally {
              setSaving(false);
            }
          }}
        >
          <Form.Item
            name="note"
            label={t('note.label')}
            rules={[{ max: LEAD_NOTE_MAX, message: t('note.tooLong', { max: LEAD_NOTE_MAX }) }]}
          >
            <TextArea rows={5} showCount maxLength={LEAD_NOTE_MAX} autoFocus />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
