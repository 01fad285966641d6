import { Alert, Button, Flex } from 'shared-ui/antd/base';
import { Segmented } from 'shared-ui/antd/panels';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import {
  callFunction,
  isExpiredSubscription,
  isPlanId,
  Navigate,
  PATHS,
  PLAN_CATALOGUE,
  PLAN_IDS,
  reloadSubscription,
  sessionStore,
  signOut,
  type PlanId,
  useAuthState,
  useNavigate,
  useSearchParams,
  useSubscriptionRecord,
  useT,
} from 'shared-auth';
import { BILLING_PERIODS, isBillingPeriod, PLAN_PRICES, type BillingPeriod } from '@adplatform/plans/prices';
import { HOST_NS } from '../../i18n/registerHostTranslations';
import { CheckoutReturn } from './CheckoutReturn';
import { InvitationAcceptance } from './InvitationAcceptance';
import { pendingInvitation } from './pendingInvitation';
import { PlanCard } from './PlanCard';
import { PageTitle } from 'shared-ui';

/**
 * /on-boarding (docs/product-rules.md §12): the plan catalogue with each plan's price per month or per
 * year, from the price table. A verified user without a subscription chooses a plan and a billing
 * period; the callable `createCheckoutSession` answers with the provider's Checkout page, where the
 * user pays. Checkout returns here: `?checkout=complete` waits for the webhook's subscription
 * (CheckoutReturn), `?checkout=canceled&plan=…&period=…` shows the catalogue with that choice kept.
 * Visitors see the catalogue and are asked to create an account; a signed-in user can sign out and
 * use another account; a user whose subscription is active goes to `/` (plans change in settings).
 */
export function OnboardingPage(): ReactElement {
  const { t } = useT(HOST_NS);
  const navigate = useNavigate();
  const { user } = useAuthState();
  const { record, checkFailed } = useSubscriptionRecord();
  const [params] = useSearchParams();
  const returned = params.get('checkout');
  const keptPlan = params.get('plan');
  const keptPeriod = params.get('period');
  const [period, setPeriod] = useState<BillingPeriod>(isBillingPeriod(keptPeriod) ? keptPeriod : 'month');
  const [choosing, setChoosing] = useState<PlanId | null>(null);
  const [failed, setFailed] = useState(false);
  const [rechecking, setRechecking] = useState(false);
  const [invitation, setInvitation] = useState(() => pendingInvitation(params.get('invitation')));

  if (returned === 'complete' && user) return <CheckoutReturn uid={user.uid} />;
  // A paying user has nothing to choose here (plans change in settings), unless an invitation waits:
  // it says why it cannot be accepted.
  if (
    !invitation &&
    record &&
    !isExpiredSubscription(
      record.status,
      record.currentPeriodEnd ? new Date(record.currentPeriodEnd) : null,
      new Date(),
    )
  ) {
    return <Navigate to={PATHS.campaigns} replace />;
  }

  const choose = async (plan: PlanId): Promise<void> => {
    if (!user) {
      void navigate(PATHS.register);
      return;
    }
    if (record) {
      void navigate(PATHS.campaigns);
      return;
    }
    setChoosing(plan);
    setFailed(false);
    try {
      const answer = await callFunction('createCheckoutSession', { plan, period });
      const url = (answer as { url?: unknown } | null)?.url;
      if (typeof url !== 'string' || !/^https?:\/\//.test(url))
        throw new Error('No Checkout page in the answer');
      window.location.assign(url);
    } catch (error) {
      console.error('[onboarding] checkout could not start', error);
      setFailed(true);
      setChoosing(null);
    }
  };

  // The guard could not read the subscription and sent the user here (docs/product-rules.md §8): a paying
  // customer must not meet a bare plan picker. Retrying reads it again; the guard decides on the result.
  const recheck = async (): Promise<void> => {
    if (!user) return;
    setRechecking(true);
    // Both reads again: the record the guard decides on, and the subscription the callable answers.
    await reloadSubscription();
    setRechecking(false);
    if (sessionStore.getState().subscriptionRecord.record) void navigate(PATHS.campaigns);
  };

  const badge = (plan: PlanId): string | null => {
    if (record?.selectedPlan === plan) return t('onboarding.currentPlan');
    return !record && returned === 'canceled' && keptPlan === plan ? t('onboarding.yourChoice') : null;
  };

  const actionLabel = (plan: PlanId): string => {
    if (!user) return t('onboarding.createAccount');
    if (record)
      return record.selectedPlan === plan ? t('onboarding.continue') : t('onboarding.changeInSettings');
    return t('onboarding.choose', { plan: t(`plans.${plan}`, { ns: 'common' }) });
  };

  return (
    <>
      <PageTitle as="h1">{t('onboarding.title')}</PageTitle>
      <Typography.Paragraph>{t('onboarding.intro')}</Typography.Paragraph>
      {invitation && <InvitationAcceptance invitation={invitation} onDismiss={() => setInvitation(null)} />}
      {user && checkFailed && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          data-testid="subscription-check-failed"
          message={t('onboarding.checkFailedTitle')}
          description={t('onboarding.checkFailedBody')}
          action={
            <Button loading={rechecking} onClick={() => void recheck()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {returned === 'canceled' && !failed && (
        <Alert
          type="info"
          showIcon
          data-testid="checkout-canceled"
          message={t('onboarding.checkoutCanceled', {
            plan: isPlanId(keptPlan) ? t(`plans.${keptPlan}`, { ns: 'common' }) : '',
          })}
          style={{ marginBottom: 16 }}
        />
      )}
      {failed && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('onboarding.failed')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex align="center" gap={12} style={{ marginBottom: 16 }}>
        <span id="billing-period-label">{t('onboarding.billingPeriod')}</span>
        <Segmented<BillingPeriod>
          aria-labelledby="billing-period-label"
          value={period}
          onChange={setPeriod}
          options={BILLING_PERIODS.map((value) => ({ value, label: t(`onboarding.period.${value}`) }))}
        />
      </Flex>
      <Flex gap={16} wrap="wrap">
        {PLAN_IDS.map((plan) => (
          <PlanCard
            key={plan}
            plan={PLAN_CATALOGUE[plan]}
            price={PLAN_PRICES[plan][period]}
            badge={badge(plan)}
            actionLabel={actionLabel(plan)}
            loading={choosing === plan}
            disabled={
              (choosing !== null && choosing !== plan) || (record !== null && record.selectedPlan !== plan)
            }
            onChoose={() => void choose(plan)}
          />
        ))}
      </Flex>
      {user && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 24 }} data-testid="onboarding-account">
          {t('onboarding.signedInAs', { email: user.email ?? '' })}{' '}
          <Button
            type="link"
            style={{ padding: 0 }}
            onClick={() => void signOut().then(() => navigate(PATHS.login))}
          >
            {t('onboarding.useAnotherAccount')}
          </Button>
        </Typography.Paragraph>
      )}
    </>
  );
}
