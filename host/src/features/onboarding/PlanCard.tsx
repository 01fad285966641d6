import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import { Button, Flex, theme } from 'shared-ui/antd/base';
import { Tag } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import type { ReactElement } from 'react';
import { FEATURE_IDS, useT, type PlanDefinition } from 'shared-auth';
import { type PlanPrice } from '@adplatform/plans/prices';
import { formatMoney } from 'shared-ui';
import { HOST_NS } from '../../i18n/registerHostTranslations';

/** Props of {@link PlanCard}. */
export interface PlanCardProps {
  readonly plan: PlanDefinition;
  /** The plan's price in the billing period chosen on the page. */
  readonly price: PlanPrice;
  /** A tag beside the plan's name ("Current plan", "Your choice"), or none. */
  readonly badge: string | null;
  readonly actionLabel: string;
  readonly loading: boolean;
  readonly disabled: boolean;
  readonly onChoose: () => void;
}

/** One plan of the catalogue: name, price per billing period, what it includes and excludes, the action. */
export function PlanCard({
  plan,
  price,
  badge,
  actionLabel,
  loading,
  disabled,
  onChoose,
}: PlanCardProps): ReactElement {
  const { t, i18n } = useT(HOST_NS);
  const { token } = theme.useToken();
  const planName = t(`plans.${plan.id}`, { ns: 'common' });
  return (
    <section
      aria-label={planName}
      data-testid={`plan-${plan.id}`}
      style={{ flex: '1 1 260px', border: '1px solid #d9dde7', borderRadius: 8, padding: 24 }}
    >
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          {planName}
        </Typography.Title>
        {badge && <Tag color="blue">{badge}</Tag>}
      </Flex>
      <Typography.Paragraph strong style={{ fontSize: 20, margin: '12px 0' }}>
        {t(price.period === 'year' ? 'plans.perYear' : 'plans.perMonth', {
          ns: 'common',
          price: formatMoney(price.amountMinor, price.currency, i18n.language),
        })}
      </Typography.Paragraph>
      <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 20px' }}>
        {FEATURE_IDS.map((feature) => {
          const included = plan.features.includes(feature);
          return (
            <li
              key={feature}
              style={{ padding: '4px 0', color: included ? undefined : token.colorTextTertiary }}
            >
              {included ? <CheckOutlined aria-hidden /> : <CloseOutlined aria-hidden />}{' '}
              <span>
                {t(`features.${feature}`, { ns: 'common' })}
                <span className="sr-only">
                  {' '}
                  {included ? t('onboarding.included') : t('onboarding.notIncluded')}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <Button type="primary" block loading={loading} disabled={disabled} onClick={onChoose}>
        {actionLabel}
      </Button>
    </section>
  );
}
