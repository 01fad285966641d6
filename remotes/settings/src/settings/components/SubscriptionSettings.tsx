import { Alert, Button, Flex, Spin } from 'shared-ui/antd/base';
import { useEffect, useState, type ReactElement } from 'react';
import {
  ACTIVE_STATUS,
  cheapestPlanWith,
  isEntitled,
  isFeatureId,
  isPlanId,
  LOCKED_SECTION_PARAM,
  notify,
  reloadSubscription,
  useSearchParams,
  useSubscription,
  useSubscriptionRecord,
} from 'shared-auth';
import type { PlanChoice } from '@adplatform/plans/billing';
import { formatDate, formatMoney, PageTitle } from 'shared-ui';
import { useSettingsT } from '../../i18n/useSettingsT';
import {
  openPaymentMethodPortal,
  payOpenInvoice,
  recordSettles,
  RecordNotYetUpdated,
  refusalReason,
  setCancelAtPeriodEnd,
  startCheckout,
} from '../api/billing';
import { useBillingAccount } from '../hooks/useBillingAccount';
import { BillingSummary } from './billing/BillingSummary';
import { InvoiceList } from './billing/InvoiceList';
import { PlanChangeModal } from './billing/PlanChangeModal';
import { PlanPicker } from './billing/PlanPicker';

type Busy = 'retry' | 'card' | 'cancel' | 'undo' | 'pay' | 'checkout' | null;

/** Provider statuses after which a plan is paid for again at Checkout (the subscription is over). */
const ENDED_PROVIDER_STATUSES = new Set(['canceled', 'incomplete_expired']);

/**
 * Subscription and billing (docs/product-rules.md §12): the plan, its status and dates, the next
 * invoice, the card on file, invoices with PDFs; change plan with the cost shown first, cancel at
 * period end and undo, pay a past-due invoice, pay at Checkout when nothing is billed. The way out of
 * /settings for a user whose status is not active (§2 guard rule 4).
 */
export function SubscriptionSettings(): ReactElement {
  const { t, i18n } = useSettingsT();
  const locale = i18n.language;
  const slice = useSubscription();
  const { record } = useSubscriptionRecord();
  // The guard's record is read afresh on every navigation: it is the most recent view of the server.
  const subscription = record ?? slice.subscriptionData;
  const { account, failed, reload } = useBillingAccount();
  const [busy, setBusy] = useState<Busy>(null);
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  const [params, setParams] = useSearchParams();
  const checkoutReturn = params.get('checkout');

  const act = async (kind: Exclude<Busy, null>, action: () => Promise<void>, done?: string) => {
    setBusy(kind);
    try {
      await action();
      if (done) notify({ type: 'success', message: done });
      await reload();
    } catch (error) {
      console.error(`[settings] ${kind} failed`, error);
      const message =
        error instanceof RecordNotYetUpdated
          ? t('subscription.slow')
          : refusalReason(error) === 'card-declined'
            ? t('subscription.cardDeclined')
            : t('subscription.actionFailed');
      notify({ type: 'error', message });
    } finally {
      setBusy(null);
    }
  };

  // Back from Checkout: wait for the webhook's record, then let the user in.
  useEffect(() => {
    if (checkoutReturn !== 'complete') return;
    recordSettles(
      (fresh) => fresh.status === ACTIVE_STATUS && typeof fresh.providerSubscriptionId === 'string',
    )
      .then(() => {
        notify({ type: 'success', message: t('subscription.checkoutDone') });
        setParams({}, { replace: true });
        return reload();
      })
      .catch((error: unknown) => {
        console.error('[settings] checkout not confirmed', error);
        notify({ type: 'error', message: t('subscription.slow') });
      });
  }, [checkoutReturn, reload, setParams, t]);

  const plan = subscription && isPlanId(subscription.selectedPlan) ? subscription.selectedPlan : null;
  const inactive =
    subscription !== null && (subscription.status !== ACTIVE_STATUS || slice.isSubscriptionExpired);
  const paid = account?.subscription ?? null;
  const paidActive = paid?.status === ACTIVE_STATUS && !inactive;
  const pickerMode = paidActive
    ? 'preview'
    : account && (!paid || ENDED_PROVIDER_STATUSES.has(paid.status))
      ? 'checkout'
      : null;
  const choose = (next: PlanChoice) => {
    if (pickerMode === 'preview') setChoice(next);
    else void act('checkout', () => startCheckout(next.plan, next.period));
  };

  // The guard sent the user here from a section needing a feature the plan does not include
  // (docs/product-rules.md §12).
  const lockedParam = params.get(LOCKED_SECTION_PARAM);
  const locked = isFeatureId(lockedParam) ? lockedParam : null;
  const upgradeTo = locked && !isEntitled(plan, locked) ? cheapestPlanWith(locked) : null;
  const open = account?.openInvoice ?? null;
  const openAmount = open ? formatMoney(open.amountMinor, open.currency, locale) : '';

  return (
    <section aria-labelledby="subscription-heading">
      <PageTitle as="h2" level={3} id="subscription-heading">
        {t('subscription.title')}
      </PageTitle>
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
      {checkoutReturn === 'complete' && (
        <Alert
          type="info"
          data-testid="settings-checkout-wait"
          message={
            <Flex gap={8} align="center">
              <Spin size="small" /> {t('subscription.checkoutComplete')}
            </Flex>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {checkoutReturn === 'canceled' && (
        <Alert
          type="info"
          showIcon
          closable
          message={t('subscription.checkoutCanceled')}
          style={{ marginBottom: 16 }}
        />
      )}
      {locked && upgradeTo && !inactive && pickerMode && (
        <Alert
          type="info"
          showIcon
          data-testid="subscription-locked"
          message={t('subscription.lockedTitle', {
            section: t(`features.${locked}`, { ns: 'common' }),
            plan: t(`plans.${upgradeTo}`, { ns: 'common' }),
          })}
          description={t('subscription.lockedBody', {
            section: t(`features.${locked}`, { ns: 'common' }),
            plan: t(`plans.${upgradeTo}`, { ns: 'common' }),
          })}
          action={
            <Button
              type="primary"
              loading={busy === 'checkout'}
              onClick={() => choose({ plan: upgradeTo, period: paid?.period ?? 'month' })}
            >
              {t('subscription.upgrade', { plan: t(`plans.${upgradeTo}`, { ns: 'common' }) })}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {open && (
        <Alert
          type="error"
          showIcon
          data-testid="subscription-past-due"
          message={t('subscription.pastDueTitle')}
          description={t('subscription.pastDueBody', { amount: openAmount })}
          action={
            <Flex vertical gap={8}>
              <Button
                type="primary"
                loading={busy === 'pay'}
                onClick={() => void act('pay', payOpenInvoice, t('subscription.paid'))}
              >
                {t('subscription.payNow', { amount: openAmount })}
              </Button>
              <Button loading={busy === 'card'} onClick={() => void act('card', openPaymentMethodPortal)}>
                {t('subscription.updateCard')}
              </Button>
            </Flex>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {inactive && !open && (
        <Alert
          type="warning"
          showIcon
          data-testid="subscription-inactive"
          message={t('subscription.endedTitle')}
          description={t('subscription.endedBody')}
          style={{ marginBottom: 16 }}
        />
      )}
      {paid?.cancelAtPeriodEnd && paidActive && (
        <Alert
          type="warning"
          showIcon
          data-testid="subscription-cancel-scheduled"
          message={t('subscription.cancelScheduled', {
            plan: t(`plans.${paid.plan}`, { ns: 'common' }),
            date: formatDate(paid.currentPeriodEnd, locale),
          })}
          description={t('subscription.cancelScheduledBody')}
          action={
            <Button
              loading={busy === 'undo'}
              onClick={() => void act('undo', () => setCancelAtPeriodEnd(false), t('subscription.undone'))}
            >
              {t('subscription.undoCancel')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {failed && (
        <Alert
          type="error"
          showIcon
          data-testid="billing-account-failed"
          message={t('subscription.accountFailed')}
          action={<Button onClick={() => void reload()}>{t('actions.retry', { ns: 'common' })}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      {subscription && (
        <BillingSummary
          subscription={subscription}
          account={account}
          inactive={inactive}
          busy={busy}
          onUpdateCard={() => void act('card', openPaymentMethodPortal)}
          onCancel={() =>
            void act(
              'cancel',
              () => setCancelAtPeriodEnd(true),
              t('subscription.canceled', {
                date: formatDate(subscription.currentPeriodEnd, locale),
              }),
            )
          }
        />
      )}
      {pickerMode && (
        <PlanPicker
          current={paid && pickerMode === 'preview' ? { plan: paid.plan, period: paid.period } : null}
          mode={pickerMode}
          busy={busy === 'checkout'}
          onChoose={choose}
        />
      )}
      <PlanChangeModal
        key={choice ? `${choice.plan}-${choice.period}` : 'closed'}
        choice={choice}
        onClose={() => setChoice(null)}
        onChanged={() => {
          setChoice(null);
          void reload();
        }}
      />
      {account && <InvoiceList invoices={account.invoices} />}
    </section>
  );
}
