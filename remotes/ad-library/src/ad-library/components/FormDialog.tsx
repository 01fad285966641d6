import type { FormInstance } from 'antd';
import { Modal } from 'shared-ui/antd/overlay';
import { useState, type ReactElement, type ReactNode } from 'react';
import { notify } from 'shared-auth';
import { useAdLibraryT } from '../../i18n/useAdLibraryT';

/**
 * The ad library's form dialogs (save to a board, notes and tags): OK submits `form`, and while
 * `onSave` runs the OK button spins. A save that succeeds says `done` and calls `onSaved`; one that
 * fails says so (logged with `label`) and keeps the dialog open with what the user typed.
 */
export function useDialogSave(
  label: string,
  onSaved: () => void,
): { saving: boolean; save: (write: () => Promise<string>) => Promise<void> } {
  const { t } = useAdLibraryT();
  const [saving, setSaving] = useState(false);
  const save = async (write: () => Promise<string>): Promise<void> => {
    setSaving(true);
    try {
      notify({ type: 'success', message: await write() });
      onSaved();
    } catch (error) {
      console.error(`[ad-library] ${label}`, error);
      notify({ type: 'error', message: t('actionFailed') });
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}

/** A dialog around one form: open while `open`, OK submits `form`, Cancel (or Escape) calls `onClose`. */
export function FormDialog<Values>({
  open,
  title,
  okText,
  form,
  saving,
  onClose,
  children,
}: {
  readonly open: boolean;
  readonly title: string;
  readonly okText: string;
  readonly form: FormInstance<Values>;
  readonly saving: boolean;
  readonly onClose: () => void;
  readonly children: ReactNode;
}): ReactElement {
  const { t } = useAdLibraryT();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('save.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      {children}
    </Modal>
  );
}
