import { Button, Form, Input, Typography } from 'shared-ui/antd/base';
import { useState, type ReactElement } from 'react';
import { Link, PATHS, prepareSignIn, signIn, useT } from 'shared-auth';
import { HOST_NS } from '../../app/i18n/registerHostTranslations';
import { EmailField } from './EmailField';
import { IdentityErrorAlert } from './IdentityErrorAlert';
import { PasswordResetForm } from './PasswordResetForm';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * /login: e-mail and password. On success the guard chain moves the user on (SPEC §2 rule 1); on
 * failure the translated identity error is shown and the form keeps what was typed.
 */
export function LoginPage(): ReactElement {
  const { t } = useT(HOST_NS);
  const [error, setError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [form] = Form.useForm<LoginValues>();

  const onFinish = async ({ email, password }: LoginValues): Promise<void> => {
    setSubmitting(true);
    setError(null);
    try {
      await signIn(email.trim(), password);
    } catch (caught) {
      setError(caught);
      setSubmitting(false);
    }
  };

  if (resetting) {
    return (
      <PasswordResetForm
        initialEmail={form.getFieldValue('email') as string | undefined}
        onDone={() => setResetting(false)}
      />
    );
  }

  return (
    <>
      <Typography.Title level={2}>{t('login.title')}</Typography.Title>
      <IdentityErrorAlert error={error} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        // The first keystroke starts loading Firebase Auth, so the submit does not wait for it.
        onValuesChange={prepareSignIn}
        disabled={submitting}
      >
        <EmailField autoFocus />
        <Form.Item
          label={t('fields.password')}
          name="password"
          rules={[{ required: true, message: t('validation.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('login.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16 }}>
        <Button type="link" style={{ padding: 0 }} onClick={() => setResetting(true)}>
          {t('login.forgotPassword')}
        </Button>
      </Typography.Paragraph>
      <Typography.Paragraph>
        {t('login.noAccount')} <Link to={PATHS.register}>{t('login.register')}</Link>
      </Typography.Paragraph>
    </>
  );
}
