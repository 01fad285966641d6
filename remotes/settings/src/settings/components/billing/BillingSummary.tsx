import { Button } from 'shared-ui/antd/base';
import { Tag } from 'shared-ui/antd/layout';
import { Descriptions, Popconfirm } from 'shared-ui/antd/panels';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { isPlanId, PLAN_CATALOGUE, type SubscriptionData } from 'shared-auth';
import type { BillingAccount } from '@adplatform/plans/billing';
import { PLAN_PRICES } from '@adplatform/plans/prices';
import { formatDate, formatMoney } from 'shared-ui';
import { useSettingsT } from '../../../i18n/useSettingsT';

/** Props of {@link BillingSummary}. */
export interface BillingSummaryProps {
  readonly subscription: SubscriptionData;
  /** The provider's view; null while it loads or when it failed. */
  readonly account: BillingAccount | null;
  readonly inactive: boolean;
  readonly busy: string | null;
  readonly onUpdateCard: () => void;
  readonly onCancel: () => void;
}

/**
 * The subscription at a glance: plan and price, status, renewal or end date, next invoice, card on
 * file (with the way to update it), the plan's sections, and cancelling at period end.
 */
export function BillingSummary({
  subscription,
  account,
  inactive,
  busy,
  onUpdateCard,
  onCancel,
}: BillingSummaryProps): ReactElement {
  const { t, i18n } = useSettingsT();
  const locale = i18n.language;
  const plan = isPlanId(subscription.selectedPlan) ? subscription.selectedPlan : null;
  const paid = account?.subscription ?? null;
  const card = account?.paymentMethod ?? null;
  const price = plan && paid ? PLAN_PRICES[plan][paid.period] : null;
  // An inactive plan whose period has not run out yet (a failed payment) has not ended.
  const periodEnd = subscription.currentPeriodEnd ? Date.parse(subscription.currentPeriodEnd) : null;
  const [openedAt] = useState(() => Date.now());
  const ended = periodEnd === null || periodEnd <= openedAt;
  const dateLabel = inactive
    ? t(ended ? 'subscription.endedOn' : 'subscription.periodEndsOn')
    : paid && !paid.cancelAtPeriodEnd
      ? t('subscription.renewsOn')
      : t('subscription.endsOn');
  const canCancel = paid?.status === 'active' && !paid.cancelAtPeriodEnd && !inactive;
  return (
    <>
      <Descriptions bordered column={1} size="middle" style={{ maxWidth: 680, marginBottom: 16 }}>
        <Descriptions.Item label={t('subscription.plan')}>
          <span data-testid="subscription-plan">
            {plan ? t(`plans.${plan}`, { ns: 'common' }) : subscription.selectedPlan}
          </span>
          <Typography.Text type="secondary" data-testid="subscription-price">
            {' · '}
            {price
              ? t(price.period === 'year' ? 'plans.perYear' : 'plans.perMonth', {
                  ns: 'common',
                  price: formatMoney(price.amountMinor, price.currency, locale),
                })
              : t('subscription.complimentary')}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('subscription.status')}>
          <Tag color={inactive ? 'red' : 'green'} data-testid="subscription-status">
            {t(`subscription.statusLabel.${subscription.status}`, { defaultValue: subscription.status })}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={dateLabel}>
          <span data-testid="subscription-period-end">
            {formatDate(subscription.currentPeriodEnd, locale)}
          </span>
        </Descriptions.Item>
        {account?.nextInvoice && (
          <Descriptions.Item label={t('subscription.nextInvoice')}>
            <span data-testid="subscription-next-invoice">
              {t('subscription.nextInvoiceValue', {
                amount: formatMoney(account.nextInvoice.amountMinor, account.nextInvoice.currency, locale),
                date: formatDate(account.nextInvoice.date, locale),
              })}
            </span>
          </Descriptions.Item>
        )}
        {paid && (
          <Descriptions.Item label={t('subscription.paymentMethod')}>
            <span data-testid="subscription-card">
              {card
                ? t('subscription.card', {
                    brand: card.brand.toUpperCase(),
                    last4: card.last4,
                    month: String(card.expMonth).padStart(2, '0'),
                    year: card.expYear,
                  })
                : t('subscription.noCard')}
            </span>{' '}
            <Button size="small" loading={busy === 'card'} onClick={onUpdateCard}>
              {t('subscription.updateCard')}
            </Button>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('subscription.includes')}>
          {plan
            ? PLAN_CATALOGUE[plan].features.map((feature) => (
                <Tag key={feature}>{t(`features.${feature}`, { ns: 'common' })}</Tag>
              ))
            : '—'}
        </Descriptions.Item>
      </Descriptions>
      {canCancel && (
        <Popconfirm
          title={t('subscription.cancel')}
          description={t('subscription.cancelConfirm', {
            plan: plan ? t(`plans.${plan}`, { ns: 'common' }) : '',
            date: formatDate(subscription.currentPeriodEnd, locale),
          })}
          okText={t('subscription.cancelYes')}
          cancelText={t('subscription.cancelNo')}
          onConfirm={onCancel}
        >
          <Button danger loading={busy === 'cancel'} style={{ marginBottom: 24 }}>
            {t('subscription.cancel')}
          </Button>
        </Popconfirm>
      )}
    </>
  );
}
