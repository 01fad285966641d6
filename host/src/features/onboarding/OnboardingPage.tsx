import { Alert, Flex } from 'shared-ui/antd/base';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import {
  callFunction,
  PATHS,
  PLAN_CATALOGUE,
  PLAN_IDS,
  type PlanId,
  reloadSubscription,
  useAuthState,
  useNavigate,
  useSubscriptionRecord,
  useT,
} from 'shared-auth';
import { HOST_NS } from '../../app/i18n/registerHostTranslations';
import { PlanCard } from './PlanCard';

/**
 * /on-boarding: the plan catalogue (prices and what each plan includes, from shared-auth's table).
 * A verified user without a subscription chooses a plan through the callable `choosePlan`, which
 * creates `subscriptions/{uid}` as active; then the user lands on /. Visitors see the catalogue and
 * are asked to create an account.
 */
export function OnboardingPage(): ReactElement {
  const { t } = useT(HOST_NS);
  const navigate = useNavigate();
  const { user } = useAuthState();
  const { record } = useSubscriptionRecord();
  const [choosing, setChoosing] = useState<PlanId | null>(null);
  const [failed, setFailed] = useState(false);

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
      await callFunction('choosePlan', { plan });
      await reloadSubscription();
      void navigate(PATHS.campaigns);
    } catch (error) {
      console.error('choosePlan failed', error);
      setFailed(true);
      setChoosing(null);
    }
  };

  const actionLabel = (plan: PlanId): string => {
    if (!user) return t('onboarding.createAccount');
    if (record)
      return record.selectedPlan === plan ? t('onboarding.continue') : t('onboarding.changeInSettings');
    return t('onboarding.choose', { plan: t(`plans.${plan}`, { ns: 'common' }) });
  };

  return (
    <>
      <Typography.Title level={2}>{t('onboarding.title')}</Typography.Title>
      <Typography.Paragraph>{t('onboarding.intro')}</Typography.Paragraph>
      {failed && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('onboarding.failed')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex gap={16} wrap="wrap">
        {PLAN_IDS.map((plan) => (
          <PlanCard
            key={plan}
            plan={PLAN_CATALOGUE[plan]}
            current={record?.selectedPlan === plan}
            actionLabel={actionLabel(plan)}
            loading={choosing === plan}
            disabled={
              (choosing !== null && choosing !== plan) || (record !== null && record.selectedPlan !== plan)
            }
            onChoose={() => void choose(plan)}
          />
        ))}
      </Flex>
    </>
  );
}
