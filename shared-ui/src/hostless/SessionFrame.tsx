import { Alert, Button, Flex, Spin } from 'shared-ui/antd/base';
import { Typography } from 'shared-ui/antd/typography';
import type { ReactElement, ReactNode } from 'react';
import { signOut, useAuthState, useT } from 'shared-auth';
import { SignInPanel } from './SignInPanel';

/**
 * The session of a remote running without the host: a spinner until Firebase Auth answers, the
 * sign-in form when nobody is signed in, else who is signed in (with sign-out) above `children`.
 */
export function SessionFrame({ children }: { readonly children: ReactNode }): ReactElement {
  const { t } = useT();
  const auth = useAuthState();
  if (auth.status === 'unknown') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (!auth.user) return <SignInPanel />;
  return (
    <>
      <Flex justify="flex-end" align="center" gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary" data-testid="session-user">
          {t('session.signedInAs', { email: auth.user.email ?? '' })}
        </Typography.Text>
        <Button size="small" onClick={() => void signOut()}>
          {t('session.signOut')}
        </Button>
      </Flex>
      {auth.user.emailVerified ? (
        children
      ) : (
        <Alert type="warning" showIcon message={t('session.notVerified')} />
      )}
    </>
  );
}
