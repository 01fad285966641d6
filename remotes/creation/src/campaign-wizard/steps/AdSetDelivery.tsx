import { Form } from 'shared-ui/antd/form';
import { Checkbox, Radio, Select } from 'shared-ui/antd/data';
import { Typography } from 'shared-ui/antd/typography';
import type { ReactElement } from 'react';
import { BID_STRATEGIES, OPTIMISATION_GOALS, type CampaignObjective } from '@adplatform/campaign-model';
import type { FormIssue } from '@adplatform/campaign-model/form';
import { useCreationT } from '../../i18n/useCreationT';
import { FieldError } from '../components/FieldError';
import type { WizardAdSet } from '../model/wizardForm';
import { AmountInput, DayInput } from './BudgetInputs';

/**
 * How one ad set delivers (docs/product-rules.md §10.6): what it optimises for among its objective's
 * goals; how it bids — the lowest cost, a cost cap or a bid cap with its amount in the account
 * currency; and the campaign's days or its own within them.
 */
export function AdSetDelivery({
  index,
  label,
  objective,
  adSet,
  currency,
  campaignDays,
  onChange,
  issues,
}: {
  readonly index: number;
  /** The ad set's name as the wizard shows it. */
  readonly label: string;
  readonly objective: CampaignObjective | null;
  readonly adSet: WizardAdSet;
  readonly currency: string;
  /** The campaign's first and last days, which its own days start from. */
  readonly campaignDays: { readonly startDate: string | null; readonly endDate: string | null };
  readonly onChange: (adSet: WizardAdSet) => void;
  readonly issues: readonly FormIssue[];
}): ReactElement {
  const { t } = useCreationT();
  const path = `adSets.${index}`;
  const id = `adSets-${index}`;
  const { bidding, schedule } = adSet;
  return (
    <section aria-labelledby={`${id}-delivery`} data-testid={`${id}-delivery`} style={{ marginTop: 16 }}>
      <Typography.Title level={4} id={`${id}-delivery`} style={{ fontSize: 14 }}>
        {t('delivery.title', { name: label })}
      </Typography.Title>
      {objective ? (
        <Form.Item label={t('delivery.goal')} htmlFor={`${id}-goal`} extra={t('delivery.goalHelp')}>
          <Select
            id={`${id}-goal`}
            style={{ maxWidth: 320 }}
            value={adSet.goal ?? OPTIMISATION_GOALS[objective][0]}
            options={OPTIMISATION_GOALS[objective].map((goal) => ({
              value: goal,
              label: t(`delivery.goals.${goal}`),
            }))}
            onChange={(goal: NonNullable<WizardAdSet['goal']>) => onChange({ ...adSet, goal })}
          />
          <br />
          <FieldError issues={issues} path={`${path}.goal`} id={`${id}-goal-error`} />
        </Form.Item>
      ) : null}
      <Form.Item label={t('delivery.strategy')} extra={t(`delivery.strategyHelp.${bidding.strategy}`)}>
        <Radio.Group
          value={bidding.strategy}
          onChange={(event) =>
            onChange({
              ...adSet,
              bidding: { ...bidding, strategy: event.target.value as WizardAdSet['bidding']['strategy'] },
            })
          }
          options={BID_STRATEGIES.map((strategy) => ({
            value: strategy,
            label: t(`delivery.strategies.${strategy}`),
          }))}
          optionType="button"
          data-testid={`${id}-strategy`}
        />
        <br />
        <FieldError issues={issues} path={`${path}.bidding.strategy`} id={`${id}-strategy-error`} />
      </Form.Item>
      {bidding.strategy === 'lowestCost' ? null : (
        <Form.Item label={t(`delivery.cap.${bidding.strategy}`)} htmlFor={`${id}-cap`} required>
          <AmountInput
            id={`${id}-cap`}
            currency={currency}
            value={bidding.capMinor}
            onChange={(capMinor) => onChange({ ...adSet, bidding: { ...bidding, capMinor } })}
          />
          <br />
          <FieldError issues={issues} path={`${path}.bidding.capMinor`} id={`${id}-cap-error`} />
        </Form.Item>
      )}
      <Checkbox
        checked={schedule !== null}
        onChange={(event) =>
          onChange({ ...adSet, schedule: event.target.checked ? { ...campaignDays } : null })
        }
      >
        {t('delivery.ownDays')}
      </Checkbox>
      {schedule === null
        ? null
        : (['startDate', 'endDate'] as const).map((field) => (
            <Form.Item
              key={field}
              label={t(field === 'startDate' ? 'delivery.start' : 'delivery.end')}
              htmlFor={`${id}-${field}`}
              required={field === 'startDate'}
              style={{ marginTop: 8 }}
            >
              <DayInput
                id={`${id}-${field}`}
                value={schedule[field]}
                onChange={(day) => onChange({ ...adSet, schedule: { ...schedule, [field]: day } })}
              />
              <br />
              <FieldError issues={issues} path={`${path}.schedule.${field}`} id={`${id}-${field}-error`} />
            </Form.Item>
          ))}
    </section>
  );
}
