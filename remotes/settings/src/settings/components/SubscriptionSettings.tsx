import { Alert, Button, Flex } from 'shared-ui/antd/base';
import { Tag } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { Descriptions } from 'shared-ui/antd/panels';
import { Select } from 'shared-ui/antd/data';
import { useState, type ReactElement } from 'react';
import {
  ACTIVE_STATUS,
  cheapestPlanWith,
  isEntitled,
  isPlanId,
  LOCKED_SECTION_PARAM,
  notify,
  PLAN_CATALOGUE,
  PLAN_IDS,
  reloadSubscription,
  SECTION_IDS,
  type SectionId,
  useSearchParams,
  useSubscription,
  useSubscriptionRecord,
  type PlanId,
} from 'shared-auth';
import { PLAN_PRICES } from '@adplatform/plans/prices';
import { formatDate, formatMoney } from 'shared-ui';
import { useSettingsT } from '../../i18n/useSettingsT';
import { changePlan, renewSubscription } from '../api/subscriptionActions';

/**
 * Subscription: plan, status, current period end, what the plan includes; change plan and renew.
 * The way out of /settings for a user whose status is not active (docs/product-rules.md §2 guard rule 4).
 */
export function SubscriptionSettings(): ReactElement {
  const { t, i18n } = useSettingsT();
  const slice = useSubscription();
  const { record } = useSubscriptionRecord();
  // The guard's record is read afresh on every navigation: it is the most recent view of the server.
  const subscription = record ?? slice.subscriptionData;
  const [busy, setBusy] = useState<'renew' | 'change' | 'retry' | null>(null);
  const [nextPlan, setNextPlan] = useState<PlanId | null>(null);
  const locale = i18n.language;
  const [params] = useSearchParams();
  const lockedParam = params.get(LOCKED_SECTION_PARAM);

  const act = async (kind: 'renew' | 'change' | 'retry', action: () => Promise<void>, done?: string) => {
    setBusy(kind);
    try {
      await action();
      if (done) notify({ type: 'success', message: done });
    } catch (error) {
      console.error(`[settings] ${kind} failed`, error);
      notify({ type: 'error', message: t('subscription.actionFailed') });
    } finally {
      setBusy(null);
    }
  };

  const plan = subscription && isPlanId(subscription.selectedPlan) ? subscription.selectedPlan : null;
  const inactive =
    subscription !== null && (subscription.status !== ACTIVE_STATUS || slice.isSubscriptionExpired);
  const statusLabel = subscription
    ? t(`subscriptionStatus.${subscription.status}`, {
        ns: 'common',
        defaultValue: t('subscriptionStatus.unknown', { ns: 'common', status: subscription.status }),
      })
    : '';

  // The guard sent the user here from a section the plan does not include (docs/product-rules.md §12).
  const locked = SECTION_IDS.find((section): section is SectionId => section === lockedParam) ?? null;
  const upgradeTo = locked && !isEntitled(plan, locked) ? cheapestPlanWith(locked) : null;

  return (
    <section aria-labelledby="subscription-heading">
      <Typography.Title level={3} id="subscription-heading">
        {t('subscription.title')}
      </Typography.Title>
      {slice.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="subscription-load-failed"
          message={t('subscription.loadFailed', { ns: 'common' })}
          action={
            <Button loading={busy === 'retry'} onClick={() => void act('retry', () => reloadSubscription())}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {locked && upgradeTo && !inactive && (
        <Alert
          type="info"
          showIcon
          data-testid="subscription-locked"
          message={t('subscription.lockedTitle', {
            section: t(`sections.${locked}`, { ns: 'common' }),
            plan: t(`plans.${upgradeTo}`, { ns: 'common' }),
          })}
          description={t('subscription.lockedBody', {
            section: t(`sections.${locked}`, { ns: 'common' }),
            plan: t(`plans.${upgradeTo}`, { ns: 'common' }),
          })}
          action={
            <Button
              type="primary"
              loading={busy === 'change'}
              onClick={() => void act('change', () => changePlan(upgradeTo), t('subscription.changed'))}
            >
              {t('subscription.upgrade', { plan: t(`plans.${upgradeTo}`, { ns: 'common' }) })}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {inactive && (
        <Alert
          type="warning"
          showIcon
          data-testid="subscription-inactive"
          message={t('subscription.inactiveTitle')}
          description={t('subscription.inactiveBody')}
          action={
            <Button
              type="primary"
              loading={busy === 'renew'}
              onClick={() => void act('renew', renewSubscription, t('subscription.renewed'))}
            >
              {t('subscription.renew')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {subscription && (
        <Descriptions bordered column={1} size="middle" style={{ maxWidth: 640, marginBottom: 24 }}>
          <Descriptions.Item label={t('subscription.plan')}>
            <span data-testid="subscription-plan">
              {plan ? t(`plans.${plan}`, { ns: 'common' }) : subscription.selectedPlan}
            </span>
            {plan && (
              <Typography.Text type="secondary">
                {' · '}
                {t('plans.perMonth', {
                  ns: 'common',
                  price: formatMoney(
                    PLAN_PRICES[plan].month.amountMinor,
                    PLAN_PRICES[plan].month.currency,
                    locale,
                  ),
                })}
              </Typography.Text>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('subscription.status')}>
            <Tag color={inactive ? 'red' : 'green'} data-testid="subscription-status">
              {statusLabel}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('subscription.periodEnd')}>
            {formatDate(subscription.currentPeriodEnd, locale)}
          </Descriptions.Item>
          <Descriptions.Item label={t('subscription.includes')}>
            {plan
              ? PLAN_CATALOGUE[plan].sections.map((section) => (
                  <Tag key={section}>{t(`sections.${section}`, { ns: 'common' })}</Tag>
                ))
              : '—'}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Typography.Title level={4}>{t('subscription.changePlan')}</Typography.Title>
      <Flex gap={12} wrap="wrap">
        <Select<PlanId>
          aria-label={t('subscription.newPlan')}
          placeholder={t('subscription.newPlan')}
          style={{ minWidth: 220 }}
          value={nextPlan ?? undefined}
          onChange={setNextPlan}
          options={PLAN_IDS.filter((id) => id !== plan).map((id) => ({
            value: id,
            label: `${t(`plans.${id}`, { ns: 'common' })} — ${formatMoney(
              PLAN_PRICES[id].month.amountMinor,
              PLAN_PRICES[id].month.currency,
              locale,
            )}`,
          }))}
        />
        <Button
          disabled={!nextPlan}
          loading={busy === 'change'}
          onClick={() => {
            if (nextPlan) {
              void act('change', () => changePlan(nextPlan), t('subscription.changed')).then(() =>
                setNextPlan(null),
              );
            }
          }}
        >
          {t('subscription.change')}
        </Button>
      </Flex>
    </section>
  );
}
