import { Select } from 'shared-ui/antd/data';
import type { ReactElement } from 'react';
import { SearchFilterBar } from 'shared-ui';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@adplatform/campaign-model';
import { CAMPAIGN_METRIC_RANGES, type CampaignMetricRange } from '@adplatform/delivery-metrics';
import { CAMPAIGNS_NS, useCampaignsT } from '../../i18n/useCampaignsT';
import type { CampaignQuery } from '../model/campaignQuery';
import { defaultCustomRange } from '../model/customRange';
import { COLUMN_PRESETS, type ColumnPreset, type ListColumn } from '../model/listColumns';
import { presetOf } from '../model/listView';

/**
 * The campaigns list's filter bar: name search, status (archived only when chosen), the
 * range of the metric columns (a preset or custom days, picked in the view toolbar) and the columns
 * (a preset or the user's own, made in the view toolbar).
 * The search box starts from `query.search`: give the bar a new `key` to show a search set elsewhere.
 */
export function CampaignFilters({
  query,
  onChange,
  today,
  columns,
  onColumnsChoice,
}: {
  readonly query: CampaignQuery;
  readonly onChange: (query: CampaignQuery) => void;
  /** Today as the maintained totals count days (ISO date, UTC). */
  readonly today: string;
  readonly columns: readonly ListColumn[];
  /** A preset's columns, or `custom` for the user's own set. */
  readonly onColumnsChoice: (choice: ColumnPreset | 'custom') => void;
}): ReactElement {
  const { t } = useCampaignsT();
  return (
    <SearchFilterBar
      label={t('filters.search')}
      placeholder={t('filters.searchPlaceholder')}
      search={query.search}
      onSearch={(search) => onChange({ ...query, search })}
      testId="campaign-search"
    >
      <Select<CampaignStatus | 'all'>
        aria-label={t('filters.status')}
        value={query.status}
        style={{ minWidth: 180 }}
        onChange={(status) => onChange({ ...query, status })}
        options={[
          { value: 'all', label: t('filters.allStatuses') },
          ...CAMPAIGN_STATUSES.map((status) => ({
            value: status,
            label: t(`status.${status}`, { ns: CAMPAIGNS_NS }),
          })),
        ]}
        data-testid="campaign-status-filter"
      />
      <Select<CampaignMetricRange | 'custom'>
        aria-label={t('filters.range')}
        value={query.custom ? 'custom' : query.range}
        style={{ minWidth: 160 }}
        onChange={(range) =>
          onChange(
            range === 'custom'
              ? { ...query, custom: query.custom ?? defaultCustomRange(today) }
              : { ...query, range, custom: null },
          )
        }
        options={[...CAMPAIGN_METRIC_RANGES, 'custom' as const].map((range) => ({
          value: range,
          label: t(`range.${range}`),
        }))}
        data-testid="campaign-range"
      />
      <Select<ColumnPreset | 'custom'>
        aria-label={t('filters.columns')}
        value={presetOf(columns)}
        style={{ minWidth: 160 }}
        onChange={onColumnsChoice}
        options={[...(Object.keys(COLUMN_PRESETS) as ColumnPreset[]), 'custom' as const].map((name) => ({
          value: name,
          label: t(`presets.${name}`),
        }))}
        data-testid="campaign-columns"
      />
    </SearchFilterBar>
  );
}
