import { Flex } from 'shared-ui/antd/base';
import { DatePicker } from 'shared-ui/antd/authoring';
import { Select } from 'shared-ui/antd/data';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, type ReactElement } from 'react';
import { formatDate } from 'shared-ui';
import { useReportingT } from '../../i18n/useReportingT';
import { comparisonRange, COMPARISONS_MAX, type Comparison } from '../model/comparison';
import type { ReportRange } from '../model/dateRange';

/** A period as the user reads it: "Mar 1, 2026 – Mar 31, 2026". */
export function usePeriodLabel(): (range: ReportRange) => string {
  const { t, i18n } = useReportingT();
  const locale = i18n.language;
  return useCallback(
    (range: ReportRange) =>
      t('compare.period', {
        from: formatDate(`${range.from}T00:00:00`, locale),
        to: formatDate(`${range.to}T00:00:00`, locale),
      }),
    [t, locale],
  );
}

/** Names a period compared with the report of `range`: what it is and its days. */
export function useComparisonNamer(): (comparison: Comparison, range: ReportRange) => string {
  const { t } = useReportingT();
  const period = usePeriodLabel();
  return useCallback(
    (comparison: Comparison, range: ReportRange) => {
      const kind = comparison === 'previous' || comparison === 'lastYear' ? comparison : 'custom';
      return t(`compare.${kind}`, { period: period(comparisonRange(comparison, range)) });
    },
    [t, period],
  );
}

/** The name of a period compared with the report of `range`: what it is and its days. */
export function useComparisonLabel(range: ReportRange): (comparison: Comparison) => string {
  const name = useComparisonNamer();
  const { from, to } = range;
  return useCallback((comparison: Comparison) => name(comparison, { from, to }), [name, from, to]);
}

/**
 * What the report is compared with (docs/product-rules.md §10.2): up to three periods of the report's
 * length, the previous one, the same days a year earlier, or one starting on a day the user picks
 * (whose period must end by today and not be the report's own).
 */
export function ComparisonPicker({
  range,
  today,
  value,
  onChange,
}: {
  readonly range: ReportRange;
  readonly today: string;
  readonly value: readonly Comparison[];
  readonly onChange: (compare: Comparison[]) => void;
}): ReactElement {
  const { t } = useReportingT();
  const label = useComparisonLabel(range);
  const length = dayjs(range.to).diff(dayjs(range.from), 'day');
  const choices: Comparison[] = [
    'previous',
    'lastYear',
    ...value.filter((item) => item !== 'previous' && item !== 'lastYear'),
  ];
  const full = value.length >= COMPARISONS_MAX;
  return (
    <Flex wrap="wrap" gap={12} align="center">
      <Select<Comparison[]>
        mode="multiple"
        data-testid="report-compare"
        aria-label={t('compare.label')}
        placeholder={t('compare.none')}
        style={{ minWidth: 320, maxWidth: '100%' }}
        value={[...value]}
        maxCount={COMPARISONS_MAX}
        onChange={(next) => onChange(next)}
        options={choices.map((item) => ({ value: item, label: label(item) }))}
      />
      <DatePicker
        aria-label={t('compare.addFrom')}
        placeholder={t('compare.addFrom')}
        disabled={full}
        value={null}
        disabledDate={(day) =>
          day.add(length, 'day').isAfter(dayjs(today), 'day') || day.format('YYYY-MM-DD') === range.from
        }
        onChange={(day: Dayjs | null) => {
          const start = day ? (day.format('YYYY-MM-DD') as Comparison) : undefined;
          if (start && !value.includes(start)) onChange([...value, start]);
        }}
      />
    </Flex>
  );
}
