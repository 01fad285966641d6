import { Alert, Button } from 'shared-ui/antd/base';
import { Form } from 'shared-ui/antd/form';
import { useState, type ReactElement } from 'react';
import { sendPasswordReset, useT } from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';
import { ScreenTitle } from './AuthText';
import { EmailField } from './EmailField';
import { IdentityErrorAlert } from './IdentityErrorAlert';

/** Sends a password-reset e-mail, then says so. */
export function PasswordResetForm({
  initialEmail,
  onDone,
}: {
  readonly initialEmail: string | undefined;
  readonly onDone: () => void;
}): ReactElement {
  const { t } = useT(HOST_NS);
  const [error, setError] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ email }: { email: string }): Promise<void> => {
    setSubmitting(true);
    setError(null);
    try {
      await sendPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (caught) {
      setError(caught);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <ScreenTitle>{t('passwordReset.title')}</ScreenTitle>
      {sentTo ? (
        <Alert type="success" showIcon message={t('passwordReset.sent', { email: sentTo })} />
      ) : (
        <>
          <p style={{ margin: '0 0 16px' }}>{t('passwordReset.intro')}</p>
          <IdentityErrorAlert error={error} />
          <Form layout="vertical" initialValues={{ email: initialEmail }} onFinish={onFinish}>
            <EmailField autoFocus />
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {t('passwordReset.submit')}
            </Button>
          </Form>
        </>
      )}
      <Button type="link" style={{ padding: 0, marginTop: 16 }} onClick={onDone}>
        {t('passwordReset.back')}
      </Button>
    </>
  );
}
