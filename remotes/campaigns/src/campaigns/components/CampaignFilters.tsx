import { Select } from 'shared-ui/antd/data';
import type { ReactElement } from 'react';
import { SearchFilterBar } from 'shared-ui';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@adplatform/campaign-model';
import { CAMPAIGN_METRIC_RANGES, type CampaignMetricRange } from '@adplatform/delivery-metrics';
import { CAMPAIGNS_NS, useCampaignsT } from '../../i18n/useCampaignsT';
import type { CampaignQuery } from '../model/campaignQuery';
import { COLUMN_PRESETS, type ColumnPreset } from '../model/listColumns';

/**
 * The campaigns list's filter bar: name search, status (archived only when chosen), the range of the
 * metric columns and the column preset.
 */
export function CampaignFilters({
  query,
  onChange,
  preset,
  onPresetChange,
}: {
  readonly query: CampaignQuery;
  readonly onChange: (query: CampaignQuery) => void;
  readonly preset: ColumnPreset;
  readonly onPresetChange: (preset: ColumnPreset) => void;
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
      <Select<CampaignMetricRange>
        aria-label={t('filters.range')}
        value={query.range}
        style={{ minWidth: 160 }}
        onChange={(range) => onChange({ ...query, range })}
        options={CAMPAIGN_METRIC_RANGES.map((range) => ({ value: range, label: t(`range.${range}`) }))}
        data-testid="campaign-range"
      />
      <Select<ColumnPreset>
        aria-label={t('filters.columns')}
        value={preset}
        style={{ minWidth: 160 }}
        onChange={onPresetChange}
        options={(Object.keys(COLUMN_PRESETS) as ColumnPreset[]).map((name) => ({
          value: name,
          label: t(`presets.${name}`),
        }))}
        data-testid="campaign-columns"
      />
    </SearchFilterBar>
  );
}
