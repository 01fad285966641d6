import { Button, Flex } from 'shared-ui/antd/base';
import { Radio } from 'shared-ui/antd/data';
import { Segmented } from 'shared-ui/antd/panels';
import { useState, type ReactElement } from 'react';
import { PLAN_IDS, type PlanId } from 'shared-auth';
import type { PlanChoice } from '@adplatform/plans/billing';
import { PLAN_PRICES, type BillingPeriod } from '@adplatform/plans/prices';
import { formatMoney, PageTitle } from 'shared-ui';
import { useSettingsT } from '../../../i18n/useSettingsT';

/** Props of {@link PlanPicker}. */
export interface PlanPickerProps {
  /** The paid plan and period now, or null when nothing is billed (complimentary, ended, none). */
  readonly current: PlanChoice | null;
  /** Paid now: the choice is previewed; otherwise it goes to Checkout. */
  readonly mode: 'preview' | 'checkout';
  readonly busy: boolean;
  readonly onChoose: (choice: PlanChoice) => void;
}

/** Change plan: a billing period, a plan with its price from the price table, and the next step. */
export function PlanPicker({ current, mode, busy, onChoose }: PlanPickerProps): ReactElement {
  const { t, i18n } = useSettingsT();
  const [period, setPeriod] = useState<BillingPeriod>(current?.period ?? 'month');
  const [plan, setPlan] = useState<PlanId | null>(null);
  const isCurrent = (id: PlanId) => current?.plan === id && current.period === period;
  return (
    <section aria-labelledby="change-plan-heading" style={{ marginBottom: 24 }}>
      <PageTitle as="h3" level={4} id="change-plan-heading">
        {t('subscription.changePlan')}
      </PageTitle>
      <Flex vertical gap={12} align="start">
        <Segmented<BillingPeriod>
          aria-label={t('subscription.period')}
          value={period}
          onChange={setPeriod}
          options={[
            { value: 'month', label: t('subscription.monthly') },
            { value: 'year', label: t('subscription.yearly') },
          ]}
        />
        <Radio.Group value={plan} onChange={(event) => setPlan(event.target.value as PlanId)}>
          <Flex vertical gap={8}>
            {PLAN_IDS.map((id) => {
              const price = PLAN_PRICES[id][period];
              return (
                <Radio key={id} value={id} disabled={isCurrent(id)} data-testid={`change-to-${id}`}>
                  {t(`plans.${id}`, { ns: 'common' })} —{' '}
                  {t(period === 'year' ? 'plans.perYear' : 'plans.perMonth', {
                    ns: 'common',
                    price: formatMoney(price.amountMinor, price.currency, i18n.language),
                  })}
                  {isCurrent(id) && ` (${t('subscription.current')})`}
                </Radio>
              );
            })}
          </Flex>
        </Radio.Group>
        <Button
          type="primary"
          disabled={!plan || isCurrent(plan)}
          loading={busy}
          onClick={() => plan && onChoose({ plan, period })}
        >
          {mode === 'preview' ? t('subscription.review') : t('subscription.toCheckout')}
        </Button>
      </Flex>
    </section>
  );
}
