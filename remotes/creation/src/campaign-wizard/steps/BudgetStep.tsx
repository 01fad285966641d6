import { Form } from 'shared-ui/antd/form';
import { Radio } from 'shared-ui/antd/data';
import { DatePicker, InputNumber } from 'shared-ui/antd/authoring';
import dayjs from 'dayjs';
import type { ReactElement } from 'react';
import { BUDGET_LEVELS, BUDGET_TYPES } from '@adplatform/campaign-model';
import { useCreationT } from '../../i18n/useCreationT';
import { FieldError } from '../components/FieldError';
import type { StepProps } from './stepProps';

const ISO = 'YYYY-MM-DD';

/**
 * Step 3: where the budget is set (on the campaign, shared by its ad sets, or on each ad set — the
 * first one here), a daily or lifetime budget in the account currency, and the schedule.
 */
export function BudgetStep({ value, onChange, issues }: StepProps<'budget'>): ReactElement {
  const { t } = useCreationT();
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
      <Form.Item label={t('budget.amount')} htmlFor="budget-amount" required>
        <InputNumber
          id="budget-amount"
          addonAfter={value.currency}
          min={0}
          step={1}
          precision={2}
          style={{ width: 220 }}
          // Shown in major units (12.50); stored as integer minor units (1250).
          value={value.amountMinor === null ? null : value.amountMinor / 100}
          onChange={(amount) =>
            onChange({ ...value, amountMinor: amount === null ? null : Math.round(Number(amount) * 100) })
          }
        />
        <br />
        <FieldError issues={issues} path="budget.amountMinor" id="budget-amount-error" />
      </Form.Item>
      {(['startDate', 'endDate'] as const).map((field) => (
        <Form.Item
          key={field}
          label={t(field === 'startDate' ? 'budget.start' : 'budget.end')}
          htmlFor={`budget-${field}`}
          required={field === 'startDate' || value.type === 'lifetime'}
          extra={field === 'endDate' && value.type === 'daily' ? t('budget.endOptional') : undefined}
        >
          <DatePicker
            id={`budget-${field}`}
            value={value[field] ? dayjs(value[field]) : null}
            onChange={(day) => onChange({ ...value, [field]: day ? day.format(ISO) : null })}
          />
          <br />
          <FieldError issues={issues} path={`budget.${field}`} id={`budget-${field}-error`} />
        </Form.Item>
      ))}
    </Form>
  );
}
