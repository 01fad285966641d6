import { DatePicker, InputNumber } from 'shared-ui/antd/authoring';
import type { ReactElement } from 'react';
import { usePickerDay } from 'shared-ui';

const ISO = 'YYYY-MM-DD';

/** A day picked as an ISO date (`YYYY-MM-DD`), or null while none is. */
export function DayInput({
  id,
  value,
  onChange,
}: {
  readonly id: string;
  readonly value: string | null;
  readonly onChange: (day: string | null) => void;
}): ReactElement {
  const picked = usePickerDay(value);
  return <DatePicker id={id} value={picked} onChange={(day) => onChange(day ? day.format(ISO) : null)} />;
}

/** An amount in the account currency: shown in major units (12.50), kept in integer minor units (1250). */
export function AmountInput({
  id,
  currency,
  value,
  onChange,
}: {
  readonly id: string;
  readonly currency: string;
  readonly value: number | null;
  readonly onChange: (amountMinor: number | null) => void;
}): ReactElement {
  return (
    <InputNumber
      id={id}
      addonAfter={currency}
      min={0}
      step={1}
      precision={2}
      style={{ width: 220 }}
      value={value === null ? null : value / 100}
      onChange={(amount) => onChange(amount === null ? null : Math.round(Number(amount) * 100))}
    />
  );
}
