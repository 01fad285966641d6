import { DatePicker } from 'shared-ui/antd/authoring';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactElement } from 'react';
import { usePickerRange } from 'shared-ui';
import type { DateSpan } from '@adplatform/delivery-metrics';
import { useCampaignsEditingT } from '../../i18n/useCampaignsEditingT';
import { customRangeProblem, earliestCustomDay } from '../model/customRangeChecks';

const ISO = 'YYYY-MM-DD';

/**
 * The days of the list's custom range (docs/product-rules.md §10.1): any span up to today within the
 * year of delivery kept; days outside it cannot be picked.
 */
export function CustomRangePicker({
  span,
  today,
  onChange,
}: {
  readonly span: DateSpan;
  /** Today as the maintained totals count days (ISO date, UTC). */
  readonly today: string;
  readonly onChange: (span: DateSpan) => void;
}): ReactElement {
  const { t } = useCampaignsEditingT();
  const earliest = dayjs(earliestCustomDay(today));
  const latest = dayjs(today);
  const picked = usePickerRange(span.from, span.to);
  const pick = (values: [Dayjs | null, Dayjs | null] | null): void => {
    const [from, to] = values ?? [];
    if (!from || !to) return;
    const next = { from: from.format(ISO), to: to.format(ISO) };
    if (customRangeProblem(next, today) === null) onChange(next);
  };
  // The group names the pair; each input is named by antd's translated start and end placeholders.
  return (
    <span role="group" aria-label={t('views.customRange')} data-testid="campaign-custom-range">
      <DatePicker.RangePicker
        value={picked}
        allowClear={false}
        minDate={earliest}
        maxDate={latest}
        disabledDate={(day) => day.isBefore(earliest, 'day') || day.isAfter(latest, 'day')}
        onChange={pick}
      />
    </span>
  );
}
