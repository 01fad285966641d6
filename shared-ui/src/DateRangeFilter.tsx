import { DatePicker } from 'shared-ui/antd/authoring';
import type { ReactElement } from 'react';
import { usePickerRange } from './dates/usePickerDays';

/** An inclusive date range as ISO dates (`YYYY-MM-DD`); either end may be open (null). */
export interface DateRange {
  readonly from: string | null;
  readonly to: string | null;
}

/** A date-range filter whose ends may each be left open; dates are exchanged as ISO dates. */
export function DateRangeFilter({
  label,
  value,
  onChange,
}: {
  /** The accessible name, e.g. "Created between". */
  readonly label: string;
  readonly value: DateRange;
  readonly onChange: (range: DateRange) => void;
}): ReactElement {
  const picked = usePickerRange(value.from, value.to);
  return (
    <DatePicker.RangePicker
      aria-label={label}
      allowEmpty={[true, true]}
      value={picked}
      onChange={(range) =>
        onChange({
          from: range?.[0] ? range[0].format('YYYY-MM-DD') : null,
          to: range?.[1] ? range[1].format('YYYY-MM-DD') : null,
        })
      }
    />
  );
}
