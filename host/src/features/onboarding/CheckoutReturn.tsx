import { Alert, Button, Flex, Spin } from 'shared-ui/antd/base';
import { Typography } from 'shared-ui/antd/typography';
import { PageTitle } from 'shared-ui';
import { useEffect, useState, type ReactElement } from 'react';
import {
  ACTIVE_STATUS,
  PATHS,
  readSubscriptionRecord,
  reloadSubscription,
  useNavigate,
  useT,
} from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';

/** How often the page looks for the subscription the webhook writes, in ms. */
export const CONFIRM_POLL_MS = 1_000;
/** How long the page waits before it says the confirmation is late, in ms. */
export const CONFIRM_TIMEOUT_MS = 30_000;

/** Props of {@link CheckoutReturn}. */
export interface CheckoutReturnProps {
  readonly uid: string;
}

/**
 * Onboarding after Checkout (docs/product-rules.md §12): the provider has taken the payment, and the
 * subscription record is written by its webhook, which may take a moment. Reads the record every
 * {@link CONFIRM_POLL_MS} until it is active, then loads the subscription and opens `/`; after
 * {@link CONFIRM_TIMEOUT_MS} says the confirmation is late and offers to check again (the reads go on).
 */
export function CheckoutReturn({ uid }: CheckoutReturnProps): ReactElement {
  const { t } = useT(HOST_NS);
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [late, setLate] = useState(false);

  useEffect(() => {
    let stopped = false;
    const lateTimer = setTimeout(() => setLate(true), CONFIRM_TIMEOUT_MS);
    const poll = async (): Promise<void> => {
      while (!stopped) {
        try {
          const record = await readSubscriptionRecord(uid);
          if (record?.status === ACTIVE_STATUS) {
            await reloadSubscription();
            if (!stopped) void navigate(PATHS.campaigns, { replace: true });
            return;
          }
        } catch (error) {
          console.error('[onboarding] subscription check after checkout failed', error);
        }
        await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS));
      }
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(lateTimer);
    };
  }, [uid, attempt, navigate]);

  return (
    <Flex vertical align="center" gap={16} style={{ padding: '48px 0' }} data-testid="checkout-return">
      <Spin size="large" />
      <PageTitle as="h1" level={3} style={{ margin: 0 }}>
        {t('onboarding.confirmingTitle')}
      </PageTitle>
      <Typography.Paragraph>{t('onboarding.confirmingBody')}</Typography.Paragraph>
      {late && (
        <Alert
          type="warning"
          showIcon
          data-testid="checkout-confirm-late"
          message={t('onboarding.confirmLateTitle')}
          description={t('onboarding.confirmLateBody')}
          action={
            <Button
              onClick={() => {
                setLate(false);
                setAttempt((value) => value + 1);
              }}
            >
              {t('onboarding.checkAgain')}
            </Button>
          }
        />
      )}
    </Flex>
  );
}
