import { Form } from 'shared-ui/antd/form';
import { Radio } from 'shared-ui/antd/data';
import type { ReactElement } from 'react';
import { BUDGET_LEVELS, BUDGET_TYPES, type CampaignObjective } from '@adplatform/campaign-model';
import { useCreationT } from '../../i18n/useCreationT';
import { FieldError } from '../components/FieldError';
import type { WizardAdSet } from '../model/wizardForm';
import { useAdSetLabel } from '../hooks/useAdSetLabel';
import type { StepProps } from './stepProps';
import { AdSetDelivery } from './AdSetDelivery';
import { AmountInput, DayInput } from './BudgetInputs';

/**
 * Step 3: where the budget is set (on the campaign, shared by its ad sets, or on each ad set, each
 * with its own amount), a daily or lifetime budget in the account currency, the campaign's schedule,
 * and each ad set's bidding and days.
 */
export function BudgetStep({
  objective,
  value,
  onChange,
  adSets,
  onAdSetsChange,
  issues,
}: StepProps<'budget'> & {
  /** The campaign's objective, whose goals the ad sets choose from (none chosen yet: no choice). */
  readonly objective: CampaignObjective | null;
  readonly adSets: readonly WizardAdSet[];
  readonly onAdSetsChange: (adSets: WizardAdSet[]) => void;
}): ReactElement {
  const { t } = useCreationT();
  const adSetLabel = useAdSetLabel();
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('budget.level')} extra={t(`budget.levelHelp.${value.level}`)}>
        <Radio.Group
          value={value.level}
          onChange={(event) => onChange({ ...value, level: event.target.value as typeof value.level })}
          options={BUDGET_LEVELS.map((level) => ({ value: level, label: t(`budget.levels.${level}`) }))}
          optionType="button"
          data-testid="budget-level"
        />
      </Form.Item>
      <Form.Item label={t('budget.type')} required>
        <Radio.Group
          value={value.type}
          onChange={(event) => onChange({ ...value, type: event.target.value as typeof value.type })}
          options={BUDGET_TYPES.map((type) => ({ value: type, label: t(`budget.types.${type}`) }))}
          optionType="button"
        />
      </Form.Item>
      {value.level === 'campaign' ? (
        <Form.Item label={t('budget.amount')} htmlFor="budget-amount" required>
          <AmountInput
            id="budget-amount"
            currency={value.currency}
            value={value.amountMinor}
            onChange={(amountMinor) => onChange({ ...value, amountMinor })}
          />
          <br />
          <FieldError issues={issues} path="budget.amountMinor" id="budget-amount-error" />
        </Form.Item>
      ) : (
        adSets.map((adSet, index) => (
          <Form.Item
            key={index}
            label={t('budget.amountOf', { name: adSetLabel(adSet, index) })}
            htmlFor={`adSets-${index}-amount`}
            required
          >
            <AmountInput
              id={`adSets-${index}-amount`}
              currency={value.currency}
              value={adSet.amountMinor}
              onChange={(amountMinor) =>
                onAdSetsChange(
                  adSets.map((current, at) => (at === index ? { ...current, amountMinor } : current)),
                )
              }
            />
            <br />
            <FieldError
              issues={issues}
              path={`adSets.${index}.amountMinor`}
              id={`adSets-${index}-amount-error`}
            />
          </Form.Item>
        ))
      )}
      {(['startDate', 'endDate'] as const).map((field) => (
        <Form.Item
          key={field}
          label={t(field === 'startDate' ? 'budget.start' : 'budget.end')}
          htmlFor={`budget-${field}`}
          required={field === 'startDate' || value.type === 'lifetime'}
          extra={field === 'endDate' && value.type === 'daily' ? t('budget.endOptional') : undefined}
        >
          <DayInput
            id={`budget-${field}`}
            value={value[field]}
            onChange={(day) => onChange({ ...value, [field]: day })}
          />
          <br />
          <FieldError issues={issues} path={`budget.${field}`} id={`budget-${field}-error`} />
        </Form.Item>
      ))}
      {adSets.map((adSet, index) => (
        <AdSetDelivery
          key={index}
          index={index}
          label={adSetLabel(adSet, index)}
          objective={objective}
          adSet={adSet}
          currency={value.currency}
          campaignDays={{ startDate: value.startDate, endDate: value.endDate }}
          onChange={(changed) =>
            onAdSetsChange(adSets.map((current, at) => (at === index ? changed : current)))
          }
          issues={issues}
        />
      ))}
    </Form>
  );
}
