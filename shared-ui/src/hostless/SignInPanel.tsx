import { Alert, Button, Input, PasswordInput } from 'shared-ui/antd/base';
import { Form } from 'shared-ui/antd/form';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { identityErrorKey, prepareSignIn, signIn, useT } from 'shared-auth';

interface SignInValues {
  readonly email: string;
  readonly password: string;
}

/**
 * E-mail and password sign-in through shared-auth, for a remote that runs without the host (its
 * standalone mode, or embedded in a foreign page). Errors are translated (docs/product-rules.md §8); the form keeps
 * what was typed.
 */
export function SignInPanel(): ReactElement {
  const { t } = useT();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onFinish = async ({ email, password }: SignInValues): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await signIn(email.trim(), password);
    } catch (caught) {
      setError(t(identityErrorKey(caught)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ maxWidth: 360, margin: '24px auto' }} data-testid="session-sign-in">
      <Typography.Title level={4}>{t('session.signInTitle')}</Typography.Title>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form<SignInValues>
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
        onValuesChange={prepareSignIn}
        requiredMark={false}
      >
        <Form.Item
          label={t('session.email')}
          name="email"
          rules={[{ required: true, whitespace: true, message: t('session.emailRequired') }]}
        >
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item
          label={t('session.password')}
          name="password"
          rules={[{ required: true, message: t('session.passwordRequired') }]}
        >
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} block>
          {t('session.submit')}
        </Button>
      </Form>
    </div>
  );
}
