import { DatePicker, InputNumber, TextArea } from 'shared-ui/antd/authoring';
import { Form } from 'shared-ui/antd/form';
import dayjs, { type Dayjs } from 'dayjs';
import type { KeyboardEvent, ReactElement } from 'react';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { deliverablesFromText, feeFromMinor, feeToMinor, type Brief } from '../model/collaborationDocument';
import type { CollaborationBrief } from '../model/influencer';
import {
  BRIEF_DELIVERABLE_MAX,
  BRIEF_DELIVERABLES_MAX,
  BRIEF_FEE_MAX_MINOR,
} from '@adplatform/influencer-model';

/** The brief as its form holds it: deliverables one per line, the due date, the fee in major units. */
export interface BriefFormValues {
  readonly deliverables: string;
  readonly dueDate: Dayjs | null;
  readonly fee: number | null;
}

/**
 * The form's values for a brief already written (or for a new one: no deliverable, no date, `feeMinor`,
 * or no fee when the creator's price is not known).
 */
export function briefFormValues(
  brief: CollaborationBrief | null,
  feeMinor: number | null,
  currency: string,
): BriefFormValues {
  const fee = brief ? brief.feeMinor : feeMinor;
  return {
    deliverables: brief ? brief.deliverables.join('\n') : '',
    dueDate: brief ? dayjs(brief.dueDate) : null,
    fee: fee === null ? null : feeFromMinor(fee, currency),
  };
}

/** The brief the form's (validated) values describe, the fee in `currency`'s minor units. */
export function briefFromForm(values: BriefFormValues, currency: string): Brief {
  return {
    deliverables: deliverablesFromText(values.deliverables),
    dueDate: values.dueDate ? values.dueDate.format('YYYY-MM-DD') : '',
    feeMinor: feeToMinor(values.fee ?? 0, currency),
    currency,
  };
}

/**
 * Enter in one of the brief's inputs (a due date typed in, a fee) finishes that field and never sends
 * the form, which only its button does (docs/product-rules.md §10.5).
 */
function keepEnterInField(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter') event.preventDefault();
}

/**
 * A brief's fields inside a form (docs/product-rules.md §10.5): deliverables one per line, a due date
 * (today or later), and the fee in `currency`; each refused value is explained and kept, and Enter in
 * them never sends the form.
 */
export function BriefFields({ currency }: { readonly currency: string }): ReactElement {
  const { t } = useInfluencersT();
  return (
    <>
      <Form.Item
        label={t('brief.deliverables')}
        name="deliverables"
        extra={t('brief.deliverablesHelp', { max: BRIEF_DELIVERABLES_MAX })}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              const deliverables = deliverablesFromText(value ?? '');
              if (deliverables.length === 0) throw new Error(t('brief.deliverablesRequired'));
              if (deliverables.length > BRIEF_DELIVERABLES_MAX)
                throw new Error(t('brief.tooManyDeliverables', { max: BRIEF_DELIVERABLES_MAX }));
              if (deliverables.some((deliverable) => deliverable.length > BRIEF_DELIVERABLE_MAX))
                throw new Error(t('brief.deliverableTooLong', { max: BRIEF_DELIVERABLE_MAX }));
            },
          },
        ]}
      >
        <TextArea rows={3} placeholder={t('brief.deliverablesPlaceholder')} />
      </Form.Item>
      <Form.Item
        label={t('brief.dueDate')}
        name="dueDate"
        rules={[{ required: true, message: t('brief.dueDateRequired') }]}
      >
        <DatePicker
          format="YYYY-MM-DD"
          disabledDate={(day) => day.isBefore(dayjs(), 'day')}
          onKeyDown={keepEnterInField}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        label={t('brief.fee', { currency })}
        name="fee"
        rules={[{ required: true, message: t('brief.feeRequired') }]}
      >
        <InputNumber
          min={0}
          max={feeFromMinor(BRIEF_FEE_MAX_MINOR, currency)}
          precision={2}
          onKeyDown={keepEnterInField}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </>
  );
}
