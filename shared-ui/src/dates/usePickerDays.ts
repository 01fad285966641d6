import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';

/**
 * The value of an antd RangePicker for two ISO dates (`YYYY-MM-DD`, either may be null): the same
 * array for as long as the dates are the same.
 *
 * antd's pickers take a value of a new identity as a new value and drop what the user has half
 * picked (a start typed or clicked, its end not yet), so a controlled picker whose parent renders
 * again for another reason would lose the start. Building the value here keeps it across renders.
 */
export function usePickerRange(from: string | null, to: string | null): [Dayjs | null, Dayjs | null] {
  return useMemo(() => [from ? dayjs(from) : null, to ? dayjs(to) : null], [from, to]);
}

/**
 * The value of an antd DatePicker for one ISO date (`YYYY-MM-DD`) or null, the same object while the
 * date is the same, for the reason {@link usePickerRange} gives.
 */
export function usePickerDay(day: string | null): Dayjs | null {
  return useMemo(() => (day ? dayjs(day) : null), [day]);
}
