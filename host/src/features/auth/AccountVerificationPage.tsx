import { Alert, Button, Flex } from 'shared-ui/antd/base';
import { useState, type ReactElement } from 'react';
import {
  PATHS,
  recheckEmailVerified,
  resendVerificationEmail,
  signOut,
  useAuthState,
  useT,
} from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';
import { ScreenTitle, TextLink } from './AuthText';
import { IdentityErrorAlert } from './IdentityErrorAlert';

type Feedback = 'resent' | 'notYet' | null;

/**
 * /account-verification: where an unverified user is confined (docs/product-rules.md §2 rule 2). Resends the e-mail,
 * and "I have verified" re-reads the user; once verified the guard chain moves them on.
 */
export function AccountVerificationPage(): ReactElement {
  const { t } = useT(HOST_NS);
  const { user } = useAuthState();
  const [busy, setBusy] = useState<'check' | 'resend' | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [error, setError] = useState<unknown>(null);

  if (!user) {
    return (
      <>
        <ScreenTitle>{t('verification.title')}</ScreenTitle>
        <p style={{ margin: '0 0 16px' }}>{t('verification.signedOut')}</p>
        <TextLink to={PATHS.login}>{t('verification.goToLogin')}</TextLink>
      </>
    );
  }

  if (user.emailVerified) {
    return (
      <>
        <ScreenTitle>{t('verification.title')}</ScreenTitle>
        <Alert type="success" showIcon message={t('verification.done')} style={{ marginBottom: 16 }} />
        <TextLink to={PATHS.campaigns}>{t('verification.continue')}</TextLink>
      </>
    );
  }

  const run = async (kind: 'check' | 'resend'): Promise<void> => {
    setBusy(kind);
    setError(null);
    setFeedback(null);
    try {
      if (kind === 'resend') {
        await resendVerificationEmail();
        setFeedback('resent');
      } else if (!(await recheckEmailVerified())) {
        setFeedback('notYet');
      }
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <ScreenTitle>{t('verification.title')}</ScreenTitle>
      <p style={{ margin: '0 0 16px' }}>{t('verification.sentTo', { email: user.email })}</p>
      <IdentityErrorAlert error={error} />
      {feedback && (
        <Alert
          type={feedback === 'resent' ? 'success' : 'warning'}
          showIcon
          role="status"
          message={t(`verification.${feedback}`)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex vertical gap={8}>
        <Button type="primary" block loading={busy === 'check'} onClick={() => void run('check')}>
          {t('verification.iHaveVerified')}
        </Button>
        <Button block loading={busy === 'resend'} onClick={() => void run('resend')}>
          {t('verification.resend')}
        </Button>
        <Button type="link" block onClick={() => void signOut()}>
          {t('verification.useAnotherAccount')}
        </Button>
      </Flex>
    </>
  );
}
