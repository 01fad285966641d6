import { Button, Input, PasswordInput } from 'shared-ui/antd/base';
import { lazy, Suspense, useState, type ChangeEvent, type FormEvent, type ReactElement } from 'react';
import { PATHS, prepareSignIn, signIn, useT } from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';
import { ScreenTitle, TextLink } from './AuthText';
import { IdentityErrorAlert } from './IdentityErrorAlert';
import { errorId, PlainField } from './PlainField';
import { signInFieldError, type SignInField } from './signInValidation';
import { PRERENDERED_FORM, usePrerenderedForm } from './usePrerenderedForm';

// Asked for by few: loaded when "Forgot your password?" is clicked.
const PasswordResetForm = lazy(() =>
  import('./PasswordResetForm').then((m) => ({ default: m.PasswordResetForm })),
);

type FieldErrors = Partial<Record<SignInField, string | null>>;

const FIELDS: readonly SignInField[] = ['email', 'password'];

/** Props of {@link LoginPage}. */
export interface LoginPageProps {
  /**
   * Called as the user types, ahead of a sign-in (on every change: make it idempotent), so that
   * the app loads what follows a sign-in meanwhile.
   */
  readonly onSignInAhead?: () => void;
}

/**
 * /login: e-mail and password. On success the guard chain moves the user on (docs/product-rules.md §2 rule 1); on
 * failure the translated identity error is shown and the form keeps what was typed. The fields are
 * checked by the browser's constraint validation (`signInValidation.ts`), not antd's Form: the
 * sign-in page is the first load of most visits and has a budget (docs/performance.md).
 */
export function LoginPage({ onSignInAhead }: LoginPageProps): ReactElement {
  const { t } = useT(HOST_NS);
  const [values, setValues] = useState<Record<SignInField, string>>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resetting, setResetting] = useState(false);

  const prepareAhead = (): void => {
    prepareSignIn();
    onSignInAhead?.();
  };
  // Typed before the app ran (the page is prerendered): kept, and the SDKs start loading as on a keystroke.
  const prerenderedRef = usePrerenderedForm<HTMLFormElement>((typed) => {
    prepareAhead();
    setValues((current) => ({
      email: typed.email ?? current.email,
      password: typed.password ?? current.password,
    }));
  });

  const onChange = (field: SignInField) => (event: ChangeEvent<HTMLInputElement>) => {
    // The first keystroke starts loading Firebase Auth, so the submit does not wait for it.
    prepareAhead();
    const { value, validity } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    // A field already marked wrong is checked again as the user corrects it.
    if (fieldErrors[field])
      setFieldErrors((current) => ({ ...current, [field]: signInFieldError(field, validity) }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const inputs = event.currentTarget.elements;
    const input = (field: SignInField) => inputs.namedItem(field) as HTMLInputElement;
    const found: FieldErrors = {};
    for (const field of FIELDS) {
      found[field] = signInFieldError(field, input(field).validity);
    }
    setFieldErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      input(firstInvalid).focus();
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      // The fields' own values: equal to the state, and already there when a submit held back
      // before the app ran is sent again (usePrerenderedForm).
      await signIn(input('email').value.trim(), input('password').value);
    } catch (caught) {
      setError(caught);
      setSubmitting(false);
    }
  };

  if (resetting) {
    return (
      <Suspense fallback={null}>
        <PasswordResetForm initialEmail={values.email} onDone={() => setResetting(false)} />
      </Suspense>
    );
  }

  const fieldProps = (field: SignInField) => {
    const key = fieldErrors[field];
    return {
      id: `login-${field}`,
      name: field,
      value: values[field],
      onChange: onChange(field),
      required: true,
      disabled: submitting,
      status: key ? ('error' as const) : undefined,
      'aria-invalid': key ? true : undefined,
      'aria-describedby': key ? errorId(`login-${field}`) : undefined,
    };
  };

  return (
    <>
      <ScreenTitle>{t('login.title')}</ScreenTitle>
      <IdentityErrorAlert error={error} />
      <form noValidate ref={prerenderedRef} {...PRERENDERED_FORM} onSubmit={(event) => void onSubmit(event)}>
        <PlainField
          id="login-email"
          label={t('fields.email')}
          error={fieldErrors.email ? t(fieldErrors.email) : null}
        >
          <Input type="email" autoComplete="email" autoFocus {...fieldProps('email')} />
        </PlainField>
        <PlainField
          id="login-password"
          label={t('fields.password')}
          error={fieldErrors.password ? t(fieldErrors.password) : null}
        >
          <PasswordInput autoComplete="current-password" {...fieldProps('password')} />
        </PlainField>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('login.submit')}
        </Button>
      </form>
      <p style={{ margin: '16px 0' }}>
        <Button type="link" style={{ padding: 0 }} onClick={() => setResetting(true)}>
          {t('login.forgotPassword')}
        </Button>
      </p>
      <p style={{ margin: 0 }}>
        {t('login.noAccount')} <TextLink to={PATHS.register}>{t('login.register')}</TextLink>
      </p>
    </>
  );
}
