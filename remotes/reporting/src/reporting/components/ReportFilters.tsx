import { Flex } from 'shared-ui/antd/base';
import { Typography } from 'shared-ui/antd/typography';
import { Select } from 'shared-ui/antd/data';
import { DatePicker } from 'shared-ui/antd/authoring';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactElement } from 'react';
import { usePickerRange } from 'shared-ui';
import { useReportingT } from '../../i18n/useReportingT';
import type { Comparison } from '../model/comparison';
import {
  MAX_RANGE_DAYS,
  RANGE_PRESETS,
  rangeProblem,
  type RangePreset,
  type RangeProblem,
  type ReportRange,
} from '../model/dateRange';
import type { ReportParams } from '../model/reportParams';
import { ComparisonPicker } from './ComparisonPicker';

/** What the filters change: a preset, a custom range, the campaign, or the periods compared. */
export type FilterChange =
  | { readonly preset: RangePreset }
  | { readonly custom: ReportRange }
  | { readonly campaignId: string | null }
  | { readonly compare: Comparison[] };

/**
 * The report's filters (docs/product-rules.md §10.2): a range preset, a custom range (at most a year, nothing in the
 * future), a campaign, and the periods compared (up to three).
 */
export function ReportFilters({
  params,
  today,
  campaigns,
  onChange,
}: {
  readonly params: ReportParams;
  readonly today: string;
  readonly campaigns: readonly { readonly id: string; readonly name: string }[];
  readonly onChange: (change: FilterChange) => void;
}): ReactElement {
  const { t } = useReportingT();
  const [problem, setProblem] = useState<RangeProblem>(null);
  const pickedRange = usePickerRange(params.range.from, params.range.to);

  const pickRange = (range: [Dayjs | null, Dayjs | null] | null): void => {
    if (!range?.[0] || !range[1]) return;
    const custom = { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') };
    const found = rangeProblem(custom, today);
    setProblem(found);
    if (!found) onChange({ custom });
  };

  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      <Flex wrap="wrap" gap={12} align="center">
        <Select<RangePreset | 'custom'>
          data-testid="report-range-preset"
          aria-label={t('filters.range')}
          style={{ minWidth: 170 }}
          value={params.preset}
          onChange={(preset) => {
            if (preset !== 'custom') {
              setProblem(null);
              onChange({ preset });
            }
          }}
          options={[...RANGE_PRESETS, 'custom' as const].map((preset) => ({
            value: preset,
            label: t(`presets.${preset}`),
            disabled: preset === 'custom',
          }))}
        />
        <DatePicker.RangePicker
          aria-label={t('filters.customRange')}
          value={pickedRange}
          allowClear={false}
          maxDate={dayjs(today)}
          disabledDate={(day, info) =>
            day.isAfter(dayjs(today), 'day') ||
            (info.from !== undefined && Math.abs(day.diff(info.from, 'day')) >= MAX_RANGE_DAYS)
          }
          onChange={pickRange}
        />
        <Select<string>
          data-testid="report-campaign-filter"
          aria-label={t('filters.campaign')}
          style={{ minWidth: 260 }}
          showSearch
          optionFilterProp="label"
          value={params.campaignId ?? ''}
          onChange={(value) => onChange({ campaignId: value || null })}
          options={[
            { value: '', label: t('filters.allCampaigns') },
            ...campaigns.map((campaign) => ({ value: campaign.id, label: campaign.name })),
          ]}
        />
      </Flex>
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {t(`rangeProblem.${problem}`, { days: MAX_RANGE_DAYS })}
        </Typography.Text>
      ) : null}
      <ComparisonPicker
        range={params.range}
        today={today}
        value={params.compare}
        onChange={(compare) => onChange({ compare })}
      />
    </Flex>
  );
}
