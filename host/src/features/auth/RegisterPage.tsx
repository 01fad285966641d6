import { Button, Input, PasswordInput } from 'shared-ui/antd/base';
import { Form } from 'shared-ui/antd/form';
import { useState, type ReactElement } from 'react';
import { PATHS, prepareSignIn, signUp, useT } from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';
import { ScreenTitle, TextLink } from './AuthText';
import { PRERENDERED_FORM, usePrerenderedForm } from './usePrerenderedForm';
import { EmailField } from './EmailField';
import { IdentityErrorAlert } from './IdentityErrorAlert';

interface RegisterValues {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * /register: creates the account and sends the verification e-mail; the guard chain then takes the
 * user to /account-verification (docs/product-rules.md §2 rules 1 and 2).
 */
export function RegisterPage(): ReactElement {
  const { t } = useT(HOST_NS);
  const [error, setError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form] = Form.useForm<RegisterValues>();
  // Typed before the app ran (the page is prerendered): kept in the form, the SDKs start loading.
  const prerenderedRef = usePrerenderedForm<HTMLDivElement>((typed) => {
    prepareSignIn();
    form.setFieldsValue(typed);
  });

  const onFinish = async ({ displayName, email, password }: RegisterValues): Promise<void> => {
    setSubmitting(true);
    setError(null);
    try {
      await signUp(email.trim(), password, displayName.trim());
    } catch (caught) {
      setError(caught);
      setSubmitting(false);
    }
  };

  return (
    <>
      <ScreenTitle>{t('register.title')}</ScreenTitle>
      <IdentityErrorAlert error={error} />
      <div ref={prerenderedRef}>
        <Form
          form={form}
          {...PRERENDERED_FORM}
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          onValuesChange={prepareSignIn}
          disabled={submitting}
        >
          <Form.Item
            label={t('fields.displayName')}
            name="displayName"
            rules={[
              { required: true, whitespace: true, message: t('validation.displayNameRequired') },
              { max: 80, message: t('validation.displayNameTooLong') },
            ]}
          >
            <Input autoComplete="name" autoFocus />
          </Form.Item>
          <EmailField />
          <Form.Item
            label={t('fields.password')}
            name="password"
            rules={[{ required: true, message: t('validation.passwordRequired') }]}
          >
            <PasswordInput autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label={t('fields.confirmPassword')}
            name="confirmPassword"
            dependencies={['password']}
            rules={[
              { required: true, message: t('validation.passwordRequired') },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  !value || getFieldValue('password') === value
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('validation.passwordsDiffer'))),
              }),
            ]}
          >
            <PasswordInput autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('register.submit')}
          </Button>
        </Form>
      </div>
      <p style={{ margin: '16px 0 0' }}>
        {t('register.haveAccount')} <TextLink to={PATHS.login}>{t('register.login')}</TextLink>
      </p>
    </>
  );
}
