import { Button, Input } from 'shared-ui/antd/base';
import { Form } from 'shared-ui/antd/form';
import { Select } from 'shared-ui/antd/data';
import { PageTitle } from 'shared-ui';
import { useState, type ReactElement } from 'react';
import { i18n as sharedI18n, isLanguage, LANGUAGES, notify, useAuthState } from 'shared-auth';
import { useSettingsT } from '../../i18n/useSettingsT';
import { saveProfile, type Profile } from '../api/saveProfile';

/** Profile: display name and language. */
export function ProfileSettings(): ReactElement | null {
  const { t } = useSettingsT();
  const { user } = useAuthState();
  const [saving, setSaving] = useState(false);
  if (!user) return null;

  const onFinish = async (values: Profile): Promise<void> => {
    setSaving(true);
    try {
      await saveProfile(user.uid, values);
      notify({ type: 'success', message: sharedI18n.t('profile.saved', { ns: 'settings' }) });
    } catch (error) {
      console.error('[settings] profile save failed', error);
      notify({ type: 'error', message: t('profile.saveFailed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="profile-heading" style={{ marginBottom: 40 }}>
      <PageTitle as="h2" level={3} id="profile-heading">
        {t('profile.title')}
      </PageTitle>
      <Form<Profile>
        layout="vertical"
        style={{ maxWidth: 420 }}
        initialValues={{
          displayName: user.displayName ?? '',
          language: isLanguage(sharedI18n.language) ? sharedI18n.language : 'en-us',
        }}
        onFinish={onFinish}
      >
        <Form.Item
          label={t('profile.displayName')}
          name="displayName"
          rules={[
            { required: true, whitespace: true, message: t('profile.displayNameRequired') },
            { max: 80, message: t('profile.displayNameTooLong') },
          ]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label={t('profile.language')} name="language">
          <Select
            options={LANGUAGES.map((language) => ({
              value: language,
              label: t(`languages.${language}`, { ns: 'common' }),
            }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('profile.save')}
        </Button>
      </Form>
    </section>
  );
}
