import { DatePicker } from 'shared-ui/antd/authoring';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactElement } from 'react';
import { POST_SCHEDULE_MAX_DAYS } from '../model/postDocument';

/**
 * A post's publication time, to the minute, in the user's time zone: days before today or more than
 * `POST_SCHEDULE_MAX_DAYS` ahead cannot be picked (docs/product-rules.md §10.7).
 */
export function PublishTimePicker({
  label,
  value,
  onChange,
}: {
  /** The accessible name. */
  readonly label: string;
  readonly value: Dayjs | null;
  readonly onChange: (value: Dayjs | null) => void;
}): ReactElement {
  return (
    <DatePicker
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      aria-label={label}
      value={value}
      onChange={onChange}
      disabledDate={(day) =>
        day.isBefore(dayjs(), 'day') || day.isAfter(dayjs().add(POST_SCHEDULE_MAX_DAYS, 'day'), 'day')
      }
    />
  );
}
