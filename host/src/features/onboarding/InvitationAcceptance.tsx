import { Alert, Button, Flex } from 'shared-ui/antd/base';
import { useState, type ReactElement } from 'react';
import {
  callFunction,
  firebaseAuth,
  Link,
  PATHS,
  reloadSubscription,
  useAuthState,
  useNavigate,
  useT,
} from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';
import { forgetInvitation, type InvitationLink } from './pendingInvitation';

/** The refusals of `acceptInvitation` named in `details.reason`, each with its own message. */
const REFUSALS = new Set(['expired', 'otherEmail', 'subscribed', 'inAccount', 'self']);

function refusal(error: unknown): string {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: { reason?: unknown } };
  if (typeof details?.reason === 'string' && REFUSALS.has(details.reason)) return details.reason;
  if (code === 'functions/not-found') return 'gone';
  if (code === 'functions/permission-denied') return 'lapsed';
  return 'failed';
}

/**
 * An invitation to an account on the onboarding page (docs/product-rules.md §10.9): a visitor is asked
 * to sign in or sign up with the invited address (the invitation waits in the browser); a signed-in
 * user accepts it, and the account's plan covers them at once — they go to its campaigns. A refused
 * invitation says why; it can be put aside to choose a plan instead.
 */
export function InvitationAcceptance({
  invitation,
  onDismiss,
}: {
  readonly invitation: InvitationLink;
  readonly onDismiss: () => void;
}): ReactElement {
  const { t } = useT(HOST_NS);
  const navigate = useNavigate();
  const { user } = useAuthState();
  const [accepting, setAccepting] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const dismiss = (): void => {
    forgetInvitation();
    onDismiss();
  };

  const accept = async (): Promise<void> => {
    setAccepting(true);
    setRefused(null);
    try {
      await callFunction('acceptInvitation', invitation);
      forgetInvitation();
      // The token's claims now name the account (its media library); the record covers this user.
      await (await firebaseAuth()).currentUser?.getIdToken(true);
      await reloadSubscription();
      void navigate(PATHS.campaigns);
    } catch (error) {
      console.error('[onboarding] invitation not accepted', error);
      setRefused(refusal(error));
      setAccepting(false);
    }
  };

  return (
    <Alert
      type={refused ? 'error' : 'info'}
      showIcon
      role={refused ? 'alert' : undefined}
      data-testid="invitation"
      style={{ marginBottom: 24 }}
      message={t('onboarding.invitation.title')}
      description={
        <Flex vertical gap={12} align="flex-start">
          <span>
            {refused
              ? t(`onboarding.invitation.refused.${refused}`)
              : user
                ? t('onboarding.invitation.body', { email: user.email ?? '' })
                : t('onboarding.invitation.signInFirst')}
          </span>
          <Flex gap={8} wrap>
            {user ? (
              <Button type="primary" loading={accepting} onClick={() => void accept()}>
                {t('onboarding.invitation.accept')}
              </Button>
            ) : (
              <>
                <Link to={PATHS.login}>{t('onboarding.invitation.signIn')}</Link>
                <Link to={PATHS.register}>{t('onboarding.invitation.signUp')}</Link>
              </>
            )}
            <Button onClick={dismiss}>{t('onboarding.invitation.dismiss')}</Button>
          </Flex>
        </Flex>
      }
    />
  );
}
