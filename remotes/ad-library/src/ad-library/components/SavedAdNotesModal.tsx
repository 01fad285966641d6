import { Form } from 'shared-ui/antd/form';
import { Select } from 'shared-ui/antd/data';
import { TextArea } from 'shared-ui/antd/authoring';
import type { ReactElement } from 'react';
import { useAdLibraryT } from '../../i18n/useAdLibraryT';
import { updateSavedAdNotes } from '../api/savedAds';
import { SAVED_AD_NOTE_MAX, SAVED_AD_TAG_MAX, SAVED_AD_TAGS_MAX } from '@adplatform/ad-library-model';
import { titleOf, type SavedAd } from '../model/ad';
import { cleanTags } from '../model/savedAdNotes';
import { FormDialog, useDialogSave } from './FormDialog';

interface NotesForm {
  readonly note: string;
  readonly tags: string[];
}

/**
 * Edits a saved ad's note and tags (docs/product-rules.md §10.4); tags are typed freely or picked from
 * those the board's ads already carry. What the user typed stays in the form when the save fails.
 */
export function SavedAdNotesModal({
  uid,
  ad,
  knownTags,
  onClose,
  onSaved,
}: {
  readonly uid: string;
  readonly ad: SavedAd | null;
  readonly knownTags: readonly string[];
  readonly onClose: () => void;
  readonly onSaved: () => void;
}): ReactElement {
  const { t } = useAdLibraryT();
  const [form] = Form.useForm<NotesForm>();
  const { saving, save } = useDialogSave('notes not saved', onSaved);
  return (
    <FormDialog
      open={ad !== null}
      title={t('notes.title', { headline: ad ? titleOf(ad) : '' })}
      okText={t('notes.ok')}
      form={form}
      saving={saving}
      onClose={onClose}
    >
      {ad && (
        <Form<NotesForm>
          form={form}
          layout="vertical"
          initialValues={{ note: ad.note, tags: [...ad.tags] }}
          onFinish={({ note, tags }) =>
            void save(async () => {
              await updateSavedAdNotes(uid, ad.id, { note: note.trim(), tags: cleanTags(tags) });
              return t('notes.saved');
            })
          }
        >
          <Form.Item
            name="note"
            label={t('notes.note')}
            rules={[{ max: SAVED_AD_NOTE_MAX, message: t('save.nameTooLong', { max: SAVED_AD_NOTE_MAX }) }]}
          >
            <TextArea rows={4} maxLength={SAVED_AD_NOTE_MAX} showCount />
          </Form.Item>
          <Form.Item
            name="tags"
            label={t('notes.tags')}
            extra={t('notes.tagsHelp', { count: SAVED_AD_TAGS_MAX, max: SAVED_AD_TAG_MAX })}
            rules={[
              {
                validator: (_, value: string[] | undefined) => {
                  const tags = cleanTags(value ?? []);
                  if (tags.length > SAVED_AD_TAGS_MAX)
                    return Promise.reject(new Error(t('notes.tooManyTags', { count: SAVED_AD_TAGS_MAX })));
                  if (tags.some((tag) => tag.length > SAVED_AD_TAG_MAX))
                    return Promise.reject(new Error(t('notes.tagTooLong', { max: SAVED_AD_TAG_MAX })));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <Select
              mode="tags"
              aria-label={t('notes.tags')}
              // The list opens upwards: below, it would cover the dialog's Save button while the user types.
              placement="topLeft"
              tokenSeparators={[',']}
              options={knownTags.map((tag) => ({ value: tag, label: tag }))}
            />
          </Form.Item>
        </Form>
      )}
    </FormDialog>
  );
}
